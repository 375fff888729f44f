import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import directions of ARCHITECTURE.md are lint errors: prove each rule bites. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Folders by resolved path (import-x/no-restricted-paths), packages by name (no-restricted-imports). */
const importRules = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

async function messagesOf(filePath: string, code: string, rules: Set<string>): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => rules.has(message.ruleId ?? '')).length;
}

const restrictedImports = (filePath: string, code: string) =>
  messagesOf(filePath, code, importRules);

describe('import directions', () => {
  it.each([
    ['src/schemas/x.ts', "import { a } from '../api/client.ts';"],
    ['src/schemas/x.ts', "import { useState } from 'react';"],
    ['src/lib/x.ts', "import { a } from '../schemas/runtime-config.ts';"],
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
      "import { a } from '../schemas/sign-in.ts';\nimport { b } from '../lib/dates.ts';",
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

describe('the sandbox layout (docs/decisions/0016)', () => {
  it.each([
    ['sandbox/x.ts', "import { describe } from 'vitest';"],
    ['sandbox/x.ts', "import { a } from './sandbox.test-support.ts';"],
    ['sandbox/users/routes.ts', "import { seedUsers } from '../seed.ts';"],
    ['sandbox/users/routes.ts', "import { openDatabase } from '../storage.ts';"],
    ['sandbox/http.ts', "import { findUserById } from './users/store.ts';"],
    ['sandbox/access.ts', "import type { SignInLimiter } from './session/sign-in-limiter.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(1);
  });

  it.each([
    ['sandbox/x.test.ts', "import { describe } from 'vitest';"],
    ['sandbox/x.test-support.ts', "import { a } from './sandbox.test-support.ts';"],
    ['sandbox/session/accounts.ts', "import { seedUsers } from '../seed.ts';"],
    ['sandbox/app.ts', "import { findUserById } from './users/store.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});

describe('no import circle (import-x/no-cycle)', () => {
  const cycles = (filePath: string, code: string) =>
    messagesOf(filePath, code, new Set(['import-x/no-cycle']));

  it('refuses an import that closes a circle', async () => {
    // sandbox/app.ts imports http.ts, so http.ts may not import app.ts back.
    expect(await cycles('sandbox/http.ts', "import { createSandboxApp } from './app.ts';")).toBe(1);
  });

  it('passes imports that point one way', async () => {
    expect(await cycles('sandbox/app.ts', "import { messages } from './http.ts';")).toBe(0);
  });
});
