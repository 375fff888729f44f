import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationKeys, applicationMutationKeys } from './applications.ts';
import { documentKeys, documentMutationKeys } from './documents.ts';
import { dealerKeys } from './dealers.ts';
import { invalidate } from './invalidate.ts';
import { paperworkKeys, paperworkMutationKeys } from './paperwork.ts';
import { promotionKeys, promotionMutationKeys } from './promotions.ts';
import { userKeys, userMutationKeys } from './users.ts';

/** A cache holding one of every query, for two applications and two users. */
function filledCache() {
  const client = new QueryClient();
  const keys: QueryKey[] = [
    dealerKeys.list(),
    userKeys.list(),
    userKeys.detail(1),
    userKeys.detail(2),
    applicationKeys.statusesSince('2026-08-23T00:00:00Z'),
    applicationKeys.status(1),
    applicationKeys.detail(1),
    applicationKeys.detail(1, 'v2'),
    applicationKeys.history(1),
    applicationKeys.status(2),
    applicationKeys.detail(2),
    promotionKeys.list(1),
    paperworkKeys.data(1),
    paperworkKeys.signedStatus(1),
    paperworkKeys.data(2),
    documentKeys.list(1),
    documentKeys.list(2),
  ];
  for (const key of keys) client.setQueryData(key, {});
  return { client, keys };
}

async function invalidatedBy(keys: readonly QueryKey[]): Promise<string[]> {
  const cache = filledCache();
  await invalidate(cache.client, keys);
  return cache.keys
    .filter((key) => cache.client.getQueryState(key)?.isInvalidated)
    .map((key) => JSON.stringify(key));
}

const k = (key: QueryKey) => JSON.stringify(key);

describe('each mutation invalidates exactly what it changes', () => {
  it.each([
    ['create user', userMutationKeys.create(), [k(userKeys.list())]],
    ['update user 1', userMutationKeys.update(1), [k(userKeys.list()), k(userKeys.detail(1))]],
    ['disable user 2', userMutationKeys.disable(2), [k(userKeys.list()), k(userKeys.detail(2))]],
    [
      'submit an application',
      applicationMutationKeys.submit(),
      [k(applicationKeys.statusesSince('2026-08-23T00:00:00Z'))],
    ],
    [
      'reassign application 1',
      applicationMutationKeys.reassign(1),
      [
        k(applicationKeys.statusesSince('2026-08-23T00:00:00Z')),
        k(applicationKeys.status(1)),
        k(applicationKeys.detail(1)),
        k(applicationKeys.detail(1, 'v2')),
        k(applicationKeys.history(1)),
      ],
    ],
    [
      'project number of application 2',
      applicationMutationKeys.projectNumber(2),
      [
        k(applicationKeys.statusesSince('2026-08-23T00:00:00Z')),
        k(applicationKeys.status(2)),
        k(applicationKeys.detail(2)),
      ],
    ],
    [
      'stage funding of application 2',
      applicationMutationKeys.stageFund(2),
      [
        k(applicationKeys.statusesSince('2026-08-23T00:00:00Z')),
        k(applicationKeys.status(2)),
        k(applicationKeys.detail(2)),
      ],
    ],
    [
      'choose a promotion for application 1',
      promotionMutationKeys.set(1),
      [
        k(applicationKeys.status(1)),
        k(applicationKeys.detail(1)),
        k(applicationKeys.detail(1, 'v2')),
        k(applicationKeys.history(1)),
        k(paperworkKeys.data(1)),
      ],
    ],
    [
      'submit paperwork for application 1',
      paperworkMutationKeys.submit(1),
      [
        k(applicationKeys.statusesSince('2026-08-23T00:00:00Z')),
        k(applicationKeys.status(1)),
        k(applicationKeys.detail(1)),
        k(applicationKeys.detail(1, 'v2')),
        k(applicationKeys.history(1)),
        k(paperworkKeys.data(1)),
        k(paperworkKeys.signedStatus(1)),
      ],
    ],
    [
      'resend e-sign for application 1',
      paperworkMutationKeys.resend(1),
      [k(paperworkKeys.signedStatus(1))],
    ],
    [
      'upload a document to application 2',
      documentMutationKeys.upload(2),
      [k(documentKeys.list(2))],
    ],
  ])('%s', async (_name, keys, expected) => {
    expect((await invalidatedBy(keys)).sort()).toEqual([...expected].sort());
  });
});
