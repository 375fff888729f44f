import { NotBuiltYet } from '../../components/not-built-yet.tsx';

export default function DashboardPage() {
  return (
    <NotBuiltYet
      title="Dashboard"
      what="The pipeline of your dealers' applications, what needs your attention today, and the totals will appear here."
    />
  );
}
