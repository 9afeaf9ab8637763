// The committed gzip is a function of its input alone: no time, no name, the same bytes each time.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deterministicGzip } from '../../../src/build/committed/deterministic-gzip.ts';

describe('deterministicGzip', () => {
  const input = new TextEncoder().encode('Oslo\tOsló\n'.repeat(500));

  it('writes the same bytes for the same input, which any gunzip reads back', () => {
    const once = deterministicGzip(input);
    expect(deterministicGzip(input)).toEqual(once);
    expect(new Uint8Array(gunzipSync(once))).toEqual(input);
    expect(once.length).toBeLessThan(input.length / 10);
  });

  it('leaves the header without a timestamp or a file name', () => {
    const header = deterministicGzip(input).subarray(0, 10);
    expect([...header.subarray(4, 8)]).toEqual([0, 0, 0, 0]);
    // FLG: no FNAME, FCOMMENT or FEXTRA.
    expect(header[3]).toBe(0);
  });
});
