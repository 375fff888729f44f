import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import directions of ARCHITECTURE.md are lint errors: prove each rule bites. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
}

describe('import directions', () => {
  it.each([
    ['src/schemas/x.ts', "import { a } from '../api/client.ts';"],
    ['src/schemas/x.ts', "import { useState } from 'react';"],
    ['src/lib/x.ts', "import { a } from '../schemas/config.ts';"],
    ['src/api/x.ts', "import { a } from '../pages/sign-in/sign-in-page.tsx';"],
    ['src/api/x.ts', "import { a } from '../components/sign-in-form.tsx';"],
    ['src/components/x.tsx', "import { a } from '../pages/dealers/dealers-page.tsx';"],
    ['src/pages/dealers/x.tsx', "import { a } from '../sign-in/sign-in-page.tsx';"],
    ['src/pages/dealers/x.tsx', "import { a } from '../../app/router.tsx';"],
    ['src/app/x.tsx', "import { a } from '../../sandbox/app.ts';"],
    ['sandbox/x.ts', "import { a } from '../src/api/client.ts';"],
    ['sandbox/x.ts', "import { useState } from 'react';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(1);
  });

  it.each([
    ['src/schemas/x.ts', "import * as z from 'zod/mini';\nimport { a } from '../lib/dates.ts';"],
    [
      'src/api/x.ts',
      "import { a } from '../schemas/session.ts';\nimport { b } from '../lib/dates.ts';",
    ],
    [
      'src/pages/dealers/x.tsx',
      "import { a } from '../../api/dealers.ts';\nimport { b } from '../../components/current-dealer.tsx';\nimport { c } from './y.tsx';",
    ],
    ['sandbox/x.ts', "import { a } from '../src/schemas/sign-in.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
