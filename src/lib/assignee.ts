/**
 * An assignee the portal cannot name (the detail carries only an id; decision 0029), said
 * truthfully for a sentence's middle: with the users list read, someone it does not hold is
 * outside the dealer's users (the lender's staff, say); without the list (a role that may not
 * read it, the service refusing it, or the list still loading) the portal cannot tell who it is.
 */
export function unnamedAssignee(usersListed: boolean): string {
  return usersListed
    ? 'someone outside your dealer’s users (such as the lender’s staff)'
    : 'someone this account cannot name';
}

/**
 * Names an assignee from the names known (the user list, the signed-in user); one nobody here
 * can name is said truthfully (unnamedAssignee), never a bare id (decision 0029) nor "a user of"
 * a dealer they may not belong to (issue 32 item 12).
 */
export function assigneeNamer(
  names: ReadonlyMap<number, string>,
  usersListed: boolean,
): (id: number | null) => string {
  const unnamed = unnamedAssignee(usersListed);
  const shown = unnamed.charAt(0).toUpperCase() + unnamed.slice(1);
  return (id: number | null) => (id === null ? 'Unassigned' : (names.get(id) ?? shown));
}
