import { describe, expect, it } from 'vitest';
import { packPlaces, type PackablePlace } from '../../../../src/build/gazetteer/pack-places.ts';
import { uniformTimeZoneCells } from '../../../../src/build/world/uniform-time-zones.ts';
import type { Location } from '../../../../src/contract/records.ts';
import { decodeGazetteer } from '../../../../src/sources/embedded/gazetteer/index.ts';
import { carriedRegionLine, withCarriedRegion } from '../../../../src/sources/embedded/world/region-lines.ts';

const munich: PackablePlace = {
  name: 'München',
  alternateNames: ['Munich'],
  lat: 48.137,
  lon: 11.575,
  isSection: false,
  iso2: 'DE',
  regionKey: 'DE.02',
  population: 1_260_391,
  elevation: 524,
  timeZone: 'Europe/Berlin',
};

// A language chunk as the build packs one: its own place, and a line naming a region of the world's.
const chunk = decodeGazetteer(
  packPlaces([munich], new Map([['DE.02', 'Bayern']]), uniformTimeZoneCells(), {
    searchOnly: true,
    regionLines: [
      carriedRegionLine('DE', 'Bavaria', 'Bayern'),
      carriedRegionLine('US', 'California', 'Kalifornien'),
      carriedRegionLine('DE', 'St. Gallen-like Name', 'Name'),
    ],
  }),
);

const place = (fields: Partial<Location>): Location => ({
  lat: 48.37,
  lon: 10.9,
  name: 'Augsburg',
  admin: 'Bavaria',
  country: 'Deutschland',
  iso2: 'DE',
  timezone: 'Europe/Berlin',
  ...fields,
});

describe("a language chunk's carried region names", () => {
  it('names a place of the world in its region’s name in the language', () => {
    expect(withCarriedRegion(chunk.regions, place({}))).toEqual(place({ admin: 'Bayern' }));
    expect(withCarriedRegion(chunk.regions, place({ iso2: 'US', admin: 'California', name: 'Fresno' })).admin).toBe(
      'Kalifornien',
    );
    expect(withCarriedRegion(chunk.regions, place({ admin: 'St. Gallen-like Name' })).admin).toBe('Name');
  });

  it('leaves a region the chunk does not carry, one of another country, and no region at all as they are', () => {
    expect(withCarriedRegion(chunk.regions, place({ admin: 'Hesse' })).admin).toBe('Hesse');
    expect(withCarriedRegion(chunk.regions, place({ iso2: 'AT', admin: 'Bavaria' })).admin).toBe('Bavaria');
    expect(withCarriedRegion(chunk.regions, place({ admin: '' })).admin).toBe('');
  });

  it('does not change the chunk’s own places: they still name their own region', () => {
    expect(chunk.search('München', 1)[0]).toMatchObject({ name: 'München', admin: 'Bayern' });
    expect(chunk.size).toBe(1);
  });

  it('does not take a place’s own region line ("Bayern") for a carried one', () => {
    expect(withCarriedRegion(chunk.regions, place({ admin: 'Bayern' })).admin).toBe('Bayern');
  });
});
