// Figures for the embedded world: asset sizes, time to be ready, search and forecast speed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBEDDED_ASSETS } from '../../src/sources/embedded/assets.ts';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import { decodeGazetteer } from '../../src/sources/embedded/gazetteer/index.ts';
import { generateWeather } from '../../src/sources/embedded/weather/index.ts';
import { describeTimes, timeEach } from './stats.ts';

// What people type: whole names, prefixes as they type, other spellings, qualifiers.
const QUERIES = [
  'london', 'lon', 'paris', 'par', 'new york', 'new y', 'york', 'tokyo', 'sao paulo', 'são p', 'munich',
  'münchen', 'muenchen', 'cologne', 'koln', 'kyiv', 'kiev', 'peking', 'beijing', 'wien', 'geneva',
  'springfield, illinois', 'springfield, il', 'paris, us', 'london, canada', 'san', 'santa', 'st',
  'saint petersburg', 'mexico', 'rio de janeiro', 'rio', 'buenos aires', 'cairo', 'lagos', 'nairobi',
  'sydney', 'melbourne', 'auckland', 'reykjavik', 'zurich', 'zürich', 'krakow', 'kraków', 'lodz',
  'łódź', 'malmo', 'göteborg', 'gothenburg', 'ho chi minh', 'hanoi', 'delhi', 'mumbai', 'bombay',
  'bangalore', 'karachi', 'istanbul', 'ankara', 'tehran', 'baghdad', 'riyadh', 'dubai', 'moscow',
  'novosibirsk', 'vladivostok', 'anchorage', 'honolulu', 'lima', 'bogota', 'quito', 'la paz',
  'santiago', 'montevideo', 'havana', 'kingston', 'toronto', 'vancouver', 'montreal', 'chicago',
  'houston', 'phoenix', 'denver', 'seattle', 'boston', 'miami', 'atlanta', 'dallas', 'b', 'm', 'sa',
];

function sizes(file: string): string {
  const bytes = readFileSync(file);
  return `${(bytes.length / 1024).toFixed(0)} KB raw, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(0)} KB gzip`;
}

export function benchEmbeddedWorld(dataDir = resolve('.data')): void {
  const gazetteerFile = resolve(dataDir, EMBEDDED_ASSETS.gazetteer);
  const climateFile = resolve(dataDir, EMBEDDED_ASSETS.climate);
  const gazetteerBytes = new Uint8Array(readFileSync(gazetteerFile));
  const climateBytes = new Uint8Array(readFileSync(climateFile));

  console.log('embedded world');
  console.log(`  gazetteer asset: ${sizes(gazetteerFile)} (budget 1536 KB gzip)`);
  console.log(`  climate asset:   ${sizes(climateFile)}`);

  const gazetteerLoads = timeEach(5, () => decodeGazetteer(gazetteerBytes), 1);
  console.log(`  gazetteer ready after the bytes arrive: ${describeTimes(gazetteerLoads, 0)} (budget 300 ms)`);
  const climateLoads = timeEach(5, () => decodeClimateGrid(climateBytes), 1);
  console.log(`  climate grid ready: ${describeTimes(climateLoads, 1)}`);

  const gazetteer = decodeGazetteer(gazetteerBytes);
  const grid = decodeClimateGrid(climateBytes);
  console.log(`  places: ${gazetteer.size}`);

  const searches = timeEach(QUERIES.length * 20, (run) => gazetteer.search(QUERIES[run % QUERIES.length]!, 5));
  console.log(`  search (${QUERIES.length} realistic queries, limit 5): ${describeTimes(searches)} (budget p95 1 ms)`);
  const reverse = timeEach(2000, (run) => gazetteer.locate(((run * 37) % 170) - 85, ((run * 97) % 360) - 180));
  console.log(`  coordinates → place: ${describeTimes(reverse)}`);

  const cities = ['London', 'Singapore', 'Denver', 'Sydney', 'Longyearbyen', 'Cairo'].map((name) => {
    const { lat, lon, timezone } = gazetteer.search(name, 1)[0]!;
    const elevation = gazetteer.elevationAt(lat, lon);
    return { place: { lat, lon, elevation, timezone }, climate: grid.climateAt(lat, lon, elevation) };
  });
  // Each run asks a new hour, as a worker refreshing through the day does.
  const firstHour = Date.parse('2026-11-21T10:00:00Z');
  const forecasts = timeEach(1500, (run) => {
    const { place, climate } = cities[run % cities.length]!;
    generateWeather(place, climate, { now: firstHour + run * 3_600_000, hours: 168, days: 14 });
  }, 500);
  console.log(`  forecast, 14 days + 168 hours, one place: ${describeTimes(forecasts)} (budget 1 ms)`);
  const lookups = timeEach(1200, (run) => {
    const { place } = cities[run % cities.length]!;
    grid.climateAt(place.lat, place.lon, gazetteer.elevationAt(place.lat, place.lon));
  });
  console.log(`  + the place's elevation and climate: ${describeTimes(lookups)}`);
}
