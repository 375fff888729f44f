// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import './paperwork.css';
import { useParams, useSearchParams } from 'react-router';
import { parseApplicationId } from '../../lib/path-ids.ts';
import { PaperworkView } from './paperwork-view.tsx';

/**
 * `/applications/:applicationId/paperwork`: the contract prepared from the lender's data and
 * sent for signing (issue 21); with `?mode=autopay`, the ACH-only paperwork (autopay alone), a
 * mode rather than a route of its own (decision 0021). Nothing of either form is drafted: they
 * hold ID and bank numbers.
 */
export default function PaperworkPage() {
  const { applicationId } = useParams();
  const [search] = useSearchParams();
  const autopayOnly = search.get('mode') === 'autopay';
  // Keyed by id and mode: another application, or the other mode, starts from a clean form.
  const id = parseApplicationId(applicationId);
  return (
    <PaperworkView
      key={`${id ?? applicationId}:${autopayOnly}`}
      applicationId={id}
      autopayOnly={autopayOnly}
    />
  );
}
