// Country names from Intl, so that no data file carries them. Each DisplayNames object is built
// on first use for its language: a worker that never names a country never pays for it.
const regionNames = new Map<string, Intl.DisplayNames>();

/** The name of an ISO 3166-1 alpha-2 country in a language (a canonical tag), or undefined for a code Intl rejects. */
export function countryNameIn(language: string, iso2: string): string | undefined {
  let names = regionNames.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(iso2);
  } catch {
    return undefined;
  }
}

/** The English name of an ISO 3166-1 alpha-2 country, or undefined for a code Intl rejects. */
export function englishCountryName(iso2: string): string | undefined {
  return countryNameIn('en', iso2);
}
