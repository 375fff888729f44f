import { Hono } from 'hono';
import { toCents } from '../../src/lib/money.ts';
import {
  promotionsPreviewQuerySchema,
  setPromotionRequestSchema,
  setPromotionV1RequestSchema,
} from '../../src/schemas/promotion-requests.ts';
import { promotionChosenMessages } from '../applications/decisions.ts';
import { notApprovedMessage, type StoredApplication } from '../applications/record.ts';
import { findApplicationForCaller, updateApplication } from '../applications/store.ts';
import {
  modelStateError,
  readJsonBody,
  requirePermission,
  type SandboxDeps,
  type SandboxEnv,
  issuesResponse,
  parameterError,
} from '../http.ts';
import { applicationFromPath } from '../applications/from-path.ts';
import { anySigned, findSubmission } from '../paperwork/store.ts';
import { fullRequestOf } from '../paperwork/views.ts';
import {
  promotionsFor,
  toV1PromotionRecord,
  toV3PromotionRecord,
  type CataloguePromotion,
} from './catalogue.ts';
import { setPromotionCatalogueIssues } from './rules.ts';

/**
 * Promotions (spec, "Promotions"): the plans valid for an application, a preview for other
 * paperwork values, and the choice of one (v3 and v1). Lists and choices need an approved
 * application ("a valid state", ARCHITECTURE.md, "Decided").
 */

/** The amount the lists are for: the last full paperwork's, else the application's. */
function currentAmountCents(deps: SandboxDeps, application: StoredApplication): number {
  const full = fullRequestOf(findSubmission(deps.db, application.id, 'full'));
  return toCents(full?.LoanParameters.AmountFinanced ?? application.amountFinanced);
}

function validForApplication(deps: SandboxDeps, application: StoredApplication) {
  const amount = currentAmountCents(deps, application);
  return {
    amount,
    promotions: promotionsFor({
      creditType: application.creditType,
      state: application.contractState,
      amountCents: amount,
    }),
  };
}

function promotionHistory(promotion: CataloguePromotion): string {
  return `Promotion ${promotion.Id} chosen: ${promotion.Name} (${promotion.PromoCode}).`;
}

export function promotionRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v3/api/applications/promotions', requirePermission('promotions.read'), (c) => {
    const query = c.req.query();
    const parsed = promotionsPreviewQuerySchema.safeParse(query);
    if (!parsed.success) {
      const modelState: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const keys =
          issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'request')];
        for (const key of keys) (modelState[key] ??= []).push(issue.message);
      }
      return c.json(modelStateError(modelState), 400);
    }
    const preview = parsed.data;
    const access = findApplicationForCaller(
      deps.db,
      c.get('caller'),
      preview.applicationId,
      'promotions.read',
      deps.now(),
    );
    if (!access.ok) return c.json({ Message: access.message }, access.status);
    if (access.application.status !== 'Approved') {
      return parameterError(
        c,
        'applicationId',
        notApprovedMessage(access.application, 'A promotions preview'),
      );
    }
    const amount = toCents(preview.amountFinanced);
    const promotions = promotionsFor({
      creditType: preview.creditType,
      state: preview.stateCode,
      amountCents: amount,
    });
    return c.json(promotions.map((promotion) => toV3PromotionRecord(promotion, amount, 'full')));
  });

  for (const version of ['v1', 'v3'] as const) {
    routes.get(
      `/${version}/api/applications/promotions/:applicationId`,
      requirePermission('promotions.read'),
      (c) => {
        const access = applicationFromPath(c, deps, 'promotions.read');
        if (!access.ok) return access.response;
        const { application } = access;
        if (application.status !== 'Approved') {
          return parameterError(c, 'applicationId', notApprovedMessage(application, 'Promotions'));
        }
        const { amount, promotions } = validForApplication(deps, application);
        return c.json(
          promotions.map((promotion) =>
            version === 'v3'
              ? toV3PromotionRecord(promotion, amount, 'path')
              : toV1PromotionRecord(promotion),
          ),
        );
      },
    );

    routes.post(
      `/${version}/api/applications/promotions/:applicationId`,
      requirePermission('promotions.write'),
      async (c) => {
        const access = applicationFromPath(c, deps, 'promotions.write');
        if (!access.ok) return access.response;
        const { application } = access;
        if (application.status !== 'Approved') {
          return parameterError(
            c,
            'applicationId',
            notApprovedMessage(application, 'Choosing a promotion'),
          );
        }
        if (anySigned(findSubmission(deps.db, application.id, 'full'))) {
          return parameterError(
            c,
            'applicationId',
            `The paperwork of application ${application.id} has been signed with promotion ${application.record.PromotionId}; the promotion can no longer change.`,
          );
        }
        const context = { creditType: application.creditType };
        const body = await readJsonBody(
          c,
          version === 'v3'
            ? setPromotionRequestSchema(context)
            : setPromotionV1RequestSchema(context),
        );
        if (!body.ok) return body.response;
        const { promotion, issues } = setPromotionCatalogueIssues(
          body.data,
          { creditType: application.creditType, state: application.contractState },
          version === 'v3',
        );
        if (promotion === null) return issuesResponse(c, issues);
        updateApplication(
          deps.db,
          application.id,
          {
            record: {
              PromotionId: promotion.Id,
              Messages: promotionChosenMessages(application.record.Messages),
            },
          },
          promotionHistory(promotion),
          deps.now(),
        );
        return c.body(null, 200);
      },
    );
  }

  return routes;
}
