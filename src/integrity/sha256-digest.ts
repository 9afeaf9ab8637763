// The SHA-256 the checks of the world's files use. Web Crypto's `crypto.subtle` exists only in a
// secure context: a page on plain HTTP (`http://site.test`, a phone trying `http://192.168.1.5`)
// has none, nor has its worker. There the same hash comes from @noble/hashes (audited, MIT, no
// dependencies), so a file is checked as strictly on an insecure page as on any other, never
// with a weaker check and never not at all.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

/** The part of Web Crypto the digest needs; absent outside a secure context. */
export interface Digester {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

/** The SHA-256 of `bytes`: Web Crypto's where `subtle` is there (native, faster on big files), else @noble/hashes'. */
export async function sha256Digest(
  bytes: Uint8Array,
  subtle: Digester | undefined = globalThis.crypto?.subtle,
): Promise<Uint8Array> {
  if (subtle === undefined) return nobleSha256(bytes);
  return new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}
