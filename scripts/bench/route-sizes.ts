import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS and CSS a first visit to each route loads, from Vite's build manifest:
 * the entry's static import closure, plus the shell's (for signed-in routes), plus the page's.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in shell; bundled into the entry today, so filtered out below (router.tsx). */
const SHELL = 'src/app/shell/require-session.tsx';

export const ROUTES: { name: string; path: string; modules: string[] }[] = [
  { name: 'sign-in', path: '/sign-in', modules: ['src/pages/sign-in/sign-in-page.tsx'] },
  {
    name: 'dashboard',
    path: '/',
    modules: [SHELL, 'src/pages/dashboard/dashboard-page.tsx'],
  },
  {
    name: 'new-application',
    path: '/applications/new',
    modules: [SHELL, 'src/pages/new-application/new-application-page.tsx'],
  },
  {
    name: 'promotions',
    path: '/applications/:applicationId/promotions',
    modules: [SHELL, 'src/pages/promotions/promotions-page.tsx'],
  },
  {
    name: 'paperwork',
    path: '/applications/:applicationId/paperwork',
    // The form's rules come when the dealer first enters the form, after the first visit.
    modules: [SHELL, 'src/pages/paperwork/paperwork-page.tsx'],
  },
  {
    name: 'dealers',
    path: '/dealers',
    modules: [SHELL, 'src/pages/dealers/dealers-page.tsx'],
  },
  {
    name: 'users',
    path: '/users',
    modules: [SHELL, 'src/pages/users/users-page.tsx'],
  },
];

export interface Sizes {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: string[];
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

export function measure(distDir: string, files: string[]): Sizes {
  const sizes: Sizes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files };
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    const gzip = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.js')) {
      sizes.jsRaw += content.length;
      sizes.jsGzip += gzip;
    } else if (file.endsWith('.css')) {
      sizes.cssRaw += content.length;
      sizes.cssGzip += gzip;
    }
  }
  return sizes;
}
