import * as z from 'zod/mini';

/**
 * What the device keeps of a user's visits to the dashboard (issue 36, decision 0041): times and
 * ids only, never a name, an amount or a status. Read tolerantly: a record another version wrote,
 * or a damaged one, reads as no record.
 */
export const lastVisitSchema = z.object({
  /** The feed lists what changed after this instant (ISO): the last "Mark all as seen". */
  seenAt: z
    .string()
    .check(
      z.maxLength(30, { abort: true }),
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'Expected an ISO instant'),
    ),
  /** Browser notifications chosen for this user on this device. */
  notify: z.boolean(),
  /** Hashes of the changes already notified, newest last, so no tab notifies one twice. */
  notified: z.array(z.int()),
});
export type LastVisit = z.infer<typeof lastVisitSchema>;

/** A stored record, or null for anything else. */
export function readLastVisit(text: string | null): LastVisit | null {
  if (!text) return null;
  try {
    const parsed = z.safeParse(lastVisitSchema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
