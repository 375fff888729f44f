import { Hono, type Context } from 'hono';
import { isIsoDate, utcInstant } from '../../src/lib/dates.ts';
import {
  projectNumberRequestSchema,
  reassignRequestSchema,
} from '../../src/schemas/application-actions.ts';
import {
  applicationV1PathRequestSchema,
  applicationV1RequestSchema,
  applicationV2RequestSchema,
  withPathDealer,
  type ApplicationV1,
  type ApplicationV2,
} from '../../src/schemas/application-legacy.ts';
import {
  applicationV3RequestSchema,
  dealerContextOf,
  normaliseApplicationSpellings,
  type DealerLookup,
  type DealerRef,
} from '../../src/schemas/application-v3.ts';
import { dealerIdsPermitting, type Caller } from '../access.ts';
import { fundingRequestedLongStatus, fundingRequestedMessages } from './decisions.ts';
import { creditTypeFor, type ApiVersion, type NewApplication } from './record.ts';
import {
  assignableUserIds,
  applicationNotFoundMessage,
  assigneeFor,
  attestationLockOutMessage,
  findApplicationForCaller,
  historyOf,
  insertApplication,
  isFullPaperworkSigned,
  listChangedSinceJson,
  updateApplication,
  type ApplicationAccess,
} from './store.ts';
import { detailResponse, statusResponse, submitResponse } from './views.ts';
import { calendarDay } from '../dates.ts';
import {
  findDealersByIds,
  isDealerLockedOut,
  productsOrServicesOf,
  resolveDealerSegment,
  type DealerRecord,
} from '../dealers/store.ts';
import {
  modelStateError,
  pathSafeInteger,
  readJson,
  requirePermission,
  validateBody,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';
import type { EndpointKey } from '../endpoint-keys.ts';
import { displayNameOf, findUserById } from '../users/store.ts';

const versions = [1, 2, 3] as const satisfies readonly ApiVersion[];

/** `{applicationId:long}`: digits only in the route; a number beyond a Long's precision is not found. */
const ID = ':id{[0-9]+}';

export const applicationMessages = {
  dealerNotFound: 'The dealer was not found.',
  timestampFormat:
    'The timestamp must be an ISO 8601 date and time, such as 2025-06-15T15:00:00Z (no zone means UTC).',
  timestampFuture: 'The timestamp must be a moment in the past.',
  fundingAlreadyRequested: 'Stage funding has already been requested for this application.',
  fundingNotApproved: 'Only an approved application can be stage funded.',
  fundingNeedsSignedPaperwork:
    'The full paperwork must be signed before stage funding can be requested.',
} as const;

/** A statuses-since timestamp: an ISO date, optionally with a time and a zone. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The instant of a statuses-since timestamp (no zone: UTC); undefined when it is not one. */
export function parseSinceTimestamp(text: string): Date | undefined {
  const match = TIMESTAMP.exec(text.trim());
  if (match === null || !isIsoDate(match[1]!)) return undefined;
  const instant = utcInstant(text.trim());
  return instant === null ? undefined : new Date(instant);
}

function dealerByRef(dealers: readonly DealerRecord[], ref: DealerRef): DealerRecord | undefined {
  if (ref.DealerId !== null && ref.DealerId !== undefined) {
    return dealers.find((dealer) => dealer.Id === ref.DealerId);
  }
  return dealers.find((dealer) => dealer.DealerNumber === ref.DealerNumber?.trim());
}

function whoIs(deps: SandboxDeps, userId: number): string {
  const user = findUserById(deps.db, userId);
  return user === undefined ? `user ${userId}` : displayNameOf(user);
}

export function applicationRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();
  const { db } = deps;

  /** The dealers the caller may submit for; the v3 rules find the body's dealer among them. */
  const submitDealers = (caller: Caller) =>
    findDealersByIds(db, dealerIdsPermitting(caller, 'applications.submit'));
  const lookupIn =
    (dealers: readonly DealerRecord[]): DealerLookup =>
    (ref) => {
      const dealer = dealerByRef(dealers, ref);
      return dealer && dealerContextOf(dealer, productsOrServicesOf(dealer));
    };

  /** Stores a validated submission (unless its dealer is locked out) and answers the record. */
  const submit = (c: Context<SandboxEnv>, input: NewApplication, now: Date) => {
    const today = calendarDay(now);
    if (isDealerLockedOut(input.dealer, today)) {
      return c.json({ Message: attestationLockOutMessage(input.dealer, today) }, 403);
    }
    const application = insertApplication(db, input, {
      now,
      decideAt: new Date(now.getTime() + deps.decisionDelayMs),
    });
    return c.json(submitResponse(application, input.dealer, input.version));
  };

  /** The default operator; only a database without any operator falls back to the caller. */
  const assignee = (dealer: DealerRecord, email: string | null | undefined, caller: Caller) =>
    assigneeFor(db, dealer.Id, email) ?? caller.user.id;

  const legacyInput = (
    version: 1 | 2,
    body: ApplicationV1 | ApplicationV2,
    dealer: DealerRecord,
    caller: Caller,
  ): NewApplication => ({
    version,
    dealer,
    applicant: body.Applicant,
    coApplicant: body.CoApplicant,
    loan: body.LoanParameters,
    assignedUserId: assignee(
      dealer,
      'AssignedUserEmailAddress' in body ? body.AssignedUserEmailAddress : null,
      caller,
    ),
  });

  routes.post('/v3/api/applications', requirePermission('applications.submit'), async (c) => {
    const now = deps.now();
    const dealers = submitDealers(c.get('caller'));
    const json = await readJson(c);
    if (!json.ok) return json.response;
    const schema = applicationV3RequestSchema({
      today: calendarDay(now),
      dealer: lookupIn(dealers),
    });
    const body = validateBody(c, schema, normaliseApplicationSpellings(json.data));
    if (!body.ok) return body.response;
    const { Applicant, CoApplicant, LoanParameters, AssignedUserEmailAddress } = body.data;
    const dealer = dealerByRef(dealers, LoanParameters)!;
    return submit(
      c,
      {
        version: 3,
        dealer,
        applicant: Applicant,
        coApplicant: CoApplicant,
        loan: {
          ...LoanParameters,
          CreditType: creditTypeFor(dealer, LoanParameters.ProductOrService),
        },
        assignedUserId: assignee(dealer, AssignedUserEmailAddress, c.get('caller')),
      },
      now,
    );
  });

  for (const version of [1, 2] as const) {
    routes.post(
      `/v${version}/api/applications`,
      requirePermission('applications.submit'),
      async (c) => {
        const now = deps.now();
        const dealers = submitDealers(c.get('caller'));
        const json = await readJson(c);
        if (!json.ok) return json.response;
        const context = { today: calendarDay(now), dealer: lookupIn(dealers) };
        const schema =
          version === 1 ? applicationV1RequestSchema(context) : applicationV2RequestSchema(context);
        const body = validateBody(c, schema, normaliseApplicationSpellings(json.data));
        if (!body.ok) return body.response;
        const dealer = dealerByRef(dealers, { DealerId: body.data.LoanParameters.DealerId })!;
        return submit(c, legacyInput(version, body.data, dealer, c.get('caller')), now);
      },
    );
  }

  // `{dealerId}` and `{dealerNumber}` share the route (ARCHITECTURE.md point 10); a dealer that
  // is not found, or not the caller's, is a 404 for both forms (spec, Errors).
  routes.post(
    '/v1/api/applications/:dealer',
    requirePermission('applications.submit'),
    async (c) => {
      const now = deps.now();
      const dealer = resolveDealerSegment(submitDealers(c.get('caller')), c.req.param('dealer'));
      if (dealer === undefined) return c.json({ Message: applicationMessages.dealerNotFound }, 404);
      const today = calendarDay(now);
      if (isDealerLockedOut(dealer, today)) {
        return c.json({ Message: attestationLockOutMessage(dealer, today) }, 403);
      }
      const json = await readJson(c);
      if (!json.ok) return json.response;
      const body = validateBody(
        c,
        applicationV1PathRequestSchema({ today }),
        normaliseApplicationSpellings(json.data),
      );
      if (!body.ok) return body.response;
      return submit(
        c,
        legacyInput(1, withPathDealer(body.data, dealer.Id), dealer, c.get('caller')),
        now,
      );
    },
  );

  /** The application of the `:id` segment for this permission, or the 404/403 answer. */
  const access = (c: Context<SandboxEnv>, permission: EndpointKey): ApplicationAccess => {
    const id = pathSafeInteger(c.req.param('id'));
    return id === undefined
      ? { ok: false, status: 404, message: applicationNotFoundMessage }
      : findApplicationForCaller(db, c.get('caller'), id, permission, deps.now());
  };

  for (const version of versions) {
    routes.get(
      `/v${version}/api/applications/status/${ID}`,
      requirePermission('applications.read'),
      (c) => {
        const found = access(c, 'applications.read');
        if (!found.ok) return c.json({ Message: found.message }, found.status);
        return c.json(statusResponse(found.application, version));
      },
    );

    routes.get(
      `/v${version}/api/applications/statuses-since/:timestamp`,
      requirePermission('applications.read'),
      (c) => {
        const now = deps.now();
        const since = parseSinceTimestamp(c.req.param('timestamp'));
        if (since === undefined) {
          return c.json(modelStateError({ timestamp: [applicationMessages.timestampFormat] }), 400);
        }
        if (since.getTime() > now.getTime()) {
          return c.json(modelStateError({ timestamp: [applicationMessages.timestampFuture] }), 400);
        }
        // Joined from stored JSON items: thousands of applications answer in a few ms.
        const json = listChangedSinceJson(db, c.get('caller'), since, now, version);
        return c.body(json, 200, { 'Content-Type': 'application/json' });
      },
    );

    routes.get(
      `/v${version}/api/applications/detail/${ID}`,
      requirePermission('applications.read'),
      (c) => {
        const found = access(c, 'applications.read');
        if (!found.ok) return c.json({ Message: found.message }, found.status);
        const history = historyOf(db, found.application.id);
        return c.json(detailResponse(found.application, found.dealer, history, version));
      },
    );
  }

  routes.get(`/v3/api/applications/history/${ID}`, requirePermission('applications.read'), (c) => {
    const found = access(c, 'applications.read');
    if (!found.ok) return c.json({ Message: found.message }, found.status);
    return c.json({ HistoryItems: historyOf(db, found.application.id) });
  });

  // "Moves the application to a different user within the same dealer": only an active user
  // of the application's dealer (or operator staff), and DealerId must be that dealer.
  for (const path of [
    `/v3/api/applications/${ID}/reassign/`,
    `/v3/api/applications/${ID}/reassign`,
  ]) {
    routes.post(path, requirePermission('applications.reassign'), async (c) => {
      const found = access(c, 'applications.reassign');
      if (!found.ok) return c.json({ Message: found.message }, found.status);
      const { application } = found;
      const json = await readJson(c);
      if (!json.ok) return json.response;
      const schema = reassignRequestSchema({
        assignableUserIds: assignableUserIds(db, application.dealerId),
      });
      const body = validateBody(c, schema, json.data);
      if (!body.ok) return body.response;
      if (body.data.DealerId !== application.dealerId) {
        return c.json(
          modelStateError({
            'request.DealerId': [
              `Dealer: the application belongs to dealer ${application.dealerId}`,
            ],
          }),
          400,
        );
      }
      const from = whoIs(deps, application.record.AssignedUserId);
      const to = whoIs(deps, body.data.UserIdToAssign);
      updateApplication(
        db,
        application.id,
        { record: { AssignedUserId: body.data.UserIdToAssign } },
        `Reassigned from ${from} to ${to} by ${whoIs(deps, c.get('caller').user.id)}.`,
        deps.now(),
      );
      // "Response body: not shown": any 2xx is success to the portal; the sandbox sends none.
      return c.body(null, 200);
    });
  }

  routes.post(
    `/v3/api/applications/projectNumber/${ID}`,
    requirePermission('applications.projectNumber'),
    async (c) => {
      const found = access(c, 'applications.projectNumber');
      if (!found.ok) return c.json({ Message: found.message }, found.status);
      const json = await readJson(c);
      if (!json.ok) return json.response;
      const body = validateBody(c, projectNumberRequestSchema, json.data);
      if (!body.ok) return body.response;
      const projectNumber = body.data.ProjectNumber || null;
      const by = whoIs(deps, c.get('caller').user.id);
      updateApplication(
        db,
        found.application.id,
        { record: { ProjectNumber: projectNumber } },
        projectNumber === null
          ? `Project number cleared by ${by}.`
          : `Project number set to ${projectNumber} by ${by}.`,
        deps.now(),
      );
      // "Response body: not shown": any 2xx is success to the portal; the sandbox sends none.
      return c.body(null, 200);
    },
  );

  // Allowed once the full paperwork is signed (ARCHITECTURE.md, "Decided"); the request has no
  // body, so anything sent is ignored.
  routes.post(
    `/v3/api/applications/stageFund/${ID}`,
    requirePermission('applications.stageFund'),
    (c) => {
      const found = access(c, 'applications.stageFund');
      if (!found.ok) return c.json({ Message: found.message }, found.status);
      const { application } = found;
      if (application.status === 'FundingRequested') {
        return c.json({ Message: applicationMessages.fundingAlreadyRequested }, 400);
      }
      if (application.status !== 'Approved') {
        return c.json({ Message: applicationMessages.fundingNotApproved }, 400);
      }
      if (!isFullPaperworkSigned(db, application.id)) {
        return c.json({ Message: applicationMessages.fundingNeedsSignedPaperwork }, 400);
      }
      const now = deps.now();
      updateApplication(
        db,
        application.id,
        {
          record: {
            Status: 'FundingRequested',
            LongApplicationStatus: fundingRequestedLongStatus(calendarDay(now)),
            Messages: fundingRequestedMessages(application.record.Messages),
          },
        },
        `Stage funding requested by ${whoIs(deps, c.get('caller').user.id)}.`,
        now,
      );
      // "Response body: not shown": any 2xx is success to the portal; the sandbox sends none.
      return c.body(null, 200);
    },
  );

  return routes;
}
