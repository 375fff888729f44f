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
 * `/applications/:applicationId/autopay`: the ACH-only paperwork, autopay alone, for an approved
 * application (decision 0021). Nothing of the form is drafted: it holds bank numbers.
 */
export default function AutopayPage() {
  const { applicationId } = useParams();
  // Keyed by id: another application starts from a clean form.
  const id = parseApplicationId(applicationId);
  return <PaperworkView key={id ?? applicationId} applicationId={id} autopayOnly />;
}
