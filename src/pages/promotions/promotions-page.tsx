// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import './promotions.css';
import './locales/catalog.ts';
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
