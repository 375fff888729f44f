import * as z from 'zod/mini';
import { capabilities } from './role-capabilities.ts';

/** Runtime config (`/config.json`): one build, many environments. */
export const roleSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  /**
   * What the role may do. Absent (a config written before roles said so): everything, and the
   * service decides, as it always does.
   */
  capabilities: z.optional(z.array(z.enum(capabilities))),
});

export const portalConfigSchema = z.object({
  apiBaseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  authMode: z.enum(['sandbox', 'token']),
  roles: z.array(roleSchema).check(z.minLength(1)),
  statusWindowDays: z.int().check(z.positive()),
  idleTimeoutMinutes: z.number().check(z.positive()),
  /**
   * The unit of a promotion's DealerFee, which the spec does not show: "percent" of the amount
   * financed (the sandbox's) or an "amount" in dollars. Absent: percent.
   */
  dealerFeeUnit: z._default(z.enum(['percent', 'amount']), 'percent'),
  /**
   * How many days the lender's approval lasts, which the spec does not state: the "Due soon"
   * list warns before an approval lapses. Absent: no such warning.
   */
  approvalValidDays: z.optional(z.int().check(z.positive())),
  /**
   * The "Due soon" thresholds a dealer starts with, before its administrator changes them.
   * Checked by the list itself with due-soon-thresholds.ts (`configuredThresholds`), which
   * names a problem there: its rules stay out of the entry every route loads.
   */
  dueSoon: z.optional(z.unknown()),
});

export type Role = z.infer<typeof roleSchema>;
export type PortalConfig = z.output<typeof portalConfigSchema>;
export type DealerFeeUnit = PortalConfig['dealerFeeUnit'];
