import * as z from 'zod/mini';
import { sessionUserSchema } from '../schemas/sign-in.ts';

/**
 * What the portal's tabs of one browser tell each other about the session (decision 0036),
 * over a `BroadcastChannel`, which reaches only this origin's pages and keeps nothing.
 */
export const SESSION_CHANNEL = 'portal.session';

/** Held (shared) by every signed-in tab, so a new tab knows at once whether to ask at all. */
export const SIGNED_IN_LOCK = 'portal.signed-in';

const endedBySchema = z.optional(z.enum(['user', 'idle']));

const sessionMessageSchema = z.discriminatedUnion('type', [
  /** A new tab asks for the session; `id` names the asker. */
  z.object({ type: z.literal('ask'), id: z.string() }),
  /** A signed-in tab's answer to one asker. */
  z.object({
    type: z.literal('answer'),
    to: z.string(),
    token: z.string().check(z.minLength(1)),
    user: sessionUserSchema,
  }),
  z.object({
    type: z.literal('signed-in'),
    token: z.string().check(z.minLength(1)),
    user: sessionUserSchema,
  }),
  z.object({ type: z.literal('signed-out'), endedBy: endedBySchema }),
  /** The service refused this token (401): every tab holding it asks to sign in again. */
  z.object({ type: z.literal('expired'), token: z.string() }),
  /** Someone is at work in a tab: no tab times out for inactivity meanwhile. */
  z.object({ type: z.literal('active') }),
  /** "Stay signed in" was chosen over the idle warning in a tab. */
  z.object({ type: z.literal('stay') }),
]);

export type SessionMessage = z.infer<typeof sessionMessageSchema>;
export type Activity = Extract<SessionMessage['type'], 'active' | 'stay'>;

/** A message from another tab, or null for anything else (another version of the portal). */
export function readSessionMessage(data: unknown): SessionMessage | null {
  const message = z.safeParse(sessionMessageSchema, data);
  return message.success ? message.data : null;
}

/** The part of `BroadcastChannel` the session uses (tests pass Node's). */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The part of the Web Locks API the session uses. */
export interface SessionLocks {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/**
 * How long a new tab waits for the answer of a signed-in tab it knows is there (one busy with a
 * long task answers late), and how long it waits when it cannot know (no Web Locks API).
 */
export const ANSWER_WAIT_MS = 1000;
export const BLIND_ANSWER_WAIT_MS = 100;
