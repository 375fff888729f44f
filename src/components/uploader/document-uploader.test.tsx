import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { documentKeys } from '../../api/documents.ts';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-requests.ts';
import {
  disguisedFiles,
  sampleFileBytes,
} from '../../schemas/fixtures/file-content.test-support.ts';
import { FakeXhr } from '../../test/fake-xhr.test-support.ts';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { LeaveGuardPrompt } from '../leave-guard-prompt.tsx';
import { DocumentUploader, type DocumentUploaderProps } from './document-uploader.tsx';
import { EncodeFileContext, encodeFileHere } from './encode-file.ts';

/**
 * A file whose reported size is `size` without holding that many bytes (only its start is
 * read); by default it starts as a PDF does.
 */
function sizedFile(name: string, size: number, text = '%PDF-'): File {
  const file = new File([text], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const encode = vi.fn(encodeFileHere);

function renderUploader(props: Partial<DocumentUploaderProps> = {}, queryClient?: QueryClient) {
  const element = (
    <EncodeFileContext value={encode}>
      <DocumentUploader
        target={{ kind: 'application', applicationId: 42 }}
        label="Documents for this application"
        {...props}
      />
    </EncodeFileContext>
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {element}
          <LeaveGuardPrompt />
        </>
      ),
    },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
  renderWithProviders(<RouterProvider router={router} />, {}, queryClient);
  return router;
}

async function choose(...files: File[]) {
  // A drop (or a chooser showing all files) is not limited by the input's accept list.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(
    screen.getByLabelText('Choose files for Documents for this application'),
    files,
  );
  return user;
}

const row = (name: string) => screen.getByRole('listitem', { name });

async function request(n: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThanOrEqual(n), {
    timeout: 10_000,
  });
  return FakeXhr.sent[n - 1]!;
}

beforeEach(() => {
  FakeXhr.reset();
  encode.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  configureClient({ baseUrl: '', getToken: () => 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ getToken: () => null });
});

describe('DocumentUploader', () => {
  it('has a keyboard-reachable "Choose files" button and says what it accepts', () => {
    renderUploader();
    const area = screen.getByRole('group', { name: 'Documents for this application' });
    expect(within(area).getByRole('button', { name: 'Choose files' })).toBeVisible();
    expect(area).toHaveAccessibleDescription(/\.pdf .*\.tif; up to 30 MB each/);
  });

  it('refuses .exe, over 30 MB and empty files on their own rows, without reading them', async () => {
    renderUploader();
    await choose(
      sizedFile('setup.exe', 10),
      sizedFile('huge.pdf', MAX_DOCUMENT_BYTES + 1),
      sizedFile('blank.pdf', 0),
      sizedFile('limit.pdf', MAX_DOCUMENT_BYTES),
    );
    expect(within(row('setup.exe')).getByRole('alert')).toHaveTextContent(
      '.exe files cannot be sent.',
    );
    expect(within(row('huge.pdf')).getByRole('alert')).toHaveTextContent(
      'The file is larger than 30 MB.',
    );
    expect(within(row('blank.pdf')).getByRole('alert')).toHaveTextContent('The file is empty.');
    expect(within(row('setup.exe')).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(row('limit.pdf')).queryByRole('alert')).toBeNull();
    expect(within(row('limit.pdf')).getByRole('button', { name: 'Upload' })).toBeVisible();
    expect(encode).not.toHaveBeenCalled();
  });

  it('takes several files at once, each with its own name, prefilled description and category', async () => {
    renderUploader({ description: 'A recent pay stub' });
    await choose(sizedFile('stub.pdf', 5), sizedFile('scan.TIF', 4, 'II*\u0000'));
    for (const name of ['stub.pdf', 'scan.TIF']) {
      const item = within(row(name));
      expect(item.getByLabelText(/Document name/)).toHaveValue(name);
      expect(item.getByLabelText(/Description/)).toHaveValue('A recent pay stub');
      const options = within(item.getByLabelText('Category')).getAllByRole('option');
      expect(options.map((option) => option.getAttribute('value'))).toEqual([
        'general',
        'paperwork',
      ]);
    }
  });

  it('a dealer document has no category choice and is sent as dealerDocument', async () => {
    const onUploaded = vi.fn();
    renderUploader({ target: { kind: 'dealer', dealerId: 7 }, description: 'W-9', onUploaded });
    const user = await choose(sizedFile('w9.pdf', 6, '%PDF-1'));
    expect(within(row('w9.pdf')).queryByLabelText('Category')).toBeNull();
    await user.click(within(row('w9.pdf')).getByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    expect(xhr.url).toBe('/v3/api/dealers/7/dealerDocuments');
    expect(await xhr.json()).toEqual({
      DocumentName: 'w9.pdf',
      Description: 'W-9',
      ViewDocumentType: 'dealerDocument',
      Document: { FileName: 'w9.pdf', Content: 'JVBERi0x' },
    });
    xhr.respond(201);
    expect(await within(row('w9.pdf')).findByText('Sent.')).toBeVisible();
    expect(onUploaded).toHaveBeenCalledWith('w9.pdf');
  });

  it('a fixed category (the signed paper contract) shows no choice and is sent as that category, also for a file added from outside', async () => {
    const addFiles: { current: ((files: readonly File[]) => void) | null } = { current: null };
    renderUploader({
      category: 'paperwork',
      description: 'Signed on paper',
      addFilesRef: addFiles,
    });
    await vi.waitFor(() => expect(addFiles.current).not.toBeNull());
    act(() => addFiles.current!([new File(['%PDF-1'], 'signed-contract.pdf')]));
    const item = within(await screen.findByRole('listitem', { name: 'signed-contract.pdf' }));
    expect(item.queryByLabelText('Category')).toBeNull();
    await userEvent.click(await item.findByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    expect(await xhr.json()).toMatchObject({
      ViewDocumentType: 'paperwork',
      Description: 'Signed on paper',
      Document: { FileName: 'signed-contract.pdf' },
    });
  });

  it('without a fixed category, a file added from outside gets the usual choice', async () => {
    const addFiles: { current: ((files: readonly File[]) => void) | null } = { current: null };
    renderUploader({ addFilesRef: addFiles });
    await vi.waitFor(() => expect(addFiles.current).not.toBeNull());
    act(() => addFiles.current!([new File(['%PDF-1'], 'scan.pdf')]));
    const item = within(await screen.findByRole('listitem', { name: 'scan.pdf' }));
    expect(item.getByLabelText('Category')).toHaveValue('general');
  });

  it('shows progress, then refreshes the list after a 201', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderUploader({ description: 'Pay stub' }, queryClient);
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.selectOptions(within(row('stub.pdf')).getByLabelText('Category'), 'paperwork');
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    expect(xhr.url).toBe('/v3/api/applications/42/supportingDocuments');
    expect(await xhr.json()).toMatchObject({
      ViewDocumentType: 'paperwork',
      Document: { Content: 'JVBERi0=' },
    });
    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'stub.pdf upload' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(row('stub.pdf')).getByText('Uploading… 40%')).toBeVisible();
    xhr.respond(201);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: documentKeys.list(42) });
  });

  it('a cancelled upload is not retried, and can be tried again', async () => {
    renderUploader({ description: 'x' });
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(row('stub.pdf')).findByText(/Cancelled/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.sent).toHaveLength(1);
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Try again' }));
    (await request(2)).respond(201);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
  });

  it('retries after a 503 and then succeeds', async () => {
    renderUploader({ description: 'x' });
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    (await request(1)).respond(503, { Message: 'Service Unavailable' }, { 'Retry-After': '1' });
    expect(
      await within(row('stub.pdf')).findByText(
        'The service is unavailable at the moment. Trying again in 1 s.',
      ),
    ).toBeVisible();
    (await request(2)).respond(201);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('offline mid-upload, then back online: the next attempt sends the file', async () => {
    renderUploader({ description: 'x' });
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    const first = await request(1);
    first.progress(1, 4);
    first.failNetwork();
    expect(
      await within(row('stub.pdf')).findByText(
        'The service could not be reached. Trying again in 1 s.',
      ),
    ).toBeVisible();
    const second = await request(2);
    expect(await second.json()).toMatchObject({ Document: { Content: 'JVBERi0=' } });
    second.respond(200);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
  });

  it('does not retry a 400 and shows its message with the field errors', async () => {
    renderUploader({ description: 'x' });
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    (await request(1)).respond(400, {
      Message: 'The request is invalid.',
      ModelState: { 'request.Description': ['Description is too long.'] },
    });
    expect(await within(row('stub.pdf')).findByRole('alert')).toHaveTextContent(
      'The request is invalid. Description: Description is too long.',
    );
    expect(within(row('stub.pdf')).getByRole('button', { name: 'Try again' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('an empty description is refused on its field before anything is read', async () => {
    renderUploader();
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    expect(within(row('stub.pdf')).getByLabelText(/Description/)).toHaveAccessibleDescription(
      /Description/,
    );
    expect(encode).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a file on its way survives the page re-rendering the uploader with new props', async () => {
    function Page() {
      const [round, setRound] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRound(round + 1)}>
            Re-render {round}
          </button>
          <EncodeFileContext value={encode}>
            <DocumentUploader
              target={{ kind: 'application', applicationId: 42 }}
              label="Documents for this application"
              description={`Round ${round}`}
            />
          </EncodeFileContext>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    xhr.progress(30, 100);
    await user.click(screen.getByRole('button', { name: 'Re-render 1' }));
    await user.click(screen.getByRole('button', { name: 'Re-render 2' }));
    expect(screen.getByRole('progressbar', { name: 'stub.pdf upload' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    xhr.respond(201);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
    expect(await xhr.json()).toMatchObject({ Description: 'Round 1' });
  });

  it('leaving the page while uploading asks first; staying keeps the upload', async () => {
    const router = renderUploader({ description: 'x' });
    const user = await choose(sizedFile('stub.pdf', 5));
    await user.click(within(row('stub.pdf')).getByRole('button', { name: 'Upload' }));
    const xhr = await request(1);
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('the files still uploading, which are cancelled and not kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(false);
    xhr.respond(201);
    expect(await within(row('stub.pdf')).findByText('Sent.')).toBeVisible();
  });
});

describe('DocumentUploader: a file is what its name says (issue 31 item 13)', () => {
  const disguised = (file: { name: string; bytes: readonly number[] }) =>
    new File([Uint8Array.from(file.bytes)], file.name);

  it.each([
    ['HTML named .pdf', disguisedFiles.htmlAsPdf, 'is not a PDF'],
    ['a program named .jpg', disguisedFiles.programAsJpg, 'is not a JPEG image'],
    ['SVG named .png', disguisedFiles.svgAsPng, 'is not a PNG image'],
  ])('refuses %s on its row, naming the file, and sends nothing', async (_, file, says) => {
    renderUploader();
    await choose(disguised(file));
    const alert = await within(row(file.name)).findByRole('alert');
    expect(alert).toHaveTextContent(`${file.name} ${says}`);
    expect(within(row(file.name)).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(encode).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('accepts a real image and a Word document', async () => {
    renderUploader();
    await choose(
      new File([sampleFileBytes('.png')], 'photo.png'),
      new File([sampleFileBytes('.docx')], 'letter.docx'),
    );
    for (const name of ['photo.png', 'letter.docx']) {
      expect(await within(row(name)).findByRole('button', { name: 'Upload' })).toBeVisible();
      expect(within(row(name)).queryByRole('alert')).toBeNull();
    }
  });

  it('lists and sends a name without bidirectional controls', async () => {
    renderUploader({ target: { kind: 'dealer', dealerId: 7 }, description: 'W-9' });
    const user = await choose(sizedFile('invoice\u202Efdp.pdf', 6, '%PDF-1'));
    const item = within(row('invoicefdp.pdf'));
    expect(item.getByLabelText(/Document name/)).toHaveValue('invoicefdp.pdf');
    await user.click(item.getByRole('button', { name: 'Upload' }));
    expect(await (await request(1)).json()).toMatchObject({
      DocumentName: 'invoicefdp.pdf',
      Document: { FileName: 'invoicefdp.pdf' },
    });
  });
});
