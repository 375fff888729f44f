import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_DOCUMENT_BYTES } from '../src/schemas/document-requests.ts';

/**
 * What every sandbox answer goes through before a route sees the request
 * (docs/decisions/0007-sandbox-access.md, "Hardening"): its own host names only, no caching,
 * a body limit per route and JSON bodies only.
 */

/** Every JSON body but a document upload: far above any form the portal sends. */
export const sandboxBodyLimitBytes = 1024 * 1024;

/**
 * A 30 MB document is 41,943,040 bytes of base64; 64 KiB more leaves room for the JSON
 * around it (names, description, file name), so the limit is just over 41.9 MB.
 */
export const documentBodyLimitBytes = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

/** The two upload routes of the interface: supporting documents and dealer documents. */
export function isDocumentUpload(method: string, path: string): boolean {
  return (
    method === 'POST' &&
    /^\/v3\/api\/(dealers\/[^/]+\/dealerDocuments|applications\/[^/]+\/supportingDocuments)\/?$/i.test(
      path,
    )
  );
}

/** Routes that take an HTML form rather than JSON: the signing page's and the outbox's. */
export function isFormRoute(path: string): boolean {
  return /^\/sandbox\/(esign\/[^/]+\/sign|outbox\/session|outbox\/sign-out)\/?$/.test(path);
}

/** API answers carry applicant data: nothing of them may stay in a browser's or proxy's cache. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/** `Host` without its port, lower case; an IPv6 literal keeps its brackets. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 || value.indexOf(':', colon + 1) !== -1 ? value : value.slice(0, colon);
}

/**
 * The host names the sandbox answers: loopback, plus the configured HOST unless that is a
 * wildcard address (which names no host a browser could use).
 */
export function allowedHostnames(configuredHost: string | undefined): Set<string> {
  const names = new Set(loopbackNames);
  const host = configuredHost?.trim().toLowerCase();
  if (host && host !== '0.0.0.0' && host !== '::' && host !== '[::]') {
    names.add(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  }
  return names;
}

/**
 * A defence against DNS rebinding: a page on another site whose name was made to resolve to
 * this machine sends its own name as `Host`, and gets 421 instead of the sandbox's data.
 */
export function onlyOwnHostNames(configuredHost: string | undefined): MiddlewareHandler {
  const allowed = allowedHostnames(configuredHost);
  const listed = [...allowed].join(', ');
  return async (c, next) => {
    const host = c.req.header('Host') ?? new URL(c.req.url).host;
    if (!allowed.has(hostnameOf(host))) {
      return c.json(
        {
          Message: `Misdirected request: this sandbox answers only the host names ${listed} (HOST sets another).`,
        },
        421,
      );
    }
    await next();
  };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`;

/** 1 MB for every route, just over 41.9 MB for the two document uploads; over it, a JSON 413. */
export function bodyLimits(): MiddlewareHandler {
  const limitFor = (maxSize: number, what: string) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          {
            Message: `The request body is larger than the ${megabytes(maxSize)} (${maxSize.toLocaleString('en-US')} bytes) the service accepts for ${what}.`,
          },
          413,
        ),
    });
  const json = limitFor(sandboxBodyLimitBytes, 'this request');
  const documents = limitFor(
    documentBodyLimitBytes,
    'a document upload (a file of up to 30 MB, base64-encoded)',
  );
  return (c, next) =>
    isDocumentUpload(c.req.method, c.req.path) ? documents(c, next) : json(c, next);
}

/**
 * Whether a request carries a body. Over HTTP a body needs Content-Length or
 * Transfer-Encoding; a Request made in-process (tests) may have neither, so its body is read
 * (Hono keeps it for the route).
 */
async function hasBody(c: Parameters<MiddlewareHandler>[0]): Promise<boolean> {
  const length = c.req.header('Content-Length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('Transfer-Encoding') !== undefined) return true;
  if (c.req.raw.body === null) return false;
  return (await c.req.arrayBuffer()).byteLength > 0;
}

/**
 * JSON routes refuse a body of any other type with 415, whatever its text: the portal always
 * sends `application/json`, and a form or text body is someone else's request (a cross-site
 * form cannot send JSON). A body-less request needs no Content-Type.
 */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || isFormRoute(c.req.path)) {
      return next();
    }
    const contentType = c.req.header('Content-Type');
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/json' || !(await hasBody(c))) return next();
    const named =
      contentType === undefined || contentType.trim() === ''
        ? 'no Content-Type'
        : `Content-Type ${JSON.stringify(contentType.slice(0, 100))}`;
    return c.json(
      {
        Message: `The request body must be JSON, sent with Content-Type application/json; this request has ${named}.`,
      },
      415,
    );
  };
}

/**
 * The deepest JSON the sandbox parses: ASP.NET's default (System.Text.Json's MaxDepth), far
 * deeper than any body of the interface (none nests deeper than 4 levels).
 */
export const maxJsonDepth = 64;

/**
 * The most values (list items and object members) the sandbox parses in one body: a hundred
 * times the largest body of the interface (a full paperwork has about 100).
 */
export const maxJsonValues = 10_000;

const [QUOTE, BACKSLASH, COMMA, OPEN_LIST, CLOSE_LIST, OPEN_OBJECT, CLOSE_OBJECT] = [
  ...'"\\,[]{}',
].map((char) => char.charCodeAt(0));

/**
 * What makes a JSON text too costly to parse and check, found in one pass over it before
 * JSON.parse (issue 31 item 9): a megabyte of `[` holds the event loop in JSON.parse for a fifth
 * of a second, and a megabyte of small values costs as much to parse and to answer with one
 * issue each. Brackets and commas inside strings are skipped. Undefined when the text is fine.
 */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_LIST || code === OPEN_OBJECT || code === COMMA) {
      if (code !== COMMA && ++depth > maxJsonDepth) {
        return `The request body nests deeper than ${maxJsonDepth} levels.`;
      }
      if (++values > maxJsonValues) {
        return `The request body has more than ${maxJsonValues.toLocaleString('en-US')} values.`;
      }
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return undefined;
}
