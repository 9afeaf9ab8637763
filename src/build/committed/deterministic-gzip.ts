// Gzip whose bytes depend only on the input and fflate's version (pinned by the lockfile): Node's
// own zlib is a fork with CPU-specific code paths and changes between Node releases, so what it
// writes may differ from one machine to the next, and a committed file must regenerate to the
// same bytes anywhere. The timestamp is left at 0 ("none"). Reading needs no such care.
import { gzipSync } from 'fflate';

/** `bytes`, gzipped at the highest level, with no timestamp or file name in the header. */
export function deterministicGzip(bytes: Uint8Array): Uint8Array {
  return gzipSync(bytes, { level: 9, mem: 12, mtime: 0 });
}
