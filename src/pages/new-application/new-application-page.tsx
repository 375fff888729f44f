import { NotBuiltYet } from '../../components/not-built-yet.tsx';

export default function NewApplicationPage() {
  return (
    <NotBuiltYet
      title="New application"
      what="The credit application wizard (dealer and product, applicant, co-applicant, loan, review and submit) will appear here."
    />
  );
}
