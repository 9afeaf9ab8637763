// The source of the script tag's worker: its parameters as one JSON preamble, then the
// bootstrap's code (worker-bootstrap.ts, which the build writes into the script as text).
import { BOOTSTRAP_PARAMETERS, type BootstrapParameters } from './bootstrap-parameters.ts';

// Defined by `npm run build` for the script tag's build only.
declare const __WEATHER_WIDGETS_BOOTSTRAP__: string;

/** The classic script a worker of the script tag starts from: `parameters`, then `code` (the built bootstrap). */
export function workerBootstrapSource(
  parameters: BootstrapParameters,
  code: string = __WEATHER_WIDGETS_BOOTSTRAP__,
): string {
  return `"use strict";\nconst ${BOOTSTRAP_PARAMETERS} = ${JSON.stringify(parameters)};\n${code}`;
}
