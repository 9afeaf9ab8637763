// The SHA-256 the checks of the world's files use. Web Crypto's `crypto.subtle` exists only in a
// secure context: a page on plain HTTP (`http://site.test`, a phone trying `http://192.168.1.5`)
// has none, nor has its worker. There the same hash comes from @noble/hashes (noble-sha256.ts),
// so a file is checked as strictly on an insecure page as on any other, never with a weaker check
// and never not at all. Every other page has Web Crypto, so the fallback is a module of its own,
// loaded only where it is used: the realm that composes the service provides its loader.

/** The part of Web Crypto the digest needs; absent outside a secure context. */
export interface Digester {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

/** A SHA-256 computed in JavaScript. */
export type BytesSha256 = (bytes: Uint8Array) => Uint8Array;

let fallback: (() => Promise<BytesSha256>) | undefined;

/**
 * Where this realm's SHA-256 comes from when Web Crypto is missing: `load` runs on the first
 * such digest (again after a failure), and its hash serves every one after it.
 */
export function provideSha256Fallback(load: () => Promise<BytesSha256>): void {
  let pending: Promise<BytesSha256> | undefined;
  fallback = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * The SHA-256 of `bytes`: Web Crypto's where `subtle` is there (native, faster on big files), else
 * the fallback's. `subtle` is this realm's unless given (null: none, as outside a secure context).
 */
export async function sha256Digest(
  bytes: Uint8Array,
  subtle: Digester | null = globalThis.crypto?.subtle ?? null,
): Promise<Uint8Array> {
  if (subtle !== null) return new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  if (fallback === undefined)
    throw new Error('No SHA-256 here: Web Crypto is missing (not a secure context) and no fallback was provided.');
  return (await fallback())(bytes);
}
