// Chooses which of a place's GeoNames alternate names the gazetteer keeps.
//
// GeoNames lists every spelling in every script (5.8 MB for our places). Search is typed on
// Latin keyboards, so we keep Latin-script names only, only for places big enough to have
// well-known exonyms, and only spellings whose folded form adds something new (so "Koeln" is
// dropped for Köln: folding already finds it as "koeln").
import { foldedSpellings, foldText } from '../../sources/embedded/gazetteer/fold-text.ts';
import type { GeoNamesPlace } from './read-geonames.ts';

/** Places smaller than this keep no alternate names (the 1.5 MB gzip budget allows about 9,000 places' worth). */
export const ALTERNATES_MIN_POPULATION = 50_000;

// A bound on the few capitals with hundreds of spellings; GeoNames lists them alphabetically,
// so a tighter cap would drop names by their initial (Peking comes late for Beijing).
const MAX_ALTERNATES_PER_PLACE = 60;

const MAX_NAME_LENGTH = 40;
const LATIN_NAME = /^[\p{Script=Latin}\p{M}' ’ʻ.()-]+$/u;
// Airport and other all-capital codes (MUC, LAX).
const SHORT_CODE = /^[A-Z]{2,4}$/;
// Place names start with a capital; lowercase entries are loose romanisations ("fyyna").
const STARTS_CAPITALISED = /^\p{Lu}/u;
// Tagalog "city of …" forms duplicate the name they wrap.
const CITY_OF_PREFIX = /^Lungsod ng /;

function isKeepable(name: string): boolean {
  return (
    name.length > 1 &&
    name.length <= MAX_NAME_LENGTH &&
    LATIN_NAME.test(name) &&
    STARTS_CAPITALISED.test(name) &&
    !SHORT_CODE.test(name) &&
    !CITY_OF_PREFIX.test(name)
  );
}

/** The Latin-script alternate names worth indexing for one place. */
export function selectAlternateNames(place: GeoNamesPlace): string[] {
  if (place.population < ALTERNATES_MIN_POPULATION) return [];
  const seen = new Set(foldedSpellings(place.name));
  const kept: string[] = [];
  for (const name of [place.asciiName, ...place.alternateNames]) {
    if (kept.length >= MAX_ALTERNATES_PER_PLACE) break;
    const trimmed = name.trim();
    if (!isKeepable(trimmed) || seen.has(foldText(trimmed))) continue;
    for (const spelling of foldedSpellings(trimmed)) seen.add(spelling);
    kept.push(trimmed);
  }
  return kept;
}
