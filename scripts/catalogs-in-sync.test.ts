import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * A built page shows a message's id, not its text, when the message is missing from the
 * catalogs (the build strips the English from the code): so the committed catalogs must hold
 * exactly what `npm run i18n:extract` finds in the source today (docs/decisions/0039).
 */
describe('message catalogs', () => {
  it('hold every message in the source and no other (else run `npm run i18n:extract`)', () => {
    const check = () =>
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'check', 'sync', '--workers', '1'],
        { cwd: root, stdio: 'pipe', encoding: 'utf8' },
      );
    expect(check).not.toThrow();
  });
});
