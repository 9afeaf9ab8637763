// Which GeoNames feature codes mark places that should never name a coordinate.
//
// GeoNames lists the districts and neighbourhoods of many cities as populated places of their
// own (feature code PPLX, "section of populated place": Eixample in Barcelona, Zürich's Kreise,
// New York's neighbourhoods), plus places that no longer exist as such. Search still finds them
// by name; reverse geocoding names the city around them instead (see naming-rule.ts).
const SECTION_FEATURES = new Set([
  'PPLX', // section of a populated place
  'PPLH', // historical populated place
  'PPLQ', // abandoned populated place
  'PPLW', // destroyed populated place
  'PPLCH', // historical capital
]);

/** Whether a place of this feature code is a section or a place of the past. */
export function isSectionFeature(featureCode: string): boolean {
  return SECTION_FEATURES.has(featureCode);
}
