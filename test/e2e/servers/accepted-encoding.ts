// The encoding a test server sends a file in, as CDNs choose it: Brotli when the browser accepts
// it, then gzip, else none.

/** `br`, `gzip` or undefined (identity) for a request's Accept-Encoding. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  return /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : undefined;
}
