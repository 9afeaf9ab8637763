// The optional ", qualifier" of a search ("Paris, US", "Springfield, Illinois", "London, Canada")
// narrows results by country or first-level region.
import { foldText } from './fold-text.ts';
import type { Region } from './place-table.ts';
import { COUNTRY_ALIASES } from '../../../contract/country-aliases.ts';
import { englishCountryName } from '../../../contract/country-names.ts';

const ALPHABETIC_CODE = /^[A-Z]+$/;

/** The English name of a country, from Intl (so the asset carries no country names). */
export function countryName(iso2: string): string {
  return englishCountryName(iso2) ?? iso2;
}

// True when `folded` begins one of the words of `text` (already folded): "korea" → "south korea".
function startsAWordOf(text: string, folded: string): boolean {
  return text.startsWith(folded) || text.includes(` ${folded}`);
}

/** Tests places against one folded qualifier, caching what it learns per country and region. */
export class Qualifier {
  readonly #countryVerdicts = new Map<string, boolean>();
  readonly #regionVerdicts = new Map<Region, boolean>();

  readonly #folded: string;

  constructor(folded: string) {
    this.#folded = folded;
  }

  /** Whether a place in `iso2` and `region` satisfies the qualifier. */
  accepts(iso2: string, region: Region | undefined): boolean {
    return this.#acceptsCountry(iso2) || (region !== undefined && this.#acceptsRegion(region));
  }

  #acceptsCountry(iso2: string): boolean {
    let verdict = this.#countryVerdicts.get(iso2);
    if (verdict === undefined) {
      verdict =
        iso2.toLowerCase() === this.#folded ||
        COUNTRY_ALIASES.get(this.#folded) === iso2 ||
        startsAWordOf(foldText(countryName(iso2)), this.#folded);
      this.#countryVerdicts.set(iso2, verdict);
    }
    return verdict;
  }

  #acceptsRegion(region: Region): boolean {
    let verdict = this.#regionVerdicts.get(region);
    if (verdict === undefined) {
      // Letter codes are the ones people write: US states ("IL"), Swiss cantons ("GE").
      const byCode = ALPHABETIC_CODE.test(region.code) && region.code.toLowerCase() === this.#folded;
      verdict = byCode || startsAWordOf(foldText(region.name), this.#folded);
      this.#regionVerdicts.set(region, verdict);
    }
    return verdict;
  }
}
