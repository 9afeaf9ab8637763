// Search answers in the shape of Open-Meteo's /v1/search (written for these tests; fields that
// Open-Meteo omits when it does not know them are omitted here too).
import type { Reply } from './fixture-server.ts';

type SearchResult = Record<string, unknown>;

const BERLIN_ADMIN = {
  country_code: 'DE',
  country_id: 2921044,
  country: 'Germany',
  admin1: 'Land Berlin',
  admin1_id: 2950157,
};

function place(
  id: number,
  name: string,
  latitude: number,
  longitude: number,
  timezone: string | undefined,
  extra: SearchResult,
): SearchResult {
  return {
    id,
    name,
    latitude,
    longitude,
    elevation: 40,
    feature_code: 'PPL',
    ...extra,
    ...(timezone ? { timezone } : {}),
    population: 1000,
  };
}

// GeoNames ids → names in a language, as Open-Meteo answers with `language`.
const TRANSLATIONS: Record<string, Record<number, string>> = { it: { 2950159: 'Berlino', 2921044: 'Germania' } };

export const SEARCHES: Record<string, SearchResult[]> = {
  berlin: [
    place(2950159, 'Berlin', 52.52437, 13.41053, 'Europe/Berlin', { feature_code: 'PPLC', ...BERLIN_ADMIN }),
    place(5083330, 'Berlin', 44.46867, -71.18508, 'America/New_York', {
      country_code: 'US',
      country: 'United States',
      admin1: 'New Hampshire',
    }),
    place(4500771, 'Berlin', 39.79123, -74.92905, 'America/New_York', {
      country_code: 'US',
      country: 'United States',
      admin1: 'New Jersey',
    }),
  ],
  san: [
    place(3621849, 'San José', 9.93333, -84.08333, 'America/Costa_Rica', {
      country_code: 'CR',
      country: 'Costa Rica',
      admin1: 'San José',
    }),
    place(3168070, 'San Severo', 41.68974, 15.37604, 'Europe/Rome', {
      country_code: 'IT',
      country: 'Italy',
      admin1: 'Apulia',
    }),
    place(3617154, 'San', 13.30361, -4.89556, 'Africa/Bamako', {
      country_code: 'ML',
      country: 'Mali',
      admin1: 'Ségou',
    }),
  ],
  paris: [
    place(2988507, 'Paris', 48.85341, 2.3488, 'Europe/Paris', {
      country_code: 'FR',
      country: 'France',
      admin1: 'Île-de-France',
    }),
    place(4717560, 'Paris', 33.66094, -95.55551, 'America/Chicago', {
      country_code: 'US',
      country: 'United States',
      admin1: 'Texas',
    }),
    place(4647963, 'Paris', 36.302, -88.32671, 'America/Chicago', {
      country_code: 'US',
      country: 'United States',
      admin1: 'Tennessee',
    }),
    place(3441575, 'Paris', -34.52, -56.28, 'America/Montevideo', {
      country_code: 'UY',
      country: 'Uruguay',
      admin1: 'Canelones',
    }),
    place(6942553, 'Paris', 43.2, -80.38333, 'America/Toronto', {
      country_code: 'CA',
      country: 'Canada',
      admin1: 'Ontario',
    }),
  ],
  springfield: [
    place(4409896, 'Springfield', 37.21533, -93.29824, 'America/Chicago', {
      country_code: 'US',
      country: 'United States',
      admin1: 'Missouri',
    }),
    place(4951788, 'Springfield', 42.10148, -72.58981, 'America/New_York', {
      country_code: 'US',
      country: 'United States',
      admin1: 'Massachusetts',
    }),
    place(4250542, 'Springfield', 39.80172, -89.64371, 'America/Chicago', {
      country_code: 'US',
      country: 'United States',
      admin1: 'Illinois',
    }),
  ],
  // Places Open-Meteo knows only partly: no country name, no region, no time zone.
  île: [
    place(1546314, 'Île MacMurdo', -48.89824, 69.41539, 'Indian/Kerguelen', {
      feature_code: 'ISL',
      country_code: 'tf',
    }),
    place(6255152, 'Île Sans Pays', -78.15856, 16.40626, 'Antarctica/Syowa', { feature_code: 'ISL' }),
    place(6255153, 'Île Sans Zone', 10, 10, undefined, { feature_code: 'ISL', country_code: 'NG', country: 'Nigeria' }),
  ],
  '<img src=x onerror=alert(1)>': [
    place(1, '<img src=x onerror=alert(1)>', 1.5, 2.5, 'Africa/Lagos', {
      country_code: 'NG',
      country: '"><script>alert(2)</script>',
      admin1: '__proto__',
      // An own "__proto__" key, as JSON.parse would read it from a hostile answer.
      ...(JSON.parse(
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
      ) as SearchResult),
    }),
  ],
};

/** Answers /v1/search like Open-Meteo: `count` results at most, no `results` key when none match. */
export function searchReply(url: URL): Reply {
  const count = Number(url.searchParams.get('count') ?? '10');
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    return { status: 400, body: { error: true, reason: 'Parameter count must be between 1 and 100.' } };
  }
  const results = SEARCHES[(url.searchParams.get('name') ?? '').toLowerCase()];
  if (!results) return { status: 200, body: { generationtime_ms: 0.21 } };
  // Open-Meteo translates names and countries it has in the language asked for.
  const translated = TRANSLATIONS[url.searchParams.get('language') ?? 'en'] ?? {};
  const inLanguage = results.map((result) => ({
    ...result,
    name: translated[result['id'] as number] ?? result['name'],
    country: translated[result['country_id'] as number] ?? result['country'],
  }));
  return { status: 200, body: { results: inLanguage.slice(0, count), generationtime_ms: 0.48 } };
}
