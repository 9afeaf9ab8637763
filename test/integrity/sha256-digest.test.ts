import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Digest } from '../../src/integrity/sha256-digest.ts';

const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('sha256Digest', () => {
  it('hashes as Node does, with Web Crypto and without it (an insecure page)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        expect(await sha256Digest(bytes, undefined)).toEqual(nodeSha256(bytes));
        expect(await sha256Digest(bytes)).toEqual(nodeSha256(bytes));
      }),
    );
  });

  it('hashes a chunk-sized file without Web Crypto, and tells one changed byte', async () => {
    const chunk = new Uint8Array(200_000).map((_, at) => (at * 7919) % 251);
    expect(await sha256Digest(chunk, undefined)).toEqual(nodeSha256(chunk));
    const tampered = chunk.slice();
    tampered[123_456]! ^= 1;
    expect(await sha256Digest(tampered, undefined)).not.toEqual(nodeSha256(chunk));
  });
});
