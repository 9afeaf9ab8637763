// The script tag's worker bootstrap, as it runs in the worker: the build makes this entry one
// classic script (with the manifest reading it needs), which the script carries as text and
// starts behind its parameters' JSON preamble (page-bootstrap-source.ts).
import { parseWorldManifest } from '../../sources/embedded/world/world-manifest.ts';
import { requestFilesAhead } from '../../worker/files-ahead.ts';
import { bootstrap } from './worker-bootstrap-core.ts';
import type { BootstrapParameters } from './bootstrap-parameters.ts';

// The preamble's constant (BOOTSTRAP_PARAMETERS), written before this code in the worker's blob.
declare const WEATHER_WIDGETS_BOOTSTRAP: BootstrapParameters;

bootstrap(
  WEATHER_WIDGETS_BOOTSTRAP,
  self,
  (bytes, asked) => requestFilesAhead(parseWorldManifest(bytes), asked),
  self as unknown as Record<symbol, unknown>,
);
