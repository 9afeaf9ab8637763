import { describe, expect, it } from 'vitest';
import { retryHelps } from '../../../src/components/weather-forecast/retry-helps.ts';
import { PROBLEMS, type ProblemCode } from '../../../src/contract/problems.ts';

// Where the upstream or the worker may answer otherwise next time.
const ASKING_AGAIN_HELPS: ProblemCode[] = [
  'upstream_unavailable',
  'upstream_timeout',
  'upstream_error',
  'service_unavailable',
  'rate_limited',
];

describe('retryHelps', () => {
  it('offers Retry only where asking again may help, for every problem the contract has', () => {
    const codes = Object.keys(PROBLEMS) as ProblemCode[];
    expect(codes.filter((code) => retryHelps({ code }))).toEqual(
      codes.filter((code) => ASKING_AGAIN_HELPS.includes(code)),
    );
    expect(retryHelps({ code: 'internal' })).toBe(false);
    expect(retryHelps({ code: 'invalid_request' })).toBe(false);
  });
});
