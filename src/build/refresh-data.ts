// `npm run data:refresh [-- --out DIR] [climate] [names]`: regenerates the derived inputs
// committed in data/ from the raw sources, the slow way the build once took on every clone:
// - climate.bin.gz from the observed-climate data pack (../shared/data/climate or
//   WEATHER_CLIMATE_DIR, checked against its PROVENANCE.md);
// - place-names.tsv from libgeonames-common's catalogs (WEATHER_GEONAMES_LOCALE_DIR, the system's
//   copy, or apt-get download into .data/);
// - region-names.tsv from the iso3166-2-db package (WEATHER_REGION_SOURCE_FILE, or npm pack into
//   .data/) and Debian's iso-codes (WEATHER_ISO_CODES_ROOT, the system's copy, or apt-get download).
// The same sources give the same bytes, so a refresh that changes nothing shows no diff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { packObservedClimate } from './climate/refresh-climate.ts';
import { COMMITTED_DATA_DIR, COMMITTED_FILES, committedFile } from './committed/committed-data.ts';
import { deterministicGzip } from './committed/deterministic-gzip.ts';
import { encodeNamesFile, REGION_IDS } from './languages/names-file.ts';
import { obtainCatalogs } from './languages/obtain-catalogs.ts';
import { gazetteerNamesByLanguage } from './languages/refresh-names.ts';
import { ISO_CODES_CATALOGS, regionNamesByLanguage } from './languages/refresh-region-names.ts';
import { obtainIsoCodes, subdivisionNamesIn } from './languages/iso-codes-source.ts';
import { obtainRegionSource, readRegionSource } from './languages/region-source.ts';

const dataDir = () => resolve(process.env.WEATHER_DATA_DIR ?? '.data');

const REFRESHERS: Record<keyof typeof COMMITTED_FILES, () => Promise<Uint8Array>> = {
  climate: async () => deterministicGzip(await packObservedClimate()),
  names: async () => new TextEncoder().encode(encodeNamesFile(gazetteerNamesByLanguage(obtainCatalogs(dataDir())))),
  regions: async () => {
    const isoCodes = obtainIsoCodes(dataDir());
    const names = regionNamesByLanguage(readRegionSource(obtainRegionSource(dataDir())), (language) =>
      subdivisionNamesIn(isoCodes, ISO_CODES_CATALOGS[language] ?? []),
    );
    return new TextEncoder().encode(encodeNamesFile(names, REGION_IDS));
  },
};

const USAGE = `usage: npm run data:refresh [-- --out DIR] [${Object.keys(REFRESHERS).join('] [')}]`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const unknown = positionals.filter((name) => !(name in REFRESHERS));
  if (unknown.length > 0) throw new Error(`data:refresh: unknown file kind(s) ${unknown.join(', ')}; ${USAGE}`);
  const out = values.out === undefined ? COMMITTED_DATA_DIR : resolve(values.out);
  mkdirSync(out, { recursive: true });
  const kinds = (positionals.length > 0 ? positionals : Object.keys(REFRESHERS)) as (keyof typeof COMMITTED_FILES)[];
  for (const kind of kinds) {
    const started = performance.now();
    const bytes = await REFRESHERS[kind]();
    writeFileSync(committedFile(kind, out), bytes);
    console.log(
      `data:refresh: wrote ${committedFile(kind, out)}: ${bytes.length} bytes, in ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause !== undefined) console.error(error.cause);
  process.exitCode = 1;
});
