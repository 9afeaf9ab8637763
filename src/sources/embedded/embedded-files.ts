import type { Pins } from '../../integrity/pinned.ts';
import { WORLD_MANIFEST } from './assets.ts';

/** The files of the data folder that the code names: every other is found through the manifest. */
export interface EmbeddedFiles {
  /** The world's manifest. */
  manifest: string;
  /** The engine module (the manifest, the chunks, the search by name), in a build only: while developing it is bundled. */
  engine?: string;
  /** The weather model's module, which the engine loads beside it; in a build only. */
  model?: string;
  /** The spatial index's module (places by coordinate), which the engine loads when a coordinate is asked about; in a build only. */
  spatial?: string;
  /** The contract source's module, in the script tag's build only: elsewhere it is a chunk. */
  contract?: string;
  /** The Open-Meteo source's module, in the script tag's build only: elsewhere it is a chunk. */
  openMeteo?: string;
  /** The SHA-256 module for pages without Web Crypto (@noble/hashes), in a build only: elsewhere it is a chunk. */
  sha256?: string;
  /** Each file's Subresource Integrity by its name (see pinned.ts); absent while developing. */
  integrity?: Pins;
}

// Defined by `npm run build` for the code it writes into dist/, whose files are named by their
// content (world-1a2b3c4d.json) so that a CDN may cache them for a year.
declare const __WEATHER_WIDGETS_EMBEDDED_FILES__: EmbeddedFiles | undefined;

/** File names in the data folder: content-hashed in dist/data/, the manifest's plain in .data/ while developing. */
export const EMBEDDED_FILES: EmbeddedFiles =
  typeof __WEATHER_WIDGETS_EMBEDDED_FILES__ === 'object'
    ? __WEATHER_WIDGETS_EMBEDDED_FILES__
    : { manifest: WORLD_MANIFEST };
