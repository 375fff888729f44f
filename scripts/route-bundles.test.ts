import { describe, expect, it } from 'vitest';
import { filesFor, routeBundles, type Manifest } from './route-bundles.ts';

/** A small build: the entry (sign-in and the shell inside it), two pages sharing a chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'], css: ['assets/table.css'] },
  'src/pages/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page.js',
    imports: ['index.html'],
    css: ['assets/dashboard-page.css'],
  },
  'src/pages/users/users-page.tsx': {
    file: 'assets/users-page.js',
    imports: ['index.html', '_table.js'],
  },
  'src/pages/users/user-editor-page.tsx': {
    file: 'assets/user-editor-page.js',
    imports: ['index.html'],
  },
  // A lazy dialog of a page: loaded when opened, not on the route's first visit.
  'src/pages/users/disable-user-dialog.tsx': {
    file: 'assets/disable-user-dialog.js',
    imports: ['_table.js'],
  },
};

describe('routeBundles', () => {
  it('gives sign-in the entry and each page module the entry plus its own imports', () => {
    expect(routeBundles(manifest)).toEqual([
      { name: 'sign-in', js: ['assets/index.js', 'assets/vendor.js'], css: ['assets/index.css'] },
      {
        name: 'dashboard',
        js: ['assets/index.js', 'assets/vendor.js', 'assets/dashboard-page.js'],
        css: ['assets/index.css', 'assets/dashboard-page.css'],
      },
      {
        name: 'user-editor',
        js: ['assets/index.js', 'assets/vendor.js', 'assets/user-editor-page.js'],
        css: ['assets/index.css'],
      },
      {
        name: 'users',
        js: ['assets/index.js', 'assets/vendor.js', 'assets/users-page.js', 'assets/table.js'],
        css: ['assets/index.css', 'assets/table.css'],
      },
    ]);
  });

  it('measures a route as soon as its page module is built, and skips none it lacks', () => {
    const withAutopay: Manifest = {
      ...manifest,
      'src/pages/autopay/autopay-page.tsx': { file: 'assets/autopay.js', imports: ['index.html'] },
    };
    expect(routeBundles(withAutopay).map((route) => route.name)).toContain('autopay');
    expect(routeBundles(manifest).map((route) => route.name)).not.toContain('autopay');
  });

  it('refuses a manifest whose chunk imports one it does not list', () => {
    const broken: Manifest = {
      ...manifest,
      'src/pages/dealers/dealers-page.tsx': { file: 'assets/dealers.js', imports: ['_gone.js'] },
    };
    expect(() => filesFor(broken, ['src/pages/dealers/dealers-page.tsx'])).toThrow(
      '_gone.js is not in the build manifest',
    );
  });
});
