// A language's names of the world's regions. A place keeps its region's GeoNames (English) name
// in the world's chunks; a language's region chunks (listed in its file, language-names.ts) name
// the regions it names otherwise, one line per region, `DE<tab>Bavaria<tab>Bayern`, the countries
// in code order and cut into a few small chunks. A page reads the one chunk of the country it asks
// about, beside the language's name chunk, rather than every region's name.
import type { Location } from '../../../contract/records.ts';
import { chunkHolding } from './world-manifest.ts';
import type { LanguageNames } from './language-names.ts';

/** Country and GeoNames name → the region's name in the language. */
export type RegionNames = ReadonlyMap<string, string>;

const lookupKey = (iso2: string, english: string) => `${iso2}\t${english}`;

/** A chunk's text: one line per region, sorted, so the same names make the same bytes. */
export function encodeRegionNames(regions: readonly { iso2: string; english: string; name: string }[]): Uint8Array {
  const lines = regions.map(({ iso2, english, name }) => `${lookupKey(iso2, english)}\t${name}`);
  return new TextEncoder().encode(lines.sort().join('\n'));
}

/** Reads a chunk of region names (already checked against its hash); throws a RangeError on a line that is not one. */
export function parseRegionNames(bytes: Uint8Array): RegionNames {
  const names = new Map<string, string>();
  for (const line of new TextDecoder().decode(bytes).split('\n')) {
    if (line === '') continue;
    const [iso2 = '', english = '', name = '', ...rest] = line.split('\t');
    if (!/^[A-Z]{2}$/.test(iso2) || english === '' || name === '' || rest.length > 0)
      throw new RangeError(`embedded world: a region names chunk holds a line that is not "CC<tab>name<tab>name"`);
    names.set(lookupKey(iso2, english), name);
  }
  return names;
}

/** The chunk of a language's region names that holds country `iso2`'s, if the language names any. */
export function regionChunkFile(names: Pick<LanguageNames, 'regions'>, iso2: string): string | undefined {
  return iso2 === '' ? undefined : chunkHolding(names.regions, iso2);
}

/** `location` with its region as `regions` name it, where they do. */
export function withRegionIn(regions: RegionNames | undefined, location: Location): Location {
  const name = location.admin === '' ? undefined : regions?.get(lookupKey(location.iso2, location.admin));
  return name === undefined ? location : { ...location, admin: name };
}
