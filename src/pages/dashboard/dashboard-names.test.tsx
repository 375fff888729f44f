import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  renderPage,
  serviceAnswers,
  type TestSandbox,
} from '../../test/render-page.test-support.tsx';

/**
 * Issue 24 item 1: names for every application of the window, read in the background, so a
 * search finds an applicant whose row never came on screen and the CSV has no blank name.
 */
const DAY_MS = 86_400_000;
/** The page's default window (the test config's); a search keeps the window of the address. */
const WINDOW_DAYS = 90;

interface Status {
  LoanApplicationId: number;
}

/** The last application the dealer's dashboard lists, and its applicant's name. */
async function lastListed(sandbox: TestSandbox) {
  const token = await sandbox.signIn('sunrise.admin');
  const since = `${new Date(Date.now() - WINDOW_DAYS * DAY_MS).toISOString().slice(0, 19)}Z`;
  const listed = (await (
    await sandbox.request(`/v3/api/applications/statuses-since/${encodeURIComponent(since)}`, {
      token,
    })
  ).json()) as Status[];
  // The lowest id is the last row of the table (sorted by id, latest first).
  const id = Math.min(...listed.map((status) => status.LoanApplicationId));
  const detail = (await (
    await sandbox.request(`/v3/api/applications/detail/${id}`, { token })
  ).json()) as { Applicant: { FirstName: string; LastName: string } };
  return { id, name: `${detail.Applicant.FirstName} ${detail.Applicant.LastName}` };
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s names', () => {
  it('finds an applicant whose row was never on screen once every name is loaded', async () => {
    let wanted = { id: 0, name: '' };
    const { calls } = await renderPage(
      async ({ sandbox }) => {
        wanted = await lastListed(sandbox);
        return '/';
      },
      { start: new Date() },
    );
    // The first rows are drawn; the applicant's row is far below them.
    await screen.findByText(/^Showing \d+ of \d+ applications$/, undefined, { timeout: 10_000 });
    expect(screen.queryByText(String(wanted.id), { selector: 'a' })).toBeNull();
    await screen.findByText(/^Names for all \d+ applications loaded\.$/, undefined, {
      timeout: 20_000,
    });
    const requested = calls().filter((call) => call.startsWith('GET /v3/api/applications/detail/'));
    // Each application's detail once.
    expect(new Set(requested).size).toBe(requested.length);

    await userEvent.type(screen.getByRole('searchbox', { name: /search/i }), wanted.name);
    expect(
      await screen.findByText(String(wanted.id), { selector: 'a' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/^Showing \d+ of \d+ applications$/)).toBeInTheDocument();
    expect(screen.queryByText(/Searching names/)).toBeNull();
  }, 40_000);

  it('exports a CSV whose every row has its applicant’s name', async () => {
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (files.push(blob), 'blob:csv'),
        revokeObjectURL: () => {},
      }),
    );
    await renderPage('/', { start: new Date() });
    await screen.findByText(/^Showing \d+ of \d+ applications$/, undefined, { timeout: 10_000 });
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    // Clicked as soon as it can be, while most names are still to be read.
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(exportButton);
    await screen.findByText(/^Exported \d+ applications\.$/, undefined, { timeout: 20_000 });
    expect(files).toHaveLength(1);
    const [header, ...records] = parseCsv((await files[0]!.text()).replace(/^\uFEFF/, ''));
    const applicant = header!.indexOf('Applicant');
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((record) => !record[applicant]?.trim())).toEqual([]);
  }, 40_000);
});

describe('while names are still loading', () => {
  it('a search says it is still searching; the export shows its progress and writes no file when cancelled', async () => {
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (files.push(blob), 'blob:csv'),
        revokeObjectURL: () => {},
      }),
    );
    // The details are held until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sandbox: TestSandbox | undefined;
    await renderPage(
      async (setup) => {
        sandbox = setup.sandbox;
        return '/';
      },
      {
        start: new Date(),
        answers: {
          'GET /v3/api/applications/detail/:id': async (request) => {
            await held;
            return sandbox!.app.fetch(request);
          },
        },
      },
    );
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 10_000 });
    expect(
      await screen.findByText(/^Names for 0 of \d+ applications loaded\.$/),
    ).toBeInTheDocument();
    // A name search is not complete yet, and says so.
    const search = screen.getByRole('searchbox', { name: /search/i });
    await userEvent.type(search, 'Moore');
    expect(await screen.findByText(/^Searching names: 0 of \d+ loaded\.$/)).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    const bar = await screen.findByRole('progressbar', {
      name: /^Loading names for the export: 0 of \d+$/,
    });
    expect(bar).toHaveAttribute('value', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled: no file was written.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    release();
    await screen.findByText(/^Names for all \d+ applications loaded\.$/, undefined, {
      timeout: 20_000,
    });
    expect(files).toEqual([]);
  }, 40_000);
});

describe('names while the tab is hidden', () => {
  it('asks for no detail until the tab is shown', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { calls } = await renderPage('/', { start: new Date() });
    const details = () =>
      calls().filter((call) => call.startsWith('GET /v3/api/applications/detail/'));
    expect(
      await screen.findByText(/^Names for 0 of \d+ applications loaded\.$/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(details()).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await screen.findByText(/^Names for all \d+ applications loaded\.$/, undefined, {
      timeout: 20_000,
    });
    expect(details().length).toBeGreaterThan(0);
  }, 40_000);
});

describe('names when the detail is disabled for the account', () => {
  it('stops asking, says why, and the cards say what was not checked', async () => {
    const { calls } = await renderPage('/', {
      start: new Date(),
      answers: { 'GET /v3/api/applications/detail/:id': () => serviceAnswers.disabled() },
    });
    expect(
      await screen.findByText(
        'Names could not be loaded. This account cannot view application details. Search and export know the application numbers only.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const asked = calls().filter((call) => call.startsWith('GET /v3/api/applications/detail/'));
    // Those already in flight when the first answer came, no more.
    expect(asked.length).toBeLessThanOrEqual(6);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Approved without a promotion/ }),
      ).toHaveTextContent(/Not checked \d+$/),
    );
  }, 40_000);
});
