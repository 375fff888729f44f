// The styles of the plans' components come with their chunk (plan-picker.tsx).
import './promotions.css';
import { useParams } from 'react-router';
import { parseApplicationId } from '../../lib/path-ids.ts';
import { PromotionsView } from './promotions-view.tsx';

/** `/applications/:applicationId/promotions`: the plans the lender offers, compared and chosen. */
export default function PromotionsPage() {
  const { applicationId } = useParams();
  // Keyed by id: another application starts from a clean page (preview, comparison, view).
  const id = parseApplicationId(applicationId);
  return <PromotionsView key={id ?? applicationId} applicationId={id} />;
}
