import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stylesheetsFirst } from './scripts/stylesheets-first.ts';

// The sandbox is mounted by scripts/dev.ts (dev) and scripts/start.ts (built app),
// so this file stays a plain front-end build description.
export default defineConfig({
  plugins: [react(), stylesheetsFirst()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // No modulepreload polyfill in the entry: every browser the es2022 build runs in preloads
    // natively but Safari before 17, which then loads a lazy page's chunks as it imports them,
    // a little later and just as correctly (docs/decisions/0004).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically (`$initial`: the shell, the sign-in page
          // and what they use) goes into the entry chunk. Left alone, Rolldown puts the ones lazy
          // pages share too (React, Mantine's core, Zod, the HTTP client…) into separate chunks
          // that the first visit loads anyway: more files, and the imports and exports between
          // them, cost 4.3 KB gzip (docs/decisions/0004). The entry then holds exactly the modules
          // those chunks held (checked with source maps): a Mantine component only lazy pages use
          // stays with them, although the @mantine/core barrel re-exports it.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The small modules the dashboard shares with other lazy pages, in one chunk rather
            // than a chunk each: fewer files and imports on the first visit (0004).
            {
              name: 'shared',
              test: /src[\\/](lib[\\/](cents|humanise)|schemas[\\/]attestation)\.ts$/,
            },
            // What every form page shares (Mantine's inputs, selects, checkboxes and fieldsets, the
            // field rules, money and format helpers) in one lazy chunk. Left alone, each new page
            // that uses a different subset splits it into more chunks, and the imports between
            // them cost more than the few bytes a page loads without using (0004).
            {
              name: 'form-kit',
              test: /(@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|NativeSelect|Combobox[\\/](get-parsed|Combobox\.module|ComboboxChevron)|Anchor|Checkbox|Fieldset)[\\/]|utils[\\/](InputsGroupFieldset|InlineInput)|core[\\/](styles-api[\\/]use-resolved|MantineProvider[\\/]color-functions[\\/]get-auto-contrast))|@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled|src[\\/](components[\\/]not-available|schemas[\\/](fields|refine-at|request-enums|request-common)|lib[\\/](money|format))\.)/,
            },
            // The application record and the applications API, in one lazy chunk: the dashboard
            // loads the record's schema with its first detail request, the application pages
            // with their own chunks. Apart, the schema was a chunk of its own that every form page
            // loaded too (0004).
            {
              name: 'applications',
              test: /src[\\/](api[\\/]applications|schemas[\\/](application-records|application-status-records))\.ts$/,
            },
            // Five tiny modules every form page shares, one lazy chunk rather than five (0004).
            {
              name: 'pages-common',
              test: /(src[\\/]schemas[\\/]request-common\.ts|DirectionProvider|use-merged-ref|VisuallyHidden|UnstyledButton)/,
            },
          ],
        },
      },
    },
  },
});
