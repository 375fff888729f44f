import { describe, expect, it } from 'vitest';
import { errorFromResponse, retryAfterMs, toFieldPath } from './error-from-response.ts';
import { ApiError, ERROR_WORDS } from './errors.ts';

const SESSION_EXPIRED = ERROR_WORDS.sessionExpired.message;
const DISABLED_MESSAGE = ERROR_WORDS.disabled.message;

describe('errorFromResponse', () => {
  it.each([
    [
      'ASP.NET message, 403',
      403,
      { Message: 'This endpoint has been disabled for the current user.' },
    ],
    ['plain string, 400', 400, 'The endpoint has been disabled for the current user'],
    [
      'ProblemDetails title, 500',
      500,
      { title: 'Endpoint has been disabled for the current user' },
    ],
  ])('recognises the disabled-endpoint message (%s) whatever the status', (_case, status, body) => {
    const error = errorFromResponse(status, body);
    expect(error.kind).toBe('disabled');
    expect(error.message).toBe(DISABLED_MESSAGE);
  });

  it('treats 401 as an expired session', () => {
    expect(errorFromResponse(401, { Message: 'Authorization has been denied' }).kind).toBe(
      'unauthorized',
    );
  });

  it.each([
    [401, { Message: 'Authorization has been denied for this request.' }, SESSION_EXPIRED],
    [401, 'Authorization has been denied for this request.', SESSION_EXPIRED],
    [
      403,
      { message: 'authorization has been denied for this request' },
      'You do not have access to this.',
    ],
  ])(
    'says what the service\'s %i "Authorization has been denied" means, in the portal\'s words',
    (status, body, sentence) => {
      expect(errorFromResponse(status, body).message).toBe(sentence);
    },
  );

  it("keeps a sign-in's own reason for a 401", () => {
    expect(
      errorFromResponse(401, { Message: 'The username or password is incorrect.' }).message,
    ).toBe('The username or password is incorrect.');
  });

  it('maps ModelState keys onto form paths', () => {
    const error = errorFromResponse(400, {
      Message: 'The request is invalid.',
      ModelState: {
        'request.Applicant.FirstName': ['First name is required.'],
        'request.LoanParameters.ProductLineItems[1].Price': ['Price must be greater than 0.'],
      },
    });
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('The request is invalid.');
    expect(error.fieldErrors).toEqual({
      'Applicant.FirstName': ['First name is required.'],
      'LoanParameters.ProductLineItems.1.Price': ['Price must be greater than 0.'],
    });
  });

  it('maps ProblemDetails errors onto form paths', () => {
    const error = errorFromResponse(422, {
      title: 'One or more validation errors occurred.',
      status: 422,
      errors: {
        '$.Applicant.SocialSecurityNumber': ['Must be 9 digits.'],
        ProjectNumber: ['Too long.'],
      },
    });
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({
      'Applicant.SocialSecurityNumber': ['Must be 9 digits.'],
      ProjectNumber: ['Too long.'],
    });
  });

  it('keeps a plain-string 400 body as the message', () => {
    const error = errorFromResponse(400, 'Promotion 12 is not valid for this application.');
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('Promotion 12 is not valid for this application.');
    expect(error.fieldErrors).toEqual({});
  });

  it('honours Retry-After on 429 and 503', () => {
    const busy = errorFromResponse(429, undefined, new Headers({ 'Retry-After': '7' }));
    expect(busy.kind).toBe('rate-limited');
    expect(busy.retryAfterMs).toBe(7000);
    expect(busy.retryable).toBe(true);
    const down = errorFromResponse(503, undefined, new Headers());
    expect(down.kind).toBe('unavailable');
    expect(down.retryAfterMs).toBeUndefined();
  });

  it.each([
    [404, 'not-found', false],
    [409, 'conflict', false],
    [413, 'too-large', false],
    [500, 'server', false],
    [418, 'http', false],
  ] as const)('classifies %i as %s', (status, kind, retryable) => {
    const error = errorFromResponse(status, undefined);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
  });
});

describe('toFieldPath', () => {
  it.each([
    ['request.Applicant.FirstName', 'Applicant.FirstName'],
    ['$.Signature.Dealer.EmailAddress', 'Signature.Dealer.EmailAddress'],
    ['model.Fees[0].FeeAmount', 'Fees.0.FeeAmount'],
    ['ProjectNumber', 'ProjectNumber'],
  ])('%s → %s', (key, path) => expect(toFieldPath(key)).toBe(path));
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, ignores nonsense', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('network and time-out failures are retryable', () => {
    expect(new ApiError('network', 'x').retryable).toBe(true);
    expect(new ApiError('timeout', 'x').retryable).toBe(true);
    expect(new ApiError('validation', 'x').retryable).toBe(false);
  });
});
