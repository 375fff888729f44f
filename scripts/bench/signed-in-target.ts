import { clearHttpCache, type LighthouseTarget } from './lighthouse.ts';
import { SESSION_STORAGE_KEY, type signInToSandbox } from './session.ts';

/** The puppeteer page a Lighthouse run measured. */
export type BenchPage = Parameters<NonNullable<LighthouseTarget['verify']>>[0];

/** What the page shows after a run, to prove which page Lighthouse measured. */
export async function pageState(page: BenchPage) {
  return page.evaluate(
    (key) => ({
      path: location.pathname,
      hasSession: sessionStorage.getItem(key) !== null,
      hasPasswordField: document.querySelector('input[type="password"]') !== null,
      heading: document.querySelector('h1')?.textContent?.trim() ?? null,
    }),
    SESSION_STORAGE_KEY,
  );
}

/**
 * A page measured signed in: the session goes into the tab's sessionStorage before the app
 * boots, as after a sign-in; then the HTTP cache is emptied so the page is measured as a cold
 * first load. `alsoCheck` proves more about the page (it throws when the page is not what the
 * figure is about) and answers what it saw.
 */
export function signedInTarget(
  portalUrl: string,
  session: Awaited<ReturnType<typeof signInToSandbox>>,
  name: string,
  path: string,
  alsoCheck?: (page: BenchPage) => Promise<string>,
): LighthouseTarget {
  return {
    name,
    url: new URL(path, portalUrl).href,
    prepare: async (page) => {
      await page.goto(new URL('/sign-in', portalUrl).href, { waitUntil: 'load', timeout: 30_000 });
      await page.evaluate(
        (key, value) => sessionStorage.setItem(key, value),
        SESSION_STORAGE_KEY,
        JSON.stringify(session),
      );
      await clearHttpCache(page);
    },
    keepStorage: true,
    verify: async (page, lhr) => {
      const state = await pageState(page);
      const lighthousePath = new URL(lhr.finalDisplayedUrl).pathname;
      if (
        lighthousePath !== path ||
        state.path !== path ||
        !state.hasSession ||
        state.hasPasswordField
      ) {
        throw new Error(
          `The ${name} page was not shown signed in (Lighthouse ended on ${lhr.finalDisplayedUrl}; ` +
            `page state ${JSON.stringify(state)}). The bench would be measuring the wrong page.`,
        );
      }
      const more = alsoCheck ? `, ${await alsoCheck(page)}` : '';
      return `${state.path} signed in, heading "${state.heading ?? '(none)'}"${more}`;
    },
  };
}
