// The gazetteer data asset: GeoNames places (population ≥ 1000), their current admin1 region,
// current IANA time zone and Latin-script alternate names, packed into gazetteer.bin with a grid
// of time zones for the coordinates no place names.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { DataAsset } from '../data-asset.ts';
import { selectAlternateNames } from './alternate-names.ts';
import { inSpatialOrder, packPlaces, type PackablePlace } from './pack-places.ts';
import { isSectionFeature } from './place-features.ts';
import { GEONAMES_FILE, readGeoNamesPlaces } from './read-geonames.ts';
import { ADMIN1_FILE, CURRENT_CITIES_FILE, resolveRegions } from './resolve-regions.ts';
import { sampleTimeZoneCells } from './time-zone-grid.ts';

// The time-zone grid is sampled from tz-lookup: a new release of it makes the asset stale.
const TZ_LOOKUP_FILE = createRequire(import.meta.url).resolve('@photostructure/tz-lookup');

const PACKER_FILES = [
  'gazetteer-asset.ts',
  'read-geonames.ts',
  'resolve-regions.ts',
  'alternate-names.ts',
  'place-features.ts',
  'legacy-time-zones.ts',
  'pack-places.ts',
  'byte-writer.ts',
  'time-zone-grid.ts',
  '../../sources/embedded/gazetteer/asset-format.ts',
  '../../sources/embedded/gazetteer/time-zone-grid.ts',
  '../../sources/embedded/gazetteer/fold-text.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Builds the packable places and reports how the regions were resolved. */
export function gatherPlaces(): {
  places: PackablePlace[];
  regionNames: Map<string, string>;
  regionFallbacks: number;
  regionMissing: number;
} {
  const raw = readGeoNamesPlaces();
  const regions = resolveRegions(raw);
  const places = raw.map((place, index) => ({
    name: place.name,
    alternateNames: selectAlternateNames(place),
    lat: place.lat,
    lon: place.lon,
    isSection: isSectionFeature(place.featureCode),
    iso2: place.iso2,
    regionKey: regions.keys[index],
    population: place.population,
    elevation: place.elevation,
    timeZone: place.timeZone,
  }));
  return {
    places,
    regionNames: regions.names,
    regionFallbacks: regions.fallbackCount,
    regionMissing: regions.missingCount,
  };
}

/** gazetteer.bin: see src/sources/embedded/gazetteer/asset-format.ts for the layout. */
export const gazetteerAsset: DataAsset = {
  fileName: 'gazetteer.bin',
  inputs: [GEONAMES_FILE, ADMIN1_FILE, CURRENT_CITIES_FILE, TZ_LOOKUP_FILE, ...PACKER_FILES],
  pack() {
    const { places, regionNames } = gatherPlaces();
    return packPlaces(inSpatialOrder(places), regionNames, sampleTimeZoneCells());
  },
};
