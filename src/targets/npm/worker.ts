// The npm package's worker (dist/worker.js), which the app's bundler builds: the engine comes
// from the data folder the app serves, checked against the hash the build pinned; the HTTP
// sources and the SHA-256 for pages without Web Crypto are chunks of the package, which the
// bundler emits beside the app's own.
import { contractChunk, openMeteoChunk, sha256Chunk } from '../../worker/bundled-loaders.ts';
import { checkedInWorker } from '../../worker/checked-loaders.ts';
import { exposeService } from '../../worker/expose-service.ts';

exposeService({ ...checkedInWorker, contract: contractChunk, openMeteo: openMeteoChunk, sha256: sha256Chunk });
