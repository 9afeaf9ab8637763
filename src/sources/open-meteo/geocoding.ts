// Place search over Open-Meteo's geocoding API (/v1/search), mapped to the contract's Location.
import * as z from 'zod/mini';
import type { Location } from '../../contract/records.ts';
import { apiUrl } from './fetch-json.ts';
import { parseQualifiedQuery, rankByQualifier } from './qualifier.ts';
import { isKnownTimeZone } from '../../contract/time-zones.ts';
import { countryNameIn } from '../../contract/country-names.ts';
import { DEFAULT_LANGUAGE } from '../../contract/place-language.ts';
import type { UpstreamGet } from './upstream-client.ts';

const API = 'Open-Meteo geocoding';
/** The most results Open-Meteo's `count` allows. */
export const MAX_COUNT = 100;

const ResultSchema = z.object({
  name: z.string(),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  // Open-Meteo omits the fields it does not know (see its "missing fields" answers).
  country_code: z.optional(z.string()),
  country: z.optional(z.string()),
  admin1: z.optional(z.string()),
  timezone: z.optional(z.string()),
});
type SearchResult = z.infer<typeof ResultSchema>;

// No `results` key at all when nothing matches.
const SearchSchema = z.object({ results: z.optional(z.array(ResultSchema)) });

const ISO2 = /^[A-Za-z]{2}$/;

/**
 * Places matching `query` (an optional `, qualifier` narrows by country or region), at most
 * `limit`, named in `language` (a canonical tag) where Open-Meteo has the names in it.
 */
export async function searchPlaces(
  get: UpstreamGet,
  baseUrl: string,
  query: string,
  limit: number,
  language: string = DEFAULT_LANGUAGE,
): Promise<Location[]> {
  if (typeof query !== 'string') throw new TypeError('query must be a string');
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const { name, qualifier } = parseQualifiedQuery(query);
  if (name === '') return [];
  // Open-Meteo does not understand qualifiers: ask for as many as it gives and narrow here.
  const count = qualifier === undefined ? Math.min(limit, MAX_COUNT) : MAX_COUNT;
  // Open-Meteo takes a lower-cased language code and no script or region: "zh", not "zh-Hant".
  const url = apiUrl(baseUrl, '/v1/search', {
    name,
    count: String(count),
    language: new Intl.Locale(language).language,
    format: 'json',
  });
  const { results = [] } = await get(API, url, SearchSchema);
  const places = results.flatMap((result) => toLocation(result, language));
  return (qualifier === undefined ? places : rankByQualifier(places, qualifier)).slice(0, limit);
}

function toLocation(result: SearchResult, language: string): Location[] {
  // A place without a time zone cannot carry weather in local days: leave it out.
  if (result.timezone === undefined || !isKnownTimeZone(result.timezone)) return [];
  const iso2 =
    result.country_code !== undefined && ISO2.test(result.country_code) ? result.country_code.toUpperCase() : '';
  return [
    {
      lat: result.latitude,
      lon: result.longitude,
      name: result.name,
      admin: result.admin1 ?? '',
      // Intl names the country in the page's own language and region (pt-PT, zh-Hant), as the embedded world does.
      country: (iso2 ? countryNameIn(language, iso2) : undefined) ?? result.country ?? '',
      iso2,
      timezone: result.timezone,
    },
  ];
}
