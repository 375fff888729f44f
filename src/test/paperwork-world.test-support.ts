/**
 * Paperwork states for page tests (approved with a plan, paperwork submitted, signed on the
 * sandbox's signing page), built through the API against renderPage's sandbox. Like renderPage,
 * test-only and allowed to reach contract/ (eslint.config.js).
 */
export {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  submitAchOnlyPaperwork,
  submitFullPaperwork,
  withPaperwork,
} from '../../contract/paperwork-world.test-support.ts';
