import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { detailQuery, detailV2Query, historyQuery, statusQuery } from '../api/applications.ts';
import { attestationQuery, dealersQuery } from '../api/dealers.ts';
import { supportingDocumentsQuery } from '../api/documents.ts';
import {
  autopayOnlyOffered,
  chosenPlanKnown,
  paperworkQuery,
  signedStatusQuery,
} from '../api/paperwork.ts';
import { mayDo } from '../api/permissions.ts';
import { promotionsQuery } from '../api/promotions.ts';
import { RECENT_ANSWER_MS } from '../api/query-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { statusBoardQuery } from '../api/status-sync.ts';
import { userQuery, usersQuery } from '../api/users.ts';
import { parseApplicationId, parseUserId } from '../lib/path-ids.ts';
import { readWindow } from '../lib/status-window.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import type { Role } from '../schemas/runtime-config.ts';
import type { Capability } from '../schemas/role-capabilities.ts';
import { readView } from '../pages/dashboard/url-state.ts';

/**
 * What each route's page asks for on its first paint, started when the route matches (its
 * loader) or when a person shows intent on a link to it, while the page's module downloads.
 * The page's own queries then find the answers in the cache or in flight. Each route asks only
 * what its page would ask for this account: a query the page does not run for the role (see
 * src/api/permissions.ts) is not started. The router waits for these answers (src/app/router.tsx),
 * so a page first renders with them; on intent nothing waits.
 */
export interface RouteDataContext {
  queryClient: QueryClient;
  roles: readonly Role[];
  statusWindowDays: number;
  /**
   * On intent, an answer that arrived this recently is not asked for again, so a pointer moving
   * over the dashboard's rows does not ask for every row's data each time.
   */
  freshFor?: number;
}

/** Settles when every answer the page paints first has arrived or failed; it never rejects. */
export type RouteData = (
  context: RouteDataContext,
  at: { params: Params; url: URL },
) => Promise<void>;

/**
 * On intent, what arrived this recently is taken as it is: the same span the application's own
 * queries keep their answers (src/api/query-client.ts), for the queries that keep none.
 */
export const INTENT_FRESH_MS = RECENT_ANSWER_MS;

function ask<T, K extends QueryKey>(
  context: RouteDataContext,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const { queryClient, freshFor } = context;
  return queryClient.prefetchQuery(freshFor ? { ...options, staleTime: freshFor } : options);
}

const may = (context: RouteDataContext, capability: Capability, dealerId?: number) =>
  mayDo(sessionStore.get(), context.roles, capability, dealerId);

/**
 * Asks for the application's detail, then, once it is known (from the cache at once), for what
 * the page asks for only with it: the dealer decides what the role may read.
 */
function withDetail(
  context: RouteDataContext,
  applicationId: number,
  then: (application: ApplicationRecord) => Promise<unknown>[],
): Promise<void> {
  const { queryClient, freshFor } = context;
  const options = detailQuery(applicationId);
  const cached = queryClient.getQueryData(options.queryKey);
  const asked = queryClient
    .fetchQuery(freshFor ? { ...options, staleTime: freshFor } : options)
    .catch(() => undefined);
  if (cached) return settled([asked, ...then(cached)]);
  return asked.then((application) => settled(application ? then(application) : []));
}

const settled = (asks: Promise<unknown>[]): Promise<void> =>
  Promise.allSettled(asks).then(() => undefined);

const NOTHING: Promise<void> = Promise.resolve();

/** The application page: its status, both details, history, signatures, plan and documents. */
const applicationData: RouteData = (context, { params }) => {
  const id = parseApplicationId(params.applicationId);
  if (id === null) return NOTHING;
  return settled([
    ask(context, statusQuery(id)),
    ask(context, detailV2Query(id)),
    ask(context, historyQuery(id)),
    ask(context, usersQuery()),
    // The funding checklist's attestation step.
    ask(context, attestationQuery()),
    withDetail(context, id, (application) => {
      const dealerId = application.Dealer?.Id;
      const asks: Promise<void>[] = [];
      if (application.Signatures.length > 0 && may(context, 'paperwork.read', dealerId)) {
        asks.push(ask(context, signedStatusQuery(id)));
      }
      // The chosen plan is the paperwork GET's (the detail names none), and its name the plans'.
      if (chosenPlanKnown(application) && may(context, 'paperwork.read', dealerId)) {
        asks.push(ask(context, paperworkQuery(id)));
      }
      if (application.Status === 'Approved' && may(context, 'promotions.read', dealerId)) {
        asks.push(ask(context, promotionsQuery(id)));
      }
      if (may(context, 'documents.read', dealerId)) {
        asks.push(ask(context, supportingDocumentsQuery(id)));
      }
      return asks;
    }),
  ]);
};

/** The plans, and the paperwork GET that names the chosen one, once the application is approved. */
const promotionsData: RouteData = (context, { params }) => {
  const id = parseApplicationId(params.applicationId);
  if (id === null) return NOTHING;
  return withDetail(context, id, (application) => {
    const dealerId = application.Dealer?.Id;
    if (application.Status !== 'Approved' || !may(context, 'promotions.read', dealerId)) return [];
    const asks = [ask(context, promotionsQuery(id))];
    if (may(context, 'paperwork.read', dealerId)) asks.push(ask(context, paperworkQuery(id)));
    return asks;
  });
};

/**
 * The paperwork GET (which names the chosen plan), the plans, the status (whose approved amount
 * limits the amount financed) and the users (the signed-in person signs for the dealer), once
 * the application is approved.
 */
const paperworkData: RouteData = (context, { params }) => {
  const id = parseApplicationId(params.applicationId);
  if (id === null) return NOTHING;
  return withDetail(context, id, (application) =>
    application.Status === 'Approved' && may(context, 'paperwork.read', application.Dealer?.Id)
      ? [
          ask(context, paperworkQuery(id)),
          ask(context, promotionsQuery(id)),
          ask(context, statusQuery(id)),
          ask(context, usersQuery()),
        ]
      : [],
  );
};

/** The paperwork GET while autopay alone is offered, and the chosen plan for its amount. */
const autopayData: RouteData = (context, { params }) => {
  const id = parseApplicationId(params.applicationId);
  if (id === null) return NOTHING;
  return withDetail(context, id, (application) => {
    const dealerId = application.Dealer?.Id;
    if (
      !autopayOnlyOffered(application.Status, application.Signatures) ||
      !may(context, 'paperwork.read', dealerId)
    ) {
      return [];
    }
    // The users name the signed-in person, who signs for the dealer.
    const asks = [ask(context, paperworkQuery(id)), ask(context, usersQuery())];
    if (may(context, 'promotions.read', dealerId)) {
      asks.push(ask(context, promotionsQuery(id)));
    }
    return asks;
  });
};

/**
 * The dashboard's statuses, dealers (the attestation banners, often the largest thing it
 * paints) and users.
 */
const dashboardData: RouteData = (context, { url }) => {
  const { days } = readView(url.searchParams, context.statusWindowDays);
  return settled([
    ask(context, statusBoardQuery(days)),
    ask(context, dealersQuery()),
    ask(context, usersQuery()),
  ]);
};

/** The reports: the dashboard's statuses for the window (one query for both), dealers and users. */
const reportsData: RouteData = (context, { url }) => {
  if (!may(context, 'applications.read')) return NOTHING;
  return settled([
    ask(context, statusBoardQuery(readWindow(url.searchParams, context.statusWindowDays))),
    ask(context, dealersQuery()),
    ask(context, usersQuery()),
  ]);
};

const dealersData: RouteData = (context) => ask(context, dealersQuery());

/**
 * What the signed-in shell paints on every page: the dealers (the current dealer, decision 0030).
 * Started with every page's own data, so an answer arriving later does not render the page again.
 */
const shellData: RouteData = (context) => ask(context, dealersQuery());

/** A route's data with the shell's, settled together. */
export const withShellData =
  (data: RouteData): RouteData =>
  (context, at) =>
    settled([shellData(context, at), data(context, at)]);

/** The wizard asks for its dealers' products itself, once a dealer is chosen. */
const newApplicationData: RouteData = () => NOTHING;

const usersData: RouteData = (context) => {
  if (!may(context, 'users.read')) return NOTHING;
  return settled([ask(context, usersQuery()), ask(context, dealersQuery())]);
};

/** The dealers the form offers and, when editing, the user. */
const userEditorData: RouteData = (context, { params }) => {
  if (!may(context, 'users.write')) return NOTHING;
  const id = parseUserId(params.userId);
  return settled([
    ask(context, dealersQuery()),
    ...(id === null ? [] : [ask(context, userQuery(id))]),
  ]);
};

export const routeData = {
  dashboard: dashboardData,
  newApplication: newApplicationData,
  reports: reportsData,
  application: applicationData,
  promotions: promotionsData,
  paperwork: paperworkData,
  autopay: autopayData,
  dealers: dealersData,
  users: usersData,
  userEditor: userEditorData,
} satisfies Record<string, RouteData>;
