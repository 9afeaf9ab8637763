import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/testing/answers.ts';

// A reply the service could never send is refused before anything reaches the page: the page
// stands in only as the argument it would be.
const page = {} as Page;

describe('answer() holds a scripted reply to the contract', () => {
  it('refuses a status the contract does not allow, or a code of another status', () => {
    expect(() => answer(page, 'forecast', { status: 418 as 401 })).toThrow(
      'answer(page, "forecast", …): status must be one the contract allows (200 with a body, or 400, 401, 403, 404, 405, 429, 500, 502, 503, 504), not 418',
    );
    expect(() => answer(page, 'forecast', { status: 401, code: 'not_found' })).toThrow(
      'code "not_found" goes with status 404, not 401',
    );
  });

  it('asks a 400 for its violations, and keeps a wait to a 429', () => {
    expect(() => answer(page, 'current', { status: 400 })).toThrow('a 400 lists what is wrong: give errors');
    expect(() =>
      answer(page, 'current', {
        status: 400,
        errors: [{ param: 'place', code: 'nonsense' as 'missing', detail: 'x' }],
      }),
    ).toThrow('the problem is not one of the contract: errors.0.code');
    expect(() => answer(page, 'forecast', { status: 503, retryAfterSeconds: 5 })).toThrow(
      'only a 429 has retryAfterSeconds, not a 503',
    );
    expect(() => answer(page, 'forecast', { status: 429, retryAfterSeconds: 0.5 })).toThrow(
      'retryAfterSeconds must be a whole number of seconds, 1 or more, not 0.5',
    );
  });

  it('refuses a body that is not the operation’s reply, naming where it is wrong', () => {
    expect(() => answer(page, 'geocode', { results: [{ name: 'Nowhere', lat: 95 }] } as never)).toThrow(
      /^answer\(page, "geocode", …\): the body is not a geocode reply of the contract: results\.0\.lat: /,
    );
    expect(() => answer(page, 'forecast', { results: [] } as never)).toThrow(
      'the body is not a forecast reply of the contract: location:',
    );
    expect(() => answer(page, 'weather' as 'forecast', { status: 500 })).toThrow(
      'operation must be one of forecast, current, geocode, not "weather"',
    );
    expect(() => answer(page, 'geocode', { results: [] }, { times: 0 })).toThrow(
      'times must be a whole number of answers, 1 or more, not 0',
    );
  });
});
