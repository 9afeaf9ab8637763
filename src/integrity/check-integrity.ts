// The checks the browser does not do for us: the world's chunks, read as bytes and checked by
// the engine against their hashes in the manifest (chunk-hashes.ts).
import { UpstreamError } from '../contract/source-error.ts';
import { sha256Digest } from './sha256-digest.ts';

/** The SHA-256 of `bytes`, in base64. */
export const sha256 = async (bytes: Uint8Array): Promise<string> =>
  btoa(String.fromCharCode(...(await sha256Digest(bytes))));

/** Resolves when `bytes` hash to `integrity` (`sha256-<base64>`); otherwise throws an `integrity` UpstreamError naming `url`. */
export async function checkIntegrity(bytes: Uint8Array, integrity: string, url: string): Promise<void> {
  if (integrity !== `sha256-${await sha256(bytes)}`) throw integrityMismatch(url);
}

/** The error for a file at `url` whose bytes are not those the build pinned: an `integrity` problem. */
export const integrityMismatch = (url: string): UpstreamError =>
  new UpstreamError('integrity', `integrity: ${url} is not the file this build pinned, so it was not used.`);

/**
 * After the browser refused a file fetched with its `integrity` (a fetch, a module <script>),
 * which it does without saying why: fetched again without it, a file that arrives is a changed
 * file (an `integrity` UpstreamError); for one that does not, its status (0: unreachable).
 */
export async function refusal(url: string): Promise<UpstreamError | number> {
  const status = await fetch(url).then(
    (response) => response.status,
    () => 0,
  );
  return status > 0 && status < 300 ? integrityMismatch(url) : status;
}
