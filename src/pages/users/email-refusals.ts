import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validateDealerEmail } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';

export interface DealerName {
  Id: number;
  Name: string;
}

/** What the e-mail check found: the dealers that refused the address, or a check that failed. */
export type EmailCheck =
  { ok: true } | { ok: false; field: string } | { ok: false; general: string };

/** The service's words for a refusal: what it said about the address, else its sentence. */
function whyRefused(error: unknown): string {
  const said = Object.values(fieldErrorsOf(error)).flat();
  return said.length > 0 ? said.join(' ') : describeError(error);
}

/**
 * Checks the address with `validateEmail` against each dealer of the rows (spec, Dealers v3),
 * all at once. A 400 is the service's "not valid for a user of this dealer": the message for the
 * e-mail field names each such dealer by name. Any other failure means the address could not be
 * checked, so nothing is saved.
 */
export async function checkEmailForDealers(
  emailAddress: string,
  dealers: readonly DealerName[],
  i18n: I18n,
): Promise<EmailCheck> {
  const answers = await Promise.all(
    dealers.map(async (dealer) => {
      try {
        await validateDealerEmail(dealer.Id, { EmailAddress: emailAddress });
        return { dealer, error: null };
      } catch (error) {
        return { dealer, error };
      }
    }),
  );
  const failed = answers.filter((answer) => answer.error !== null);
  const unchecked = failed.find(({ error }) => !isApiError(error) || error.kind !== 'validation');
  if (unchecked) {
    const dealer = unchecked.dealer.Name;
    const reason = describeError(unchecked.error);
    return {
      ok: false,
      general: i18n._(msg`The e-mail address could not be checked for ${dealer}: ${reason}`),
    };
  }
  if (failed.length === 0) return { ok: true };
  return {
    ok: false,
    field: failed
      .map(({ dealer: { Name: dealer }, error }) => {
        const reason = whyRefused(error)
          .replace(/^Email address:\s*/i, '')
          .replace(/\.$/, '');
        return i18n._(msg`Not valid for a user of ${dealer}: ${reason}.`);
      })
      .join(' '),
  };
}
