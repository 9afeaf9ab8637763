import { describe, expect, it } from 'vitest';
import { currentTimeZone, LEGACY_TIME_ZONES } from '../../../src/build/gazetteer/legacy-time-zones.ts';
import { readGeoNamesPlaces } from '../../../src/build/gazetteer/read-geonames.ts';
import { loadGazetteer } from '../../sources/embedded/gazetteer/load-gazetteer.ts';

const gazetteer = loadGazetteer();
const places = readGeoNamesPlaces();

function isAcceptedByIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

describe('gazetteer time zones', () => {
  it('uses only zones that Intl accepts, in Region/City form', () => {
    const zones = new Set(places.map((place) => place.timeZone));
    expect(zones.size).toBeGreaterThan(300);
    expect([...zones].filter((zone) => !isAcceptedByIntl(zone))).toEqual([]);
    expect([...zones].filter((zone) => !/^[A-Z][A-Za-z_-]+\/[A-Za-z_/+-]+$/.test(zone))).toEqual([]);
  });

  it('maps every legacy alias to a current zone that Intl accepts', () => {
    for (const [legacy, current] of LEGACY_TIME_ZONES) {
      expect(isAcceptedByIntl(current), `${legacy} → ${current}`).toBe(true);
      expect(LEGACY_TIME_ZONES.has(current), `${current} is itself an alias`).toBe(false);
    }
  });

  it('keeps no legacy alias in the packed places', () => {
    const zones = new Set(places.map((place) => place.timeZone));
    expect([...LEGACY_TIME_ZONES.keys()].filter((legacy) => zones.has(legacy))).toEqual([]);
  });

  it('gives Kyiv and Uzhhorod the zone Europe/Kyiv, not Europe/Kiev or Europe/Uzhgorod', () => {
    expect(gazetteer.search('kyiv', 1)[0]?.timezone).toBe('Europe/Kyiv');
    expect(gazetteer.search('uzhhorod', 1)[0]).toMatchObject({ iso2: 'UA', timezone: 'Europe/Kyiv' });
    expect(gazetteer.search('zaporizhzhia', 1)[0]).toMatchObject({ iso2: 'UA', timezone: 'Europe/Kyiv' });
  });

  it('gives Nuuk the zone America/Nuuk, not America/Godthab', () => {
    expect(gazetteer.search('nuuk', 1)[0]).toMatchObject({ iso2: 'GL', timezone: 'America/Nuuk' });
  });

  it('keeps current IANA names that ICU happens to spell the old way', () => {
    expect(currentTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(gazetteer.search('mumbai', 1)[0]?.timezone).toBe('Asia/Kolkata');
    expect(gazetteer.search('ho chi minh city', 1)[0]?.timezone).toBe('Asia/Ho_Chi_Minh');
  });

  it('answers every place with a zone in which local time can be formatted', () => {
    for (const query of ['tokyo', 'sydney', 'reykjavik', 'honolulu', 'kathmandu', 'apia']) {
      const place = gazetteer.search(query, 1)[0];
      expect(place, query).toBeDefined();
      expect(new Intl.DateTimeFormat('en', { timeZone: place!.timezone, hour: 'numeric' }).format(0)).toMatch(/\d/);
    }
  });
});
