/** The element the submit leads to when the plan was for another amount. */
export const PLAN_CHECK_ID = 'paperwork-plan-check';
