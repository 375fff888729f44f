/**
 * Main-thread work cut into tasks. While the portal starts, a phone's slow CPU turns every
 * step (reading the config, creating the router, requesting a page module, building each
 * request) into tens of milliseconds; run in one task they block input for hundreds
 * (Lighthouse's Total Blocking Time counts every task over 50 ms). Between tasks the browser
 * handles input, paints and network answers.
 */

/** Resolves in a later task, after what the browser already has queued. */
export function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

/** Runs `work` in a task of its own, after what is already queued. */
export function inTaskOfItsOwn(work: () => void): void {
  setTimeout(work, 0);
}
