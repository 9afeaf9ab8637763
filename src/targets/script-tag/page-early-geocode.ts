// On a site whose widgets read its own weather server (the contract source), a forecast or a
// climate chart for a named place first asks the upstream where the place is. The script asks
// for that answer as it runs, beside the worker's first files, rather than after the worker has
// started: the upstream lets a place's coordinates be kept (Cache-Control), and the worker's
// contract source asks for the same URL, which the browser then answers from its HTTP cache.
import { resolveLocale } from '../../components/shared/locale.ts';
import { placeLanguage } from '../../components/shared/place-language.ts';
import type { ResolvedConfig } from '../../protocol/config.ts';
import { operationUrl } from '../../sources/contract/contract-endpoint.ts';
import { geocodeParameters, withKey } from '../../sources/contract/contract-request.ts';

// The elements that ask the service for a place by its name (a search's target asks only once chosen).
const NAMING = 'weather-forecast[place],weather-climate[place]';

/** The geocode URLs the worker will ask the contract upstream for, one per place the page's elements name. */
export function earlyGeocodeUrls(root: ParentNode, config: ResolvedConfig, siteLocale: string | undefined): string[] {
  if (config.source !== 'contract' || config.baseUrl === undefined) return [];
  // The worker's contract source checks the base URL and says what is wrong with it.
  let base: URL;
  try {
    base = new URL(config.baseUrl);
  } catch {
    return [];
  }
  const urls = new Set<string>();
  for (const element of root.querySelectorAll(NAMING)) {
    const place = element.getAttribute('place')!;
    if (place.trim() === '') continue;
    const language = placeLanguage(resolveLocale(element, element.getAttribute('locale'), siteLocale));
    urls.add(operationUrl(base, 'geocode', withKey(geocodeParameters(place, 1, language), config.apiKey)).href);
  }
  return [...urls];
}
