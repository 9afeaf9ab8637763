import type { Location } from '../../contract/records.ts';
import { joinParts } from '../shared/format.ts';
import { regionShown } from '../shared/place-region.ts';

// A region that repeats its place, or reads in another script, is left out (place-region.ts).
function parts(locale: string, location: Location): string[] {
  const admin = regionShown(locale, location);
  return [...(admin ? [admin] : []), ...(location.country ? [location.country] : [])];
}

/** What the input shows once a place is chosen, as the locale writes it: "Paris, Île-de-France, France". */
export function placeLabel(locale: string, location: Location): string {
  return joinParts(locale, [location.name, ...parts(locale, location)]);
}

/** The second line of an option: region and country ("Île-de-France, France"). */
export function placeDetail(locale: string, location: Location): string {
  return joinParts(locale, parts(locale, location));
}
