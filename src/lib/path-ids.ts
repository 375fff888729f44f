/**
 * An application id from a route segment (`/applications/:applicationId/…`). Ids are positive
 * whole numbers (ARCHITECTURE.md point 10); anything else cannot name one, and the page says
 * so instead of asking the service.
 */
export function parseApplicationId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** A user id from `/users/:userId/edit`: the same rule as every id. */
export const parseUserId = parseApplicationId;
