/**
 * Node has no XMLHttpRequest: this one forwards to `globalThis.fetch` (the in-process sandbox,
 * harness.ts), so the portal's own XHR upload path (src/api/upload.ts) runs against the sandbox.
 * Upload progress is reported once, when the body has gone.
 */
type Listener = (event: ProgressEvent) => void;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  emit(type: string, loaded = 0, total = 0) {
    const event = { type, loaded, total, lengthComputable: total > 0 } as ProgressEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export class FetchXhr extends Emitter {
  readonly upload = new Emitter();
  status = 0;
  responseText = '';
  timeout = 0;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private answer: Headers | null = null;
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string) {
    return this.answer?.get(name) ?? null;
  }
  abort() {
    this.controller.abort();
  }
  send(body: string | null) {
    const total = body?.length ?? 0;
    fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body,
      signal: this.controller.signal,
    }).then(
      async (response) => {
        this.upload.emit('progress', total, total);
        this.status = response.status;
        this.answer = response.headers;
        this.responseText = await response.text();
        this.emit('load');
      },
      () => this.emit(this.controller.signal.aborted ? 'abort' : 'error'),
    );
  }
}
