import { useParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet.tsx';

export default function ApplicationPage() {
  const { applicationId } = useParams();
  return (
    <NotBuiltYet
      title={`Application ${applicationId ?? ''}`}
      what="The application's status, decision, next steps, applicants, loan figures, messages and history will appear here."
    />
  );
}
