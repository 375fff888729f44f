import { join } from 'node:path';
import { loadManifest, routeBundles } from './scripts/route-bundles.ts';

/**
 * The byte guard (`npm test` runs it after the build): what a first visit to each route loads,
 * JS and CSS, gzip. A limit is the route's size when it was set plus 3 %; a change that must grow
 * a route raises its limit here in the same commit and adds a dated line to docs/perf-log.md.
 */
const LIMITS: Record<string, { js: string; css: string }> = {
  'sign-in': { js: '179.7 kB', css: '14.3 kB' },
  dashboard: { js: '201.2 kB', css: '15.7 kB' },
  'new-application': { js: '232.7 kB', css: '18.3 kB' },
  application: { js: '251.6 kB', css: '18.2 kB' },
  promotions: { js: '226.8 kB', css: '18.3 kB' },
  paperwork: { js: '237.2 kB', css: '17.3 kB' },
  autopay: { js: '237.3 kB', css: '17.3 kB' },
  dealers: { js: '208.4 kB', css: '16.2 kB' },
  users: { js: '201.2 kB', css: '16.4 kB' },
  'user-editor': { js: '212.2 kB', css: '16.2 kB' },
  'not-found': { js: '180.2 kB', css: '14.3 kB' },
  reports: { js: '209.3 kB', css: '17.4 kB' },
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
