// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import { useParams } from 'react-router';
import { parseApplicationId } from '../../lib/path-ids.ts';
import { ApplicationUnavailable } from './application-unavailable.tsx';
import { ApplicationView } from './application-view.tsx';
import './dealer-locales/catalog.ts';

/** `/applications/:applicationId`: status, decision, details and actions of one application. */
export default function ApplicationPage() {
  const { applicationId } = useParams();
  const id = parseApplicationId(applicationId);
  if (id === null)
    return <ApplicationUnavailable applicationId={applicationId ?? ''} error={null} />;
  // Keyed by id: moving to another application starts from a clean page, forms included.
  return <ApplicationView key={id} applicationId={id} />;
}
