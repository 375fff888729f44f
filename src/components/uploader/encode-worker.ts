/// <reference lib="webworker" />
import { encodeFileHere, type EncodeAnswer } from './encode-here.ts';

/** A thin wrapper: the encoding itself is encodeFileHere (tested in src/lib/base64.test.ts). */
self.addEventListener('message', (event: MessageEvent<Blob>) => {
  encodeFileHere(event.data).then(
    (content) => self.postMessage({ ok: true, content } satisfies EncodeAnswer),
    () =>
      self.postMessage({
        ok: false,
        message: 'The file could not be read.',
      } satisfies EncodeAnswer),
  );
});
