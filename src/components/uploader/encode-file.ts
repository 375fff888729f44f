import { createContext } from 'react';
import { encodeFileHere, type EncodeAnswer } from './encode-here.ts';

/** File to bare base64 (as a Blob). A seam: tests (jsdom has no Worker) give the main-thread one. */
export type EncodeFile = (file: Blob, signal?: AbortSignal) => Promise<Blob>;

/** Reading and encoding in a Web Worker: tens of megabytes would block the page for seconds. */
export function encodeFileInWorker(file: Blob, signal?: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    // The abort's and the worker's messages are never shown: the uploader words a cancelled or
    // failed encoding itself (document-uploader.tsx).
    if (signal?.aborted) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError's description, never shown
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const worker = new Worker(new URL('./encode-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError's description, never shown
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (event: MessageEvent<EncodeAnswer>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      if (event.data.ok) resolve(event.data.content);
      else reject(new Error(event.data.message));
    });
    worker.addEventListener('error', () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error('The file could not be read.'));
    });
    worker.postMessage(file);
  });
}

export { encodeFileHere };

export const defaultEncodeFile: EncodeFile =
  typeof Worker === 'undefined' ? encodeFileHere : encodeFileInWorker;

export const EncodeFileContext = createContext<EncodeFile>(defaultEncodeFile);
