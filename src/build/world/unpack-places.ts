// The packed gazetteer's places as the packer takes them: the world's chunks and tiles are cut
// from gazetteer.bin itself, so they hold exactly the values the whole gazetteer answers with.
import type { PlaceTable } from '../../sources/embedded/gazetteer/place-table.ts';
import type { PackablePlace } from '../gazetteer/pack-places.ts';

/** Every place of the table, in its order, and the names of the regions they are in. */
export function unpackPlaces(table: PlaceTable): { places: PackablePlace[]; regionNames: Map<string, string> } {
  const regionNames = new Map<string, string>();
  const places: PackablePlace[] = [];
  for (let place = 0; place < table.count; place += 1) {
    const region = table.region(place);
    const regionKey = region === undefined ? undefined : `${region.iso2}.${region.code}`;
    if (region !== undefined) regionNames.set(regionKey!, region.name);
    const alternates = table.alternates.line(place);
    places.push({
      name: table.names.line(place),
      alternateNames: alternates === '' ? [] : alternates.split('\t'),
      lat: table.lat[place]!,
      lon: table.lon[place]!,
      isSection: table.isSection[place] === 1,
      iso2: table.iso2(place),
      regionKey,
      population: table.population[place]!,
      elevation: table.elevation[place]!,
      timeZone: table.timeZone(place),
    });
  }
  return { places, regionNames };
}
