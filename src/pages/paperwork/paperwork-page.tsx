// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import './paperwork.css';
import { useParams } from 'react-router';
import { PaperworkView } from './paperwork-view.tsx';

/** Application ids are positive whole numbers; anything else cannot name one (point 10). */
function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/**
 * `/applications/:applicationId/paperwork`: the contract prepared from the lender's data and
 * sent for signing (issue 21). Nothing of this form is drafted: it holds ID and bank numbers.
 */
export default function PaperworkPage() {
  const { applicationId } = useParams();
  // Keyed by id: another application starts from a clean form.
  const id = parseId(applicationId);
  return <PaperworkView key={id ?? applicationId} applicationId={id} />;
}
