// tz-lookup is the reference the packed time-zone grid is sampled from (a devDependency; the worker no longer ships it).
import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { NEAREST_PLACE_RADIUS_KM } from '../../../../src/sources/embedded/gazetteer/index.ts';
import { loadGazetteer } from './load-gazetteer.ts';

const gazetteer = loadGazetteer();

describe('gazetteer reverse geocoding', () => {
  it('names a city centre after that city', () => {
    expect(gazetteer.locate(48.8566, 2.3522)).toMatchObject({ name: 'Paris', iso2: 'FR', timezone: 'Europe/Paris' });
    expect(gazetteer.locate(-33.8688, 151.2093)).toMatchObject({ iso2: 'AU', timezone: 'Australia/Sydney' });
  });

  it('gives the nearest place with its distance and elevation', () => {
    const nearest = gazetteer.nearest(47.3769, 8.5417);
    expect(nearest?.location).toMatchObject({
      name: expect.stringMatching(/^Zürich/),
      iso2: 'CH',
      timezone: 'Europe/Zurich',
    });
    expect(nearest?.distanceKm).toBeLessThan(2);
    expect(nearest?.elevation).toBeGreaterThan(350);
    expect(nearest?.elevation).toBeLessThan(500);
  });

  it('names a point just off a coast after the coastal town', () => {
    // 5 km out to sea from Brighton, England.
    expect(gazetteer.locate(50.78, -0.14)).toMatchObject({ iso2: 'GB', timezone: 'Europe/London' });
  });

  it('labels open ocean with its coordinates and a nautical time zone', () => {
    const location = gazetteer.locate(35, -45);
    expect(location).toEqual({
      lat: 35,
      lon: -45,
      name: '35.00°N, 45.00°W',
      admin: '',
      country: '',
      iso2: '',
      timezone: 'Etc/GMT+3',
    });
    expect(gazetteer.nearest(35, -45)).toBeUndefined();
  });

  it('labels southern and eastern coordinates with S and E', () => {
    expect(gazetteer.locate(-40.5, 100.25).name).toBe('40.50°S, 100.25°E');
  });

  it('labels the North Pole as 90.00°N', () => {
    expect(gazetteer.locate(90, 0)).toMatchObject({ name: '90.00°N, 0.00°E', iso2: '', timezone: tzLookup(90, 0) });
  });

  it('labels the South Pole as 90.00°S with the zone Antarctic stations keep', () => {
    const pole = gazetteer.locate(-90, 45);
    expect(pole.name).toBe('90.00°S, 45.00°E');
    expect(pole.timezone).toBe(tzLookup(-90, 45));
    expect(() => new Intl.DateTimeFormat('en', { timeZone: pole.timezone })).not.toThrow();
  });

  it('finds Labasa, Fiji from Taveuni on either side of the antimeridian', () => {
    const east = gazetteer.nearest(-16.6, 179.99);
    const west = gazetteer.nearest(-16.45, -179.97);
    expect(east?.location).toMatchObject({ name: 'Labasa', iso2: 'FJ', timezone: 'Pacific/Fiji' });
    expect(west?.location).toMatchObject({ name: 'Labasa', iso2: 'FJ' });
    expect(west?.distanceKm).toBeLessThan(75);
  });

  it('finds Egvekinot, west of the antimeridian, from a point east of it', () => {
    const nearest = gazetteer.nearest(66.3, 179.9);
    expect(nearest?.location).toMatchObject({ name: 'Egvekinot', iso2: 'RU' });
    expect(nearest?.distanceKm).toBeLessThan(50);
  });

  it('accepts longitude -180 and 180 as the same meridian', () => {
    expect(gazetteer.locate(-16.8, 180).name).toBe(gazetteer.locate(-16.8, -180).name);
  });

  it('gives no nearest place beyond the radius', () => {
    // Middle of the South Pacific, thousands of kilometres from any town.
    expect(gazetteer.nearest(-48.9, -123.4)).toBeUndefined();
    expect(NEAREST_PLACE_RADIUS_KM).toBeGreaterThanOrEqual(50);
  });

  it('borrows elevation from a nearby place and uses sea level far from any', () => {
    expect(gazetteer.elevationAt(39.7392, -104.9903)).toBeGreaterThan(1500); // Denver
    expect(gazetteer.elevationAt(-48.9, -123.4)).toBe(0);
  });

  it.each([
    [91, 0, RangeError, /lat/],
    [-90.5, 0, RangeError, /lat/],
    [0, 180.01, RangeError, /lon/],
    [Number.NaN, 0, TypeError, /lat/],
    [0, Number.POSITIVE_INFINITY, RangeError, /lon/],
  ])('rejects lat %d, lon %d naming the argument', (lat, lon, error, message) => {
    expect(() => gazetteer.locate(lat, lon)).toThrow(error);
    expect(() => gazetteer.nearest(lat, lon)).toThrow(message);
    expect(() => gazetteer.elevationAt(lat, lon)).toThrow(message);
  });

  describe('naming the city rather than its districts', () => {
    it('names the centre of Barcelona Barcelona, not its Eixample district', () => {
      expect(gazetteer.locate(41.39, 2.17)).toMatchObject({ name: 'Barcelona', iso2: 'ES' });
      // Even standing on Eixample's own point.
      expect(gazetteer.locate(41.38896, 2.16179).name).toBe('Barcelona');
    });

    it('names the centre of Zürich Zürich, not "Zürich (Kreis 1) / Lindenhof"', () => {
      expect(gazetteer.locate(47.37188, 8.54036)).toMatchObject({ name: 'Zürich', admin: 'Zurich' });
    });

    it("names a district far from its city's centre after the city: Seebach, 6 km out, is Zürich", () => {
      expect(gazetteer.locate(47.4218, 8.5478).name).toBe('Zürich');
    });

    it('names Central Park, Manhattan, New York City, with the distance to the city', () => {
      const nearest = gazetteer.nearest(40.7831, -73.9712);
      expect(nearest?.location).toMatchObject({ name: 'New York City', admin: 'New York', iso2: 'US' });
      expect(nearest?.distanceKm).toBeGreaterThan(5);
      expect(nearest?.distanceKm).toBeLessThan(10);
    });

    it('keeps the name of a town across a regional border from the city: Hoboken, New Jersey', () => {
      expect(gazetteer.locate(40.744, -74.0324)).toMatchObject({ name: 'Hoboken', admin: 'New Jersey' });
    });

    it('names a point just off a city beach after the city, not its seaside district', () => {
      // 1 km out to sea from Barcelona's beaches, nearer La Barceloneta than the city's point.
      expect(gazetteer.locate(41.385, 2.2)).toMatchObject({ name: 'Barcelona', iso2: 'ES' });
    });

    it('names a countryside village after itself, even with a town a few kilometres away', () => {
      // Atting, Bavaria (1,700 people), 6.5 km from Straubing (45,000); probed 450 m north of its point.
      expect(gazetteer.locate(48.8981, 12.4878).name).toBe('Atting');
      // Heiligenblut, an Alpine village of 1,000 far from any town.
      expect(gazetteer.locate(47.045, 12.85).name).toBe('Heiligenblut');
    });

    it('still finds districts by name', () => {
      expect(gazetteer.search('eixample', 1)[0]).toMatchObject({ name: 'Eixample', iso2: 'ES' });
      expect(gazetteer.search('lindenhof, switzerland', 1)[0]?.name).toBe('Zürich (Kreis 1) / Lindenhof');
    });

    it('borrows elevation from the nearest place of any kind, districts included', () => {
      // Zürich's districts lie 400–450 m up; the lake shore is at 406 m.
      expect(gazetteer.elevationAt(47.37188, 8.54036)).toBeGreaterThan(380);
      expect(gazetteer.elevationAt(47.37188, 8.54036)).toBeLessThan(500);
    });
  });
});
