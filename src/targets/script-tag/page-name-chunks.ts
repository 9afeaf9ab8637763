// The name chunks that the page's forecasts and climate charts for a named place read first, and
// their pages of hashes: the script asks for them beside the worker's first files
// (page-warm-files.ts), a round trip before the worker's bootstrap could name them from the
// manifest. The worker's own fetches, which check every byte against the manifest's hashes,
// then read them from the HTTP cache.
import type { ResolvedConfig } from '../../protocol/config.ts';
import { decodeNameRoutes, placeFiles, type NameRoutes } from './name-routes.ts';

// Defined by the script's build from the world it ships (name-routes.ts); `undefined` in the
// search's own script, and absent elsewhere.
declare const __WEATHER_WIDGETS_NAME_ROUTES__: string | undefined;
const ENCODED = typeof __WEATHER_WIDGETS_NAME_ROUTES__ === 'string' ? __WEATHER_WIDGETS_NAME_ROUTES__ : undefined;

let routes: NameRoutes | undefined;

/**
 * The URLs of the name chunks, and their pages of hashes, that `elements` will read first for
 * their `place`, when the page reads the embedded world of the script's build.
 */
export function nameChunkUrls(elements: readonly Element[], config: ResolvedConfig): string[] {
  if (ENCODED === undefined || config.source !== 'embedded') return [];
  routes ??= decodeNameRoutes(ENCODED);
  const files = elements.flatMap((element) => {
    const place = element.getAttribute('place');
    return place === null ? [] : placeFiles(routes!, place);
  });
  return [...new Set(files)].map((file) => new URL(file, config.dataUrl).href);
}
