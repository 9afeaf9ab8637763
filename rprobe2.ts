import { readFileSync } from 'node:fs';
import { decodeClimateGrid } from './src/sources/embedded/climate/index.ts';
import { generateWeather } from './src/sources/embedded/weather/index.ts';
import { normalsOnYearFraction } from './src/sources/embedded/weather/seasonal-normals.ts';
import { yearFractionAt } from './src/sources/embedded/weather/solar-day.ts';
import { STATION_NORMALS } from './test/sources/embedded/climate/station-normals.ts';
import { STATION_RECORDS } from './test/sources/embedded/climate/station-precipitation.ts';
const grid = decodeClimateGrid(new Uint8Array(readFileSync('.data/climate.bin')));
const solar = (lon: number) => { const h = Math.round(lon / 15); return h === 0 ? 'Etc/GMT' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`; };
let over = 0, under = 0, days = 0; const by: Record<string, number> = {}; const ex: string[] = [];
for (const [name, rec] of Object.entries(STATION_RECORDS)) {
  const s = STATION_NORMALS.find((x) => x.name === name)!;
  const climate = grid.climateAt(s.lat, s.lon, s.elevationM);
  const place = { lat: s.lat, lon: s.lon, elevation: s.elevationM, timezone: solar(s.lon) };
  for (let year = 2006; year < 2026; year++) for (let month = 0; month < 12; month++) {
    for (const d of generateWeather(place, climate, { now: Date.UTC(year, month, 1, 12), hours: 0, days: 28 }).daily) {
      const m = Number(d.date.slice(5, 7)) - 1; days++;
      const normal = normalsOnYearFraction(climate, yearFractionAt(Date.parse(d.date + 'T12:00:00Z'))); const hi = d.temp_max - normal.tmax, lo = d.temp_min - normal.tmin;
      const recHi = rec.recordHigh[m]! - s.tmax[m]!, recLo = rec.recordLow[m]! - s.tmin[m]!;
      if (hi > recHi) { over++; by[name] = (by[name] ?? 0) + 1; if (ex.length < 10) ex.push(`${name} ${d.date} +${hi.toFixed(1)} > +${recHi.toFixed(1)}`); }
      if (lo < recLo) { under++; by[name] = (by[name] ?? 0) + 1; if (ex.length < 10) ex.push(`${name} ${d.date} ${lo.toFixed(1)} < ${recLo.toFixed(1)}`); }
    }
  }
}
console.log({ days, over, under }, JSON.stringify(by)); console.log(ex.join('\n'));
