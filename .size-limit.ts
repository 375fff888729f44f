import { join } from 'node:path';
import { loadManifest, routeBundles } from './scripts/route-bundles.ts';

/**
 * The byte guard (`npm test` runs it after the build): what a first visit to each route loads,
 * JS and CSS, gzip. A limit is the route's size when it was set plus 3 %; a change that must grow
 * a route raises its limit here in the same commit and adds a dated line to docs/perf-log.md.
 */
const LIMITS: Record<string, { js: string; css: string }> = {
  'sign-in': { js: '157.3 kB', css: '14.9 kB' },
  dashboard: { js: '165.2 kB', css: '16.3 kB' },
  'new-application': { js: '210.8 kB', css: '18.0 kB' },
  application: { js: '217.4 kB', css: '17.6 kB' },
  promotions: { js: '203.4 kB', css: '19.0 kB' },
  paperwork: { js: '213.6 kB', css: '17.9 kB' },
  autopay: { js: '213.6 kB', css: '17.9 kB' },
  dealers: { js: '194.8 kB', css: '16.9 kB' },
  users: { js: '186.3 kB', css: '17.1 kB' },
  'user-editor': { js: '193.4 kB', css: '16.8 kB' },
  'not-found': { js: '172.5 kB', css: '14.9 kB' },
};

const dist = join(import.meta.dirname, 'dist');

export default routeBundles(loadManifest(dist)).flatMap((route) => {
  const limit = LIMITS[route.name];
  if (!limit) throw new Error(`.size-limit.ts has no limit for the route "${route.name}".`);
  const check = (kind: 'js' | 'css', files: string[]) => ({
    name: `route.${route.name}.${kind}-gzip`,
    path: files.map((file) => join(dist, file)),
    gzip: true,
    limit: limit[kind],
  });
  return [check('js', route.js), check('css', route.css)];
});
