import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../../src/build/gazetteer/byte-writer.ts';
import {
  sampleTimeZoneCells,
  writeTimeZoneGrid,
  type TimeZoneCells,
} from '../../../../src/build/gazetteer/time-zone-grid.ts';
import { TIME_ZONE_GRID } from '../../../../src/sources/embedded/gazetteer/asset-format.ts';
import { ByteReader } from '../../../../src/sources/embedded/gazetteer/byte-reader.ts';
import { decodePlaceTable } from '../../../../src/sources/embedded/gazetteer/place-table.ts';
import { cellOf, TimeZoneGrid } from '../../../../src/sources/embedded/gazetteer/time-zone-grid.ts';
import { gazetteerBytes, loadGazetteer } from './load-gazetteer.ts';

const { rows: ROWS, columns: COLUMNS } = TIME_ZONE_GRID;
const gazetteer = loadGazetteer();
const packedGrid = decodePlaceTable(gazetteerBytes()).timeZoneGrid;

// Packs cells the way the asset does and decodes the two sections back.
function roundTrip(cells: TimeZoneCells): TimeZoneGrid {
  const out = new ByteWriter();
  writeTimeZoneGrid(out, cells);
  const reader = new ByteReader(out.toBytes());
  return TimeZoneGrid.decode(reader.section(), reader.section());
}

function packedSections(zones: string[], values: number[]): [Uint8Array, Uint8Array] {
  const out = new ByteWriter();
  out.lines(zones);
  out.varints(values);
  const reader = new ByteReader(out.toBytes());
  return [reader.section(), reader.section()];
}

function everyCellDiffering(grid: TimeZoneGrid, cells: TimeZoneCells): number[] {
  const differing: number[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      if (grid.zoneOfCell({ row, column }) !== cells[row * COLUMNS + column]) differing.push(row * COLUMNS + column);
    }
  }
  return differing;
}

// Mulberry32: the same coordinates on every run.
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const random = seededRandom(20_240_601);
const between = (low: number, high: number): number => low + random() * (high - low);
const REGIONS: Record<string, () => [number, number]> = {
  // Uniform over the sphere: mostly open sea.
  'the world': () => [(Math.asin(2 * random() - 1) * 180) / Math.PI, between(-180, 180)],
  Antarctica: () => [between(-90, -65), between(-180, 180)],
  'the Sahara': () => [between(18, 30), between(-10, 30)],
  Siberia: () => [between(60, 75), between(90, 140)],
  Greenland: () => [between(65, 80), between(-50, -25)],
  'the Canadian Arctic': () => [between(68, 80), between(-120, -75)],
};

/** Coordinates that no place names, drawn from `region`. */
function unnamedCoordinates(region: () => [number, number], count: number): [number, number][] {
  const found: [number, number][] = [];
  for (let tries = 0; found.length < count && tries < count * 200; tries += 1) {
    const [lat, lon] = region();
    if (gazetteer.nearest(lat, lon) === undefined) found.push([lat, lon]);
  }
  return found;
}

function isAcceptedByIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

describe('time zones of coordinates no place names', () => {
  // Measured: 180,000 such coordinates (30,000 per region) all agreed with tz-lookup.
  it.each(Object.keys(REGIONS))('agrees with tz-lookup in %s for at least 99 of 100 random coordinates', (name) => {
    const coordinates = unnamedCoordinates(REGIONS[name]!, 400);
    expect(coordinates.length).toBe(400);
    const disagreeing = coordinates.filter(([lat, lon]) => gazetteer.locate(lat, lon).timezone !== tzLookup(lat, lon));
    expect(disagreeing.length, JSON.stringify(disagreeing.slice(0, 5))).toBeLessThanOrEqual(4);
  });

  it.each([
    [35, -45, 'Etc/GMT+3'], // mid-Atlantic
    [-48.9, -123.4, 'Etc/GMT+8'], // South Pacific
    [-78.46, 106.84, 'Antarctica/Vostok'], // Vostok Station
    [21, 11, 'Africa/Niamey'], // Ténéré, Niger
    [68, 105, 'Asia/Krasnoyarsk'], // Central Siberian Plateau
    [72, -40, 'America/Nuuk'], // Greenland ice sheet
    [75, -100, 'America/Rankin_Inlet'], // Bathurst Island, Nunavut
  ])('gives (%d, %d) the zone %s', (lat, lon, zone) => {
    expect(gazetteer.nearest(lat, lon)).toBeUndefined();
    expect(gazetteer.locate(lat, lon).timezone).toBe(zone);
  });

  it('gives each pole one zone Intl accepts, whatever longitude comes with it', () => {
    for (const lat of [90, -90]) {
      const zones = new Set([-180, -90, 0, 45, 135, 180].map((lon) => gazetteer.locate(lat, lon).timezone));
      expect(zones.size, `lat ${lat}`).toBe(1);
      const [zone] = zones;
      expect(zone).toBe(tzLookup(lat, 0));
      expect(isAcceptedByIntl(zone!)).toBe(true);
    }
    expect(gazetteer.locate(90, 0).timezone).toBe('Etc/GMT');
    expect(gazetteer.locate(-90, 0).timezone).toBe('Antarctica/McMurdo');
  });

  it('puts the poles and the antimeridian inside the grid', () => {
    expect(cellOf(90, 180)).toEqual({ row: 0, column: COLUMNS / 2 });
    expect(cellOf(-90, -180)).toEqual({ row: ROWS - 1, column: COLUMNS / 2 });
    expect(cellOf(-30, 180)).toEqual({ row: Math.floor(ROWS * (120 / 180)), column: COLUMNS - 1 });
    expect(cellOf(-30, -180).column).toBe(0);
  });
});

describe('the packed time-zone grid', () => {
  it('holds, cell for cell, what tz-lookup gives at each cell centre', () => {
    const cells = sampleTimeZoneCells();
    expect(everyCellDiffering(packedGrid, cells)).toEqual([]);
    expect(packedGrid.zones.length).toBeGreaterThan(300);
  });

  it('uses only zones Intl accepts', () => {
    expect(packedGrid.zones.filter((zone) => !isAcceptedByIntl(zone))).toEqual([]);
  });

  it('round-trips a grid of one zone and one whose zone changes at every cell', () => {
    const uniform = Array.from({ length: ROWS * COLUMNS }, () => 'Etc/UTC');
    expect(everyCellDiffering(roundTrip(uniform), uniform)).toEqual([]);
    const striped = Array.from(
      { length: ROWS * COLUMNS },
      (_, cell) => ['Etc/GMT+1', 'Etc/GMT-1', 'Europe/Paris'][cell % 3]!,
    );
    const decoded = roundTrip(striped);
    expect(everyCellDiffering(decoded, striped)).toEqual([]);
    expect([...decoded.zones].sort()).toEqual(['Etc/GMT+1', 'Etc/GMT-1', 'Europe/Paris']);
  });

  it('lists the zones most frequent first, ties by name', () => {
    const cells = Array.from({ length: ROWS * COLUMNS }, (_, cell) =>
      cell % COLUMNS < 3 ? ['Europe/Rome', 'Asia/Tokyo', 'Europe/Paris'][cell % COLUMNS]! : 'Etc/GMT',
    );
    expect(roundTrip(cells).zones).toEqual(['Etc/GMT', 'Asia/Tokyo', 'Europe/Paris', 'Europe/Rome']);
  });

  it('writes the same sections each time it packs the same grid', () => {
    const cells = Array.from({ length: ROWS * COLUMNS }, (_, cell) => (cell % 7 === 0 ? 'Europe/Paris' : 'Etc/UTC'));
    const out = new ByteWriter();
    writeTimeZoneGrid(out, cells);
    writeTimeZoneGrid(out, cells);
    const reader = new ByteReader(out.toBytes());
    const [first, second] = [
      TimeZoneGrid.decode(reader.section(), reader.section()),
      TimeZoneGrid.decode(reader.section(), reader.section()),
    ];
    expect(everyCellDiffering(first, cells)).toEqual([]);
    expect(everyCellDiffering(second, cells)).toEqual([]);
  });

  it('refuses a grid with the wrong number of cells', () => {
    expect(() => roundTrip(['Etc/UTC'])).toThrow(/cells/);
  });

  it('refuses sections whose runs do not tile the grid exactly', () => {
    const oneRunPerRow = Array.from({ length: ROWS }, () => COLUMNS);
    const zeros = Array.from({ length: ROWS }, () => 0);
    expect(() => TimeZoneGrid.decode(...packedSections(['Etc/UTC'], [ROWS, ...zeros, ...oneRunPerRow]))).not.toThrow();
    // A run that spills into the next row.
    expect(() =>
      TimeZoneGrid.decode(...packedSections(['Etc/UTC'], [ROWS, ...zeros, COLUMNS + 1, ...oneRunPerRow.slice(1)])),
    ).toThrow(RangeError);
    // A zone past the end of the zone table.
    expect(() =>
      TimeZoneGrid.decode(...packedSections(['Etc/UTC'], [ROWS, 1, ...zeros.slice(1), ...oneRunPerRow])),
    ).toThrow(/zone 1/);
    // One row short.
    expect(() =>
      TimeZoneGrid.decode(...packedSections(['Etc/UTC'], [ROWS, ...zeros, ...oneRunPerRow.slice(1)])),
    ).toThrow(RangeError);
  });
});
