// Shape and sanity checks of the precipitation normals and monthly records (station-precipitation.ts)
// against the station reference (station-normals.ts). A record that fails here is a misremembered
// value: fix it or drop that station's records, don't loosen these checks.
import { describe, expect, it } from 'vitest';
import { STATION_NORMALS } from '../../sources/embedded/climate/station-normals.ts';
import { STATION_PRECIPITATION, STATION_RECORDS } from '../../sources/embedded/climate/station-precipitation.ts';

const YEAR_RANGE = /\d{4}–\d{4}/;
const names = new Set(STATION_NORMALS.map((station) => station.name));

describe('station precipitation normals', () => {
  it('gives every reference station 12 non-negative finite monthly totals and a source with its period', () => {
    for (const station of STATION_NORMALS) {
      const entry = STATION_PRECIPITATION[station.name];
      expect(entry, station.name).toBeDefined();
      expect(entry!.precipMm, station.name).toHaveLength(12);
      for (const mm of entry!.precipMm) {
        expect(Number.isFinite(mm) && mm >= 0, `${station.name}: ${mm}`).toBe(true);
      }
      expect(entry!.source, station.name).toMatch(YEAR_RANGE);
      expect(['recalled', 'found'], station.name).toContain(entry!.status);
    }
  });

  it('names no station that is not in the reference', () => {
    for (const name of Object.keys(STATION_PRECIPITATION)) expect(names.has(name), name).toBe(true);
    expect(Object.keys(STATION_PRECIPITATION)).toHaveLength(STATION_NORMALS.length);
  });
});

describe('station monthly records', () => {
  it('names no station that is not in the reference', () => {
    for (const name of Object.keys(STATION_RECORDS)) expect(names.has(name), name).toBe(true);
  });

  it('has 12 highs above the mean daily maximum and 12 lows below the mean daily minimum of each month', () => {
    for (const station of STATION_NORMALS) {
      const records = STATION_RECORDS[station.name];
      if (!records) continue;
      expect(records.recordHigh, station.name).toHaveLength(12);
      expect(records.recordLow, station.name).toHaveLength(12);
      expect(records.source, station.name).toMatch(YEAR_RANGE);
      expect(['recalled', 'found'], station.name).toContain(records.status);
      for (let m = 0; m < 12; m++) {
        const high = records.recordHigh[m]!;
        const low = records.recordLow[m]!;
        expect(Number.isFinite(high) && Number.isFinite(low), `${station.name} month ${m + 1}`).toBe(true);
        expect(high, `${station.name} record high, month ${m + 1}`).toBeGreaterThan(station.tmax[m]!);
        expect(low, `${station.name} record low, month ${m + 1}`).toBeLessThan(station.tmin[m]!);
      }
    }
  });
});
