import type { Location } from '../../contract/records.ts';

// A region named like its place ("Tokyo, Tokyo") says nothing twice.
function parts(location: Location): string[] {
  const admin = location.admin && location.admin !== location.name ? [location.admin] : [];
  return [...admin, ...(location.country ? [location.country] : [])];
}

/** What the input shows once a place is chosen: "Paris, Île-de-France, France". */
export function placeLabel(location: Location): string {
  return [location.name, ...parts(location)].join(', ');
}

/** The second line of an option: region and country ("Île-de-France, France"). */
export function placeDetail(location: Location): string {
  return parts(location).join(', ');
}
