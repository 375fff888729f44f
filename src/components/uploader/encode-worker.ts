import { encodeFileHere, type EncodeAnswer } from './encode-here.ts';

/**
 * A thin wrapper: the encoding itself is encodeFileHere (its base64 is tested in
 * src/lib/base64.test.ts). The worker scope is typed by hand so the webworker lib does not leak
 * into the whole program's types.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Blob>) => void): void;
  postMessage(answer: EncodeAnswer): void;
};

scope.addEventListener('message', (event) => {
  encodeFileHere(event.data).then(
    (content) => scope.postMessage({ ok: true, content }),
    () => scope.postMessage({ ok: false, message: 'The file could not be read.' }),
  );
});
