/**
 * A test-only XMLHttpRequest (jsdom's would go to the network): each request is recorded, and
 * the test answers it, reports progress, or fails it as the network would.
 */
type Listener = (event: ProgressEvent) => void;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  emit(type: string, init: { loaded?: number; total?: number } = {}) {
    const event = {
      type,
      loaded: init.loaded ?? 0,
      total: init.total ?? 0,
      lengthComputable: init.total !== undefined,
    } as ProgressEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export class FakeXhr extends Emitter {
  static sent: FakeXhr[] = [];
  static reset() {
    FakeXhr.sent = [];
  }

  readonly upload = new Emitter();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | Blob | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: string | Blob | null) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  /** The body as JSON (a Blob body is read first). */
  async json(): Promise<unknown> {
    const text = this.body instanceof Blob ? await this.body.text() : this.body;
    return JSON.parse(text ?? 'null');
  }
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { loaded, total });
  }
  respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
    this.respondText(status, body === undefined ? '' : JSON.stringify(body), headers);
  }
  respondText(status: number, text: string, headers: Record<string, string>) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    this.emit('load');
  }
  failNetwork() {
    this.emit('error');
  }
}

/**
 * The same XHR answered by `globalThis.fetch`: Node has none, and contract tests run the portal's
 * own upload path (src/api/upload.ts) against the in-process sandbox through it. Upload progress
 * is reported once, when the body has gone.
 */
export class FetchXhr extends FakeXhr {
  private readonly controller = new AbortController();

  override send(body: string | Blob | null) {
    super.send(body);
    const total = body === null ? 0 : typeof body === 'string' ? body.length : body.size;
    fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body,
      signal: this.controller.signal,
    }).then(
      async (response) => {
        this.progress(total, total);
        this.respondText(
          response.status,
          await response.text(),
          Object.fromEntries(response.headers),
        );
      },
      () => {
        if (!this.aborted) this.failNetwork();
      },
    );
  }
  override abort() {
    this.controller.abort();
    super.abort();
  }
}
