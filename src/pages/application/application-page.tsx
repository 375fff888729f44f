// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import { useParams } from 'react-router';
import { ApplicationUnavailable } from './application-unavailable.tsx';
import { ApplicationView } from './application-view.tsx';

/** Application ids are positive whole numbers; anything else cannot name one (point 10). */
export function parseApplicationId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** `/applications/:applicationId`: status, decision, details and actions of one application. */
export default function ApplicationPage() {
  const { applicationId } = useParams();
  const id = parseApplicationId(applicationId);
  if (id === null)
    return <ApplicationUnavailable applicationId={applicationId ?? ''} error={null} />;
  // Keyed by id: moving to another application starts from a clean page, forms included.
  return <ApplicationView key={id} applicationId={id} />;
}
