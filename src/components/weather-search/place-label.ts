import type { Location } from '../../contract/records.ts';
import { joinParts } from '../shared/format.ts';

// A region named like its place ("Tokyo, Tokyo") says nothing twice.
function parts(location: Location): string[] {
  const admin = location.admin && location.admin !== location.name ? [location.admin] : [];
  return [...admin, ...(location.country ? [location.country] : [])];
}

/** What the input shows once a place is chosen, as the locale writes it: "Paris, Île-de-France, France". */
export function placeLabel(locale: string, location: Location): string {
  return joinParts(locale, [location.name, ...parts(location)]);
}

/** The second line of an option: region and country ("Île-de-France, France"). */
export function placeDetail(locale: string, location: Location): string {
  return joinParts(locale, parts(location));
}
