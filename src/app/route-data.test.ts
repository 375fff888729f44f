import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationKeys } from '../api/applications.ts';
import { dealerKeys, dealersQuery } from '../api/dealers.ts';
import { documentKeys } from '../api/documents.ts';
import { paperworkKeys } from '../api/paperwork.ts';
import { promotionKeys } from '../api/promotions.ts';
import { sessionStore } from '../api/session-store.ts';
import { statusBoardKey } from '../api/status-sync.ts';
import { userKeys } from '../api/users.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import { capabilities } from '../schemas/role-capabilities.ts';
import { INTENT_FRESH_MS, routeData, withShellData, type RouteDataContext } from './route-data.ts';
import { createRouter } from './router.tsx';

const roles = [
  { id: 1, name: 'Administrator', capabilities: [...capabilities] },
  { id: 4, name: 'Reader', capabilities: [...capabilities].filter((c) => c.endsWith('.read')) },
  { id: 5, name: 'Applications only', capabilities: ['applications.read' as const] },
];
const userWith = (roleId: number) => ({
  id: 7,
  username: 'someone',
  displayName: 'Someone',
  role: 'role',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', roleId }],
});

/**
 * An approved application of dealer 101 with a document out for signing. Like the service's
 * detail it names no plan: the paperwork GET does.
 */
const application = {
  Id: 5001,
  Status: 'Approved',
  Dealer: { Id: 101 },
  Signatures: [{ SignatureType: 'FULL', SignatureInformation: [{ DateSigned: null }] }],
} as unknown as ApplicationRecord;

let queryClient: QueryClient;
let asked: { key: QueryKey; staleTime: unknown }[];

beforeEach(() => {
  queryClient = new QueryClient();
  asked = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    asked.push({ key: options.queryKey, staleTime: options.staleTime });
  });
  vi.spyOn(queryClient, 'fetchQuery').mockImplementation(async (options) => {
    asked.push({ key: options.queryKey, staleTime: options.staleTime });
    return application;
  });
});

afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

const context = (): RouteDataContext => ({ queryClient, roles, statusWindowDays: 90 });
const at = (path: string, params: Record<string, string> = {}) => ({
  params,
  url: new URL(path, 'http://portal.test'),
});
const keys = () => asked.map((entry) => entry.key);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('what a route asks for when it matches', () => {
  it('the application page: status, details, history, users, attestation, then what the detail allows', async () => {
    sessionStore.signIn('token', userWith(1));
    routeData.application(context(), at('/applications/5001', { applicationId: '5001' }));
    await settled();
    expect(keys()).toEqual(
      expect.arrayContaining([
        applicationKeys.status(5001),
        applicationKeys.detail(5001),
        applicationKeys.detail(5001, 'v2'),
        applicationKeys.history(5001),
        userKeys.list(),
        dealerKeys.attestation(),
        paperworkKeys.signedStatus(5001),
        paperworkKeys.data(5001),
        promotionKeys.list(5001),
        documentKeys.list(5001),
      ]),
    );
    expect(keys()).toHaveLength(10);
  });

  it('leaves out what the role may not read on the application’s dealer', async () => {
    sessionStore.signIn('token', userWith(5));
    routeData.application(context(), at('/applications/5001', { applicationId: '5001' }));
    await settled();
    expect(keys()).not.toContainEqual(paperworkKeys.signedStatus(5001));
    expect(keys()).not.toContainEqual(paperworkKeys.data(5001));
    expect(keys()).not.toContainEqual(promotionKeys.list(5001));
    expect(keys()).not.toContainEqual(documentKeys.list(5001));
  });

  it('the paperwork page: the paperwork GET, the plans, the approved amount and the signed-in person, for a role that may read them', async () => {
    sessionStore.signIn('token', userWith(4));
    routeData.paperwork(context(), at('/applications/5001/paperwork', { applicationId: '5001' }));
    await settled();
    expect(keys()).toEqual([
      applicationKeys.detail(5001),
      paperworkKeys.data(5001),
      promotionKeys.list(5001),
      applicationKeys.status(5001),
      userKeys.list(),
    ]);
  });

  it("every page's data comes with the shell's dealers; the wizard's is the shell's alone", async () => {
    sessionStore.signIn('token', userWith(4));
    withShellData(routeData.newApplication)(context(), at('/applications/new'));
    await settled();
    expect(keys()).toEqual([dealerKeys.list()]);
    asked = [];
    withShellData(routeData.paperwork)(
      context(),
      at('/applications/5001/paperwork', { applicationId: '5001' }),
    );
    await settled();
    expect(keys()[0]).toEqual(dealerKeys.list());
    expect(keys()).toContainEqual(paperworkKeys.data(5001));
  });

  it('the autopay page: nothing after the detail for a role that may not read paperwork', async () => {
    sessionStore.signIn('token', userWith(5));
    routeData.autopay(context(), at('/applications/5001/autopay', { applicationId: '5001' }));
    await settled();
    expect(keys()).toEqual([applicationKeys.detail(5001)]);
  });

  it('the promotions page: the plans of an approved application, and the GET naming the chosen one', async () => {
    sessionStore.signIn('token', userWith(4));
    routeData.promotions(context(), at('/applications/5001/promotions', { applicationId: '5001' }));
    await settled();
    expect(keys()).toEqual([
      applicationKeys.detail(5001),
      promotionKeys.list(5001),
      paperworkKeys.data(5001),
    ]);
  });

  it('the users pages only for a role that may read, or change, users', () => {
    sessionStore.signIn('token', userWith(5));
    routeData.users(context(), at('/users'));
    routeData.userEditor(context(), at('/users/9/edit', { userId: '9' }));
    expect(keys()).toEqual([]);
    sessionStore.signIn('token', userWith(1));
    routeData.users(context(), at('/users'));
    routeData.userEditor(context(), at('/users/9/edit', { userId: '9' }));
    expect(keys()).toEqual([
      userKeys.list(),
      dealerKeys.list(),
      dealerKeys.list(),
      userKeys.detail(9),
    ]);
  });

  it('the reports: the dashboard’s statuses of the window, dealers and users, for a role that may read applications', () => {
    sessionStore.signIn('token', userWith(5));
    routeData.reports(context(), at('/reports?days=365&user=6'));
    expect(keys()).toEqual([statusBoardKey(365), dealerKeys.list(), userKeys.list()]);
    asked = [];
    sessionStore.signIn('token', { ...userWith(5), dealers: [] });
    routeData.reports(context(), at('/reports?days=45'));
    expect(keys()[0]).toEqual(statusBoardKey(90));
  });

  it('nothing for an address that names no application', () => {
    sessionStore.signIn('token', userWith(1));
    routeData.application(context(), at('/applications/abc', { applicationId: 'abc' }));
    expect(keys()).toEqual([]);
  });
});

describe('the router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sign-in'));

  it('prefetches a link’s route on intent, taking recent answers as they are', async () => {
    sessionStore.signIn('token', userWith(1));
    const { prefetch } = createRouter({ queryClient, statusWindowDays: 90, roles });
    prefetch('/applications/5001/promotions');
    await settled();
    expect(asked).toEqual([
      { key: dealerKeys.list(), staleTime: INTENT_FRESH_MS },
      { key: applicationKeys.detail(5001), staleTime: INTENT_FRESH_MS },
      { key: promotionKeys.list(5001), staleTime: INTENT_FRESH_MS },
      { key: paperworkKeys.data(5001), staleTime: INTENT_FRESH_MS },
    ]);
  });

  it('asks for nothing when signed out, on intent or on arrival', async () => {
    const { prefetch, router } = createRouter({ queryClient, statusWindowDays: 90, roles });
    prefetch('/applications/5001');
    await router.navigate('/applications/5001');
    expect(asked).toEqual([]);
  });

  it('starts the route’s data on arrival, before its page renders', async () => {
    sessionStore.signIn('token', userWith(1));
    const { router } = createRouter({ queryClient, statusWindowDays: 90, roles });
    await router.navigate('/dealers');
    // The shell's dealers and the page's: one request, as the cache shares it.
    expect(keys()).toEqual([dealerKeys.list(), dealerKeys.list()]);
    // With the page's own options: the page finds the request in flight.
    expect(asked[0]!.staleTime).toBe(dealersQuery().staleTime);
  });

  it('renders the page once its first answers are in, those that wait for the detail included', async () => {
    sessionStore.signIn('token', userWith(1));
    let answerPlans: () => void = () => undefined;
    vi.mocked(queryClient.prefetchQuery).mockImplementation(async (options) => {
      asked.push({ key: options.queryKey, staleTime: options.staleTime });
      if (JSON.stringify(options.queryKey) === JSON.stringify(promotionKeys.list(5001))) {
        await new Promise<void>((resolve) => (answerPlans = resolve));
      }
    });
    const { router } = createRouter({ queryClient, statusWindowDays: 90, roles });
    const arrived = router.navigate('/applications/5001/promotions');
    await settled();
    expect(keys()).toEqual([
      dealerKeys.list(),
      applicationKeys.detail(5001),
      promotionKeys.list(5001),
      paperworkKeys.data(5001),
    ]);
    expect(router.state.navigation.state).toBe('loading');
    answerPlans();
    await arrived;
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/applications/5001/promotions');
  });

  it('still renders the page when an answer failed: the page shows what went wrong', async () => {
    sessionStore.signIn('token', userWith(1));
    vi.mocked(queryClient.fetchQuery).mockRejectedValue(new Error('The service is down'));
    const { router } = createRouter({ queryClient, statusWindowDays: 90, roles });
    await router.navigate('/applications/5001/paperwork');
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/applications/5001/paperwork');
  });

  it('sends the old address of autopay alone to its route, keeping the other parameters', async () => {
    sessionStore.signIn('token', userWith(1));
    const { router } = createRouter({ queryClient, statusWindowDays: 90, roles });
    await router.navigate('/applications/5001/paperwork?mode=autopay&from=mail');
    expect(router.state.location.pathname).toBe('/applications/5001/autopay');
    expect(router.state.location.search).toBe('?from=mail');
  });
});
