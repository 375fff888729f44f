import { describe, expect, it } from 'vitest';
import {
  APPLICATION_PATH,
  AUTOPAY_PATH,
  checkShown,
  performanceBudget,
  routeTargets,
  type Session,
} from './route-targets.ts';
import { USERS_PATH } from './users-bench.ts';

const session = {
  token: 't',
  user: { username: 'sunrise.admin', role: 'DealerAdministrator' },
} as unknown as Session;
const portal = 'http://127.0.0.1:4000/';

/** The portal's routes (the byte guard derives its own list from the build). */
const ROUTES: { name: string; path: string }[] = [
  { name: 'sign-in', path: '/sign-in' },
  { name: 'dashboard', path: '/' },
  { name: 'new-application', path: '/applications/new' },
  { name: 'promotions', path: '/applications/:applicationId/promotions' },
  { name: 'paperwork', path: '/applications/:applicationId/paperwork' },
  { name: 'dealers', path: '/dealers' },
  { name: 'reports', path: '/reports' },
  { name: 'users', path: '/users' },
];

describe('the routes the bench runs Lighthouse on', () => {
  const targets = routeTargets(portal, session);
  const paths = targets.map((target) => new URL(target.url).pathname);

  it('cover every route the portal has, so no page falls behind unseen', () => {
    // The users page runs on a portal of its own (users-bench.ts); every other route runs here.
    const measured = new Set([...paths, USERS_PATH]);
    for (const route of ROUTES) {
      const path = route.path.replace(':applicationId', '20002');
      expect(measured, `${route.name} (${route.path})`).toContain(path);
    }
    expect(paths).toContain(APPLICATION_PATH);
    expect(paths).toContain('/users/new');
    expect(paths).toContain(AUTOPAY_PATH);
    expect(new Set(targets.map((target) => target.name)).size).toBe(targets.length);
  });

  it('check on every signed-in page what the page showed', () => {
    for (const target of targets) expect(target.verify, target.name).toBeTypeOf('function');
  });

  it('choose a plan before the paperwork page, and for no other page', () => {
    expect(targets.filter((target) => target.before).map((target) => target.name)).toEqual([
      'paperwork',
    ]);
  });

  it('hold the application page and the wizard to 0.95, the foundation’s pages to 0.98', () => {
    expect(performanceBudget('application')).toBe(0.95);
    expect(performanceBudget('new-application')).toBe(0.95);
    expect(performanceBudget('dealers')).toBe(0.95);
    expect(performanceBudget('reports')).toBe(0.95);
    expect(performanceBudget('sign-in')).toBe(0.98);
    expect(performanceBudget('dashboard')).toBe(0.98);
  });
});

describe('checkShown', () => {
  it('accepts the heading and the part that come with the data', () => {
    expect(checkShown('Application 20007', /^Application 20007$/, true, 'the page')).toBeNull();
  });

  it('refuses a loading heading, a missing heading and a page without its data', () => {
    expect(checkShown('Application', /^Application 20007$/, true, 'the page')).toMatch(
      /heading was "Application"/,
    );
    expect(checkShown(null, /^Dealers$/, true, 'the page')).toMatch(/heading was null/);
    expect(checkShown('Dealers', /^Dealers$/, false, 'the list')).toMatch(
      /the list was not on the page/,
    );
  });
});
