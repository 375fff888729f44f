// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import './promotions.css';
import { useParams } from 'react-router';
import { PromotionsView } from './promotions-view.tsx';

/** Application ids are positive whole numbers; anything else cannot name one (point 10). */
function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** `/applications/:applicationId/promotions`: the plans the lender offers, compared and chosen. */
export default function PromotionsPage() {
  const { applicationId } = useParams();
  // Keyed by id: another application starts from a clean page (preview, comparison, view).
  const id = parseId(applicationId);
  return <PromotionsView key={id ?? applicationId} applicationId={id} />;
}
