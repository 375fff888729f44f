import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JS and CSS a first visit to each route loads, from Vite's build manifest: the entry's
 * static import closure, plus the shell's (for signed-in routes), plus the page's. The size
 * guard (.size-limit.ts) measures these files.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The signed-in shell; bundled into the entry today, so filtered out below (router.tsx). */
const SHELL = 'src/app/shell/require-session.tsx';
const SIGN_IN = 'src/pages/sign-in/sign-in-page.tsx';
/** A route's page module, `src/pages/<folder>/<route>-page.tsx`; lazy, so a key of the manifest. */
const PAGE_MODULE = /^src\/pages\/[^/]+\/([^/]+)-page\.tsx$/;

export interface RouteBundle {
  /** The page's name: `dashboard` for dashboard-page.tsx. */
  name: string;
  js: string[];
  css: string[];
}

function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
}

export function loadManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Files (JS and CSS) loaded by a first visit that touches the given route modules. */
export function filesFor(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const keys = new Set<string>();
  // A module bundled into the entry (the sign-in page, the shell) has no manifest key of its own.
  const lazyModules = modules.filter((module) => module in manifest);
  for (const key of [entry, ...lazyModules]) closure(manifest, key, keys);
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * Every route's first visit: sign-in, then one per page module the build has (a route added
 * later is measured as soon as it is built). Sign-in's files are all in the entry, so the
 * dashboard's are those of a first visit that signs in and lands on the dashboard.
 */
export function routeBundles(manifest: Manifest): RouteBundle[] {
  const pages = Object.keys(manifest)
    .filter((key) => PAGE_MODULE.test(key) && key !== SIGN_IN)
    .sort();
  const routes = [
    { name: 'sign-in', modules: [SIGN_IN] },
    ...pages.map((page) => ({ name: PAGE_MODULE.exec(page)![1]!, modules: [SHELL, page] })),
  ];
  return routes.map(({ name, modules }) => {
    const files = filesFor(manifest, modules);
    return {
      name,
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
    };
  });
}
