import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { stylesheetsFirst } from './scripts/stylesheets-first.ts';

// The sandbox is mounted by scripts/dev.ts (dev) and scripts/start.ts (built app),
// so this file stays a plain front-end build description.
export default defineConfig({
  // Lingui's macros (`<Trans>`, `t`, `plural`) become catalog look-ups through Babel, run only on
  // the files that import a macro; `lingui()` compiles the .po catalogs (docs/decisions/0039).
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui({ failOnMissing: true }),
    stylesheetsFirst(),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically (`$initial`: the shell, the sign-in page
          // and what they use) goes into the entry chunk. Left alone, Rolldown puts the ones lazy
          // pages share too (React, Mantine's core, Zod, the HTTP client…) into separate chunks
          // that the first visit loads anyway: measured for issue 30, the first visit was 8 files
          // and 158.3 KB gzip of JS without this rule, 2 files and 154.4 KB with it.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
