import { readFileSync } from 'node:fs';
import { decodeClimateGrid } from './src/sources/embedded/climate/index.ts';
import { generateWeather } from './src/sources/embedded/weather/index.ts';
import { STATION_NORMALS } from './test/sources/embedded/climate/station-normals.ts';
const grid = decodeClimateGrid(new Uint8Array(readFileSync('.data/climate.bin')));
const solar = (lon: number) => { const h = Math.round(lon / 15); return h === 0 ? 'Etc/GMT' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`; };
const sd = (v: number[]) => { const m = v.reduce((a, b) => a + b, 0) / v.length; return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / v.length); };
for (const kind of ['tropical wet', 'temperate oceanic', 'subarctic interior', 'humid continental']) {
  for (const s of STATION_NORMALS.filter((x) => x.kind === kind)) {
    const climate = grid.climateAt(s.lat, s.lon, s.elevationM);
    const place = { lat: s.lat, lon: s.lon, elevation: s.elevationM, timezone: solar(s.lon) };
    const winter = s.lat >= 0 ? 0 : 6;
    const out = [winter, 6 - winter].map((month) => { const maxs: number[] = []; for (let y = 2006; y < 2026; y++) for (const d of generateWeather(place, climate, { now: Date.UTC(y, month, 8, 12), hours: 0, days: 14 }).daily) maxs.push(d.temp_max); return sd(maxs).toFixed(1); });
    console.log(kind, s.name, 'winter', out[0], 'summer', out[1]);
  }
}
