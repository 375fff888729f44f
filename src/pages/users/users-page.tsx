import { NotBuiltYet } from '../../components/not-built-yet.tsx';

export default function UsersPage() {
  return (
    <NotBuiltYet
      title="Users"
      what="Managing portal users (adding, editing, disabling, and their roles per dealer) will appear here."
    />
  );
}
