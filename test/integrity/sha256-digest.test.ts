import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { provideSha256Fallback, sha256Digest } from '../../src/integrity/sha256-digest.ts';

const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('sha256Digest', () => {
  it('refuses to hash without Web Crypto until a fallback is provided, then loads it once, again after a failure', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await expect(sha256Digest(bytes, null)).rejects.toThrow('no fallback was provided');
    let loads = 0;
    provideSha256Fallback(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the module could not be fetched');
      return (await import('../../src/integrity/noble-sha256.ts')).sha256;
    });
    await expect(sha256Digest(bytes, null)).rejects.toThrow('could not be fetched');
    expect(await sha256Digest(bytes, null)).toEqual(nodeSha256(bytes));
    expect(await sha256Digest(bytes, null)).toEqual(nodeSha256(bytes));
    expect(loads).toBe(2);
  });

  it('hashes as Node does, with Web Crypto and without it (an insecure page)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        expect(await sha256Digest(bytes, null)).toEqual(nodeSha256(bytes));
        expect(await sha256Digest(bytes)).toEqual(nodeSha256(bytes));
      }),
    );
  });

  it('hashes a chunk-sized file without Web Crypto, and tells one changed byte', async () => {
    const chunk = new Uint8Array(200_000).map((_, at) => (at * 7919) % 251);
    expect(await sha256Digest(chunk, null)).toEqual(nodeSha256(chunk));
    const tampered = chunk.slice();
    tampered[123_456]! ^= 1;
    expect(await sha256Digest(tampered, null)).not.toEqual(nodeSha256(chunk));
  });
});
