import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FeedNews } from './since-last-visit-feed.ts';
import './feed-locales/catalog.ts';

/**
 * A feed entry's news in words (the panel's lines and its notifications). The feed itself holds
 * no text: it runs under plain Node in the bench, where no macro is compiled. A status and a
 * signee are the lender's words, as they come.
 */
export function newsWords(i18n: I18n, news: FeedNews): string {
  switch (news.say) {
    case 'status':
      return news.status;
    case 'funding':
      return i18n._(msg`Funding requested`);
    case 'new-conditions': {
      const { count } = news;
      return i18n._(
        msg`${plural(count, { one: `${count} new condition`, other: `${count} new conditions` })}`,
      );
    }
    case 'conditions-open': {
      const { count } = news;
      return i18n._(
        msg`${plural(count, { one: `${count} condition open`, other: `${count} conditions open` })}`,
      );
    }
    case 'conditions-met': {
      const { count } = news;
      return i18n._(
        msg`${plural(count, { one: `${count} condition met`, other: `${count} conditions met` })}`,
      );
    }
    case 'assigned':
      return i18n._(msg`Assigned to you`);
    case 'signed': {
      const { signee, document } = news;
      if (signee === null)
        return document === null
          ? i18n._(msg`A signer signed`)
          : i18n._(msg`A signer signed the ${document} document`);
      return document === null
        ? i18n._(msg`${signee} signed`)
        : i18n._(msg`${signee} signed the ${document} document`);
    }
    case 'paper':
      return i18n._(msg`Signed paper contract received`);
    case 'plan':
      return i18n._(msg`A plan was chosen`);
  }
}
