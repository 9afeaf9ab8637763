// A language's names of the world's regions, carried by its name chunks. A place of the world's
// keeps its region's GeoNames (English) name; the language's chunks that a search or a lookup of
// that place reads carry one extra line per region the language names otherwise, keyed by the
// country and the English name (`DE.=Bavaria` → `Bayern`), which no place of the chunk points to.
// So a region's name costs a line in the chunks that need it rather than a table every page reads.
import type { Location } from '../../../contract/records.ts';
import type { Region } from '../gazetteer/place-table.ts';
import { REGION_KEY_SEPARATOR } from '../gazetteer/asset-format.ts';

// Starts the code of a carried line: GeoNames' admin1 codes are letters and digits only.
const CARRIED = '=';

/** The chunk line that names the region `english` of country `iso2` as `name`. */
export function carriedRegionLine(iso2: string, english: string, name: string): string {
  return `${iso2}.${CARRIED}${english}${REGION_KEY_SEPARATOR}${name}`;
}

/** `location` with its region as `regions` (a language chunk's) name it, when they carry it. */
export function withCarriedRegion(regions: readonly Region[], location: Location): Location {
  if (location.admin === '') return location;
  const code = `${CARRIED}${location.admin}`;
  const carried = regions.find((region) => region.iso2 === location.iso2 && region.code === code);
  return carried === undefined ? location : { ...location, admin: carried.name };
}
