// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import './paperwork.css';
import { useParams } from 'react-router';
import { parseApplicationId } from '../../lib/path-ids.ts';
import { PaperworkView } from './paperwork-view.tsx';
import './dealer-locales/catalog.ts';

/**
 * `/applications/:applicationId/paperwork`: the contract prepared from the lender's data and
 * sent for signing (issue 21); autopay alone has its own route (autopay-page.tsx). Nothing of
 * the form is drafted: it holds ID and bank numbers.
 */
export default function PaperworkPage() {
  const { applicationId } = useParams();
  // Keyed by id: another application starts from a clean form.
  const id = parseApplicationId(applicationId);
  return <PaperworkView key={id ?? applicationId} applicationId={id} />;
}
