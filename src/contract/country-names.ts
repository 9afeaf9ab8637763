// Country names from Intl, so that no data file carries them. The DisplayNames object is built
// on first use: a worker that never names a country never pays for it.
let regionNames: Intl.DisplayNames | undefined;

/** The English name of an ISO 3166-1 alpha-2 country, or undefined for a code Intl rejects. */
export function englishCountryName(iso2: string): string | undefined {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return regionNames.of(iso2);
  } catch {
    return undefined;
  }
}
