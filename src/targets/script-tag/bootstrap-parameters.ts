// What the script tag's page tells its worker's bootstrap: one JSON preamble, written before the
// bootstrap's code in the blob: URL the worker starts from (page-bootstrap-source.ts on the page,
// worker-bootstrap.ts in the worker).
import type { PlaceAsked } from '../../protocol/place-asked.ts';

/** The name of the preamble's constant, which the bootstrap's code reads. */
export const BOOTSTRAP_PARAMETERS = 'WEATHER_WIDGETS_BOOTSTRAP';

/** What the bootstrap's refusal says of worker code that is not the file the build pinned. */
export const WORKER_CODE_REFUSED = 'integrity: it is not the file this build pinned';

/** A file the worker's code will fetch first, with the integrity it will ask for. */
export interface EarlyFile {
  url: string;
  integrity: string;
}

/** The bootstrap's parameters. */
export interface BootstrapParameters {
  /** The URL of the worker's code, beside the script. */
  code: string;
  /** Its pin; empty where the build pinned none, and the code is then not run. */
  integrity: string;
  /** The files the code will read first, asked for beside it. */
  early: EarlyFile[];
  /**
   * The manifest's URL and the place the first request asks for: once the manifest (an early
   * file) is here, the bootstrap asks for that request's chunks too.
   */
  ahead?: { manifest: string; asked: PlaceAsked };
}
