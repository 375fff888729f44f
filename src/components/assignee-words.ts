import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { unnamedAssignee, type Assignee, type UnnamedAssignee } from '../lib/assignee.ts';

/**
 * The words for an assignee the portal cannot name (lib/assignee.ts gives why), for a
 * sentence's middle: "Assigned to someone this account cannot name."
 */
export function unnamedAssigneeWords(i18n: I18n, why: UnnamedAssignee): string {
  return why === 'outside-dealer-users'
    ? i18n._(msg`someone outside your dealer’s users (such as the lender’s staff)`)
    : i18n._(msg`someone this account cannot name`);
}

/** An unnamed assignee's words, from whether the users list was read (the application page). */
export function useUnnamedAssignee(): (usersListed: boolean) => string {
  const { i18n } = useLingui();
  return (usersListed: boolean) => unnamedAssigneeWords(i18n, unnamedAssignee(usersListed));
}

/**
 * An assignee standing alone (a row's cell, a report's line): the name, "Unassigned", or why
 * nobody here can name them. Translated once, then a lookup per row.
 */
export function assigneeWords(i18n: I18n): (assignee: Assignee) => string {
  const said: Record<Exclude<Assignee['kind'], 'named'>, string> = {
    unassigned: i18n._(msg`Unassigned`),
    'outside-dealer-users': i18n._(
      msg`Someone outside your dealer’s users (such as the lender’s staff)`,
    ),
    'not-nameable': i18n._(msg`Someone this account cannot name`),
  };
  return (assignee: Assignee) => ('name' in assignee ? assignee.name : said[assignee.kind]);
}
