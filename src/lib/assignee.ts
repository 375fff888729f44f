/**
 * Why the portal cannot name an assignee (the detail carries only an id; decision 0029), as a
 * fact for the words to come from the screens' catalog (components/assignee-words.ts): with the
 * users list read, someone it does not hold is outside the dealer's users (the lender's staff,
 * say); without the list (a role that may not read it, the service refusing it, or the list
 * still loading) the portal cannot tell who it is.
 */
export type UnnamedAssignee = 'outside-dealer-users' | 'not-nameable';

export function unnamedAssignee(usersListed: boolean): UnnamedAssignee {
  return usersListed ? 'outside-dealer-users' : 'not-nameable';
}

/** An assignee: a name known here, nobody, or why nobody here can name them. */
export type Assignee =
  { kind: 'named'; name: string } | { kind: 'unassigned' } | { kind: UnnamedAssignee };

const UNASSIGNED: Assignee = { kind: 'unassigned' };
const OUTSIDE: Assignee = { kind: 'outside-dealer-users' };
const NOT_NAMEABLE: Assignee = { kind: 'not-nameable' };

/**
 * Names an assignee from the names known (the user list, the signed-in user); one nobody here
 * can name is said truthfully (unnamedAssignee), never a bare id (decision 0029) nor "a user of"
 * a dealer they may not belong to (issue 32 item 12).
 */
export function assigneeNamer(
  names: ReadonlyMap<number, string>,
  usersListed: boolean,
): (id: number | null) => Assignee {
  const unnamed = usersListed ? OUTSIDE : NOT_NAMEABLE;
  return (id: number | null) => {
    if (id === null) return UNASSIGNED;
    const name = names.get(id);
    return name === undefined ? unnamed : { kind: 'named', name };
  };
}
