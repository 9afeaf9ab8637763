// Web Crypto's SHA-256 alone, for code that is handed a fallback by its host rather than carrying
// one: the embedded world's engine, a module of its own whose host (the worker) already holds
// sha256-digest.ts, @noble/hashes and all.

/** A SHA-256: the digest of `bytes`. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

/** The SHA-256 of `bytes` by Web Crypto; rejects where `crypto.subtle` is missing (outside a secure context). */
export const webCryptoSha256: Sha256 = async (bytes) => {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error('Web Crypto is missing here (not a secure context): pass a SHA-256.');
  return new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
};
