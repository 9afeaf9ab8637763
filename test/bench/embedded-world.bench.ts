// Figures for the embedded world: asset sizes, time to be ready, search and forecast speed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WORLD_MANIFEST } from '../../src/sources/embedded/assets.ts';
import { parseWorldManifest, type KeyedChunks } from '../../src/sources/embedded/world/world-manifest.ts';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import { decodeGazetteer } from '../../src/sources/embedded/gazetteer/index.ts';
import { generateWeather } from '../../src/sources/embedded/weather/index.ts';
import { ratio, writeFigure } from './bench-report.ts';
import { describeTimes, percentile, timeEach } from './stats.ts';

// What people type: whole names, prefixes as they type, other spellings, qualifiers.
const QUERIES = [
  'london',
  'lon',
  'paris',
  'par',
  'new york',
  'new y',
  'york',
  'tokyo',
  'sao paulo',
  'são p',
  'munich',
  'münchen',
  'muenchen',
  'cologne',
  'koln',
  'kyiv',
  'kiev',
  'peking',
  'beijing',
  'wien',
  'geneva',
  'springfield, illinois',
  'springfield, il',
  'paris, us',
  'london, canada',
  'san',
  'santa',
  'st',
  'saint petersburg',
  'mexico',
  'rio de janeiro',
  'rio',
  'buenos aires',
  'cairo',
  'lagos',
  'nairobi',
  'sydney',
  'melbourne',
  'auckland',
  'reykjavik',
  'zurich',
  'zürich',
  'krakow',
  'kraków',
  'lodz',
  'łódź',
  'malmo',
  'göteborg',
  'gothenburg',
  'ho chi minh',
  'hanoi',
  'delhi',
  'mumbai',
  'bombay',
  'bangalore',
  'karachi',
  'istanbul',
  'ankara',
  'tehran',
  'baghdad',
  'riyadh',
  'dubai',
  'moscow',
  'novosibirsk',
  'vladivostok',
  'anchorage',
  'honolulu',
  'lima',
  'bogota',
  'quito',
  'la paz',
  'santiago',
  'montevideo',
  'havana',
  'kingston',
  'toronto',
  'vancouver',
  'montreal',
  'chicago',
  'houston',
  'phoenix',
  'denver',
  'seattle',
  'boston',
  'miami',
  'atlanta',
  'dallas',
  'b',
  'm',
  'sa',
];

const ms = (value: number) => `${value.toFixed(3)} ms`;

function sizes(file: string): string {
  const bytes = readFileSync(file);
  return `${(bytes.length / 1024).toFixed(0)} KB raw, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(0)} KB gzip`;
}

// The chunks' count, gzipped total and largest, and how long the largest takes to decode.
function chunkFigures(dataDir: string, what: string, files: string[], decode: (bytes: Uint8Array) => unknown): void {
  const gzip = files.map((file) => gzipSync(readFileSync(resolve(dataDir, file)), { level: 9 }).length);
  const largest = files[gzip.indexOf(Math.max(...gzip))]!;
  const bytes = new Uint8Array(readFileSync(resolve(dataDir, largest)));
  const decodes = timeEach(5, () => decode(bytes), 1);
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  console.log(
    `  ${what}: ${files.length} files, ${kb(gzip.reduce((sum, value) => sum + value, 0))} gzip in all, the largest ${kb(Math.max(...gzip))}, decoded in ${describeTimes(decodes, 1)}`,
  );
}

export function benchEmbeddedWorld(dataDir = resolve('.data')): void {
  const gazetteerFile = resolve(dataDir, 'gazetteer.bin');
  const climateFile = resolve(dataDir, 'climate.bin');
  const gazetteerBytes = new Uint8Array(readFileSync(gazetteerFile));
  const climateBytes = new Uint8Array(readFileSync(climateFile));
  const manifest = parseWorldManifest(new Uint8Array(readFileSync(resolve(dataDir, WORLD_MANIFEST))));
  const files = (chunks: KeyedChunks) => chunks.files;

  console.log("embedded world (the whole files are the build's input; the chunks are what ships)");
  console.log(`  whole gazetteer: ${sizes(gazetteerFile)}; whole climate grid: ${sizes(climateFile)}`);
  console.log(`  manifest: ${sizes(resolve(dataDir, WORLD_MANIFEST))}`);
  chunkFigures(dataDir, 'name chunks', files(manifest.names.chunks), (bytes) => decodeGazetteer(bytes));
  chunkFigures(dataDir, 'major-place chunks', files(manifest.names.major), (bytes) => decodeGazetteer(bytes));
  chunkFigures(dataDir, 'one-letter chunks', files(manifest.names.initials), (bytes) => decodeGazetteer(bytes));
  chunkFigures(dataDir, 'spatial tiles', manifest.tiles.files, (bytes) =>
    decodeGazetteer(bytes).prepareReverseGeocoding(),
  );
  chunkFigures(dataDir, 'climate tiles', manifest.climate.files, (bytes) => decodeClimateGrid(bytes));

  const gazetteerLoads = timeEach(5, () => decodeGazetteer(gazetteerBytes), 1);
  console.log(
    `  the whole gazetteer, for comparison, ready after its bytes arrive: ${describeTimes(gazetteerLoads, 0)}`,
  );
  const climateLoads = timeEach(5, () => decodeClimateGrid(climateBytes), 1);
  console.log(`  climate grid ready: ${describeTimes(climateLoads, 1)}`);

  const gazetteer = decodeGazetteer(gazetteerBytes);
  const grid = decodeClimateGrid(climateBytes);
  console.log(`  places: ${gazetteer.size}`);

  const searches = timeEach(QUERIES.length * 20, (run) => gazetteer.search(QUERIES[run % QUERIES.length]!, 5));
  console.log(`  search (${QUERIES.length} realistic queries, limit 5): ${describeTimes(searches)} (budget p95 1 ms)`);
  writeFigure('forecast', 'searchP95', ms(percentile(searches, 95)), `p50 ${ms(percentile(searches, 50))}`);
  const reverse = timeEach(2000, (run) => gazetteer.locate(((run * 37) % 170) - 85, ((run * 97) % 360) - 180));
  console.log(`  coordinates → place: ${describeTimes(reverse)}`);
  writeFigure('forecast', 'reverseP95', ms(percentile(reverse, 95)), `p50 ${ms(percentile(reverse, 50))}`);

  const cities = ['London', 'Singapore', 'Denver', 'Sydney', 'Longyearbyen', 'Cairo'].map((name) => {
    const { lat, lon, timezone } = gazetteer.search(name, 1)[0]!;
    const elevation = gazetteer.elevationAt(lat, lon);
    return { place: { lat, lon, elevation, timezone }, climate: grid.climateAt(lat, lon, elevation) };
  });
  // Each run asks a new hour, as a worker refreshing through the day does.
  const firstHour = Date.parse('2026-11-21T10:00:00Z');
  const forecasts = timeEach(
    1500,
    (run) => {
      const { place, climate } = cities[run % cities.length]!;
      generateWeather(place, climate, { now: firstHour + run * 3_600_000, hours: 168, days: 14 });
    },
    500,
  );
  // The same run's baseline: parsing the forecast's JSON, as every page does with an answer, is
  // plain V8 work of about the same size, and moves with the machine's speed and load as the
  // forecast does.
  const replies = cities.map(({ place, climate }) =>
    JSON.stringify(generateWeather(place, climate, { now: firstHour, hours: 168, days: 14 })),
  );
  const parses = timeEach(1500, (run) => JSON.parse(replies[run % replies.length]!), 500);
  console.log(`  forecast, 14 days + 168 hours, one place: ${describeTimes(forecasts)} (budget p50 0.5 ms)`);
  console.log(`    the same run's baseline, JSON.parse of such a forecast: ${describeTimes(parses)}`);
  const parseP50 = percentile(parses, 50);
  writeFigure(
    'forecast',
    'forecastP50',
    ms(percentile(forecasts, 50)),
    `JSON.parse of the forecast ${ms(parseP50)}: ${ratio(percentile(forecasts, 50), parseP50)}`,
  );
  writeFigure(
    'forecast',
    'forecastP95',
    ms(percentile(forecasts, 95)),
    `JSON.parse ${ms(percentile(parses, 95))}: ${ratio(percentile(forecasts, 95), percentile(parses, 95))}`,
  );
  const lookups = timeEach(1200, (run) => {
    const { place } = cities[run % cities.length]!;
    grid.climateAt(place.lat, place.lon, gazetteer.elevationAt(place.lat, place.lon));
  });
  console.log(`  + the place's elevation and climate: ${describeTimes(lookups)}`);
}
