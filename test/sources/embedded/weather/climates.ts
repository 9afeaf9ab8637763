import fc from 'fast-check';
import type { Climate, MonthlyNormals } from '../../../../src/sources/embedded/climate/climate.ts';
import type { WeatherPlace } from '../../../../src/sources/embedded/weather/index.ts';

type Row = readonly [
  tmax: number,
  tmin: number,
  wetDayFraction: number,
  precipMm: number,
  meanRh: number,
  cloudiness: number,
];

function climate(koppen: string | null, continentality: number, rows: readonly Row[]): Climate {
  const months = rows.map(([tmax, tmin, wetDayFraction, precipMm, meanRh, cloudiness]): MonthlyNormals => ({
    tmax,
    tmin,
    wetDayFraction,
    precipMm,
    meanRh,
    cloudiness,
  }));
  return { koppen, continentality, months };
}

// Hand-written climates, roughly after the 1991–2020 normals of real stations.
/** Berlin-like, temperate oceanic to continental (Cfb/Dfb). */
export const BERLIN = climate('Cfb', 0.45, [
  [3, -2, 0.33, 42, 86, 0.78],
  [4.5, -1.5, 0.29, 33, 82, 0.72],
  [9, 1, 0.3, 41, 77, 0.65],
  [14.5, 4.5, 0.27, 37, 70, 0.6],
  [19.5, 9, 0.3, 54, 69, 0.58],
  [22.5, 12, 0.32, 69, 69, 0.58],
  [24.5, 14.5, 0.32, 56, 70, 0.57],
  [24, 14, 0.29, 58, 71, 0.55],
  [19.5, 10.5, 0.27, 45, 77, 0.58],
  [13.5, 6.5, 0.28, 37, 83, 0.66],
  [7.5, 2.5, 0.31, 44, 87, 0.77],
  [4, -0.5, 0.34, 55, 88, 0.8],
]);
/** Riyadh-like hot desert (BWh). */
export const HOT_DESERT = climate('BWh', 0.8, [
  [20.5, 9, 0.03, 12, 45, 0.25],
  [23.5, 11.5, 0.02, 8, 36, 0.25],
  [28, 15.5, 0.05, 22, 32, 0.3],
  [33.5, 21, 0.06, 25, 29, 0.3],
  [39.5, 26, 0.02, 5, 19, 0.15],
  [42.5, 28.5, 0, 0, 13, 0.05],
  [43.5, 29.5, 0, 0, 13, 0.05],
  [43.5, 29.5, 0, 0, 14, 0.05],
  [40.5, 26.5, 0, 0, 16, 0.05],
  [35, 21.5, 0.01, 1, 22, 0.1],
  [27.5, 15.5, 0.03, 7, 35, 0.2],
  [22, 11, 0.04, 14, 45, 0.25],
]);
/** Equatorial rainforest (Af), Singapore-like. */
export const RAINFOREST = climate('Af', 0.1, [
  [30, 23.5, 0.5, 240, 84, 0.75],
  [31.5, 24, 0.4, 115, 80, 0.7],
  [32, 24.5, 0.5, 170, 82, 0.72],
  [32, 25, 0.55, 165, 83, 0.75],
  [32, 25.5, 0.5, 160, 83, 0.75],
  [31.5, 25.5, 0.45, 135, 82, 0.75],
  [31, 25, 0.45, 145, 82, 0.75],
  [31, 25, 0.48, 145, 82, 0.75],
  [31, 25, 0.48, 150, 82, 0.75],
  [31.5, 24.5, 0.53, 170, 83, 0.75],
  [31, 24, 0.63, 255, 86, 0.8],
  [30, 23.5, 0.6, 290, 86, 0.8],
]);
/** Polar tundra (ET), Longyearbyen-like. */
export const POLAR = climate('ET', 0.2, [
  [-12, -19, 0.3, 15, 75, 0.7],
  [-12, -20, 0.3, 15, 75, 0.7],
  [-12, -19.5, 0.3, 17, 75, 0.7],
  [-8.5, -15.5, 0.25, 11, 74, 0.7],
  [-1.5, -6, 0.2, 8, 77, 0.75],
  [4.5, 1, 0.2, 9, 80, 0.8],
  [8.5, 4.5, 0.25, 18, 82, 0.8],
  [7.5, 3.5, 0.3, 20, 84, 0.8],
  [3, -0.5, 0.3, 20, 82, 0.8],
  [-3, -8, 0.25, 15, 78, 0.75],
  [-7, -13.5, 0.25, 14, 76, 0.7],
  [-9.5, -16.5, 0.3, 19, 75, 0.7],
]);
/** Santiago-de-Chile-like Mediterranean climate of the southern hemisphere (Csb). */
export const SANTIAGO = climate('Csb', 0.5, [
  [31, 13, 0.01, 1, 52, 0.1],
  [30.5, 12.5, 0.01, 1, 54, 0.1],
  [28, 10.5, 0.02, 4, 58, 0.15],
  [24, 7.5, 0.05, 12, 65, 0.3],
  [19.5, 5.5, 0.12, 46, 75, 0.5],
  [16, 3.5, 0.17, 80, 80, 0.6],
  [15.5, 3, 0.16, 72, 80, 0.55],
  [17.5, 4, 0.14, 54, 77, 0.5],
  [20, 6, 0.09, 23, 72, 0.4],
  [23.5, 8, 0.05, 12, 65, 0.3],
  [27, 10, 0.03, 5, 58, 0.2],
  [29.5, 12, 0.01, 2, 54, 0.1],
]);

/** Time zones of the property tests: whole, half-hour and 30-minute-DST offsets, both hemispheres, +14, and POSIX-signed Etc. */
export const TIME_ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Etc/GMT+5',
] as const;

/**
 * Zones and instants a few days before their clocks change: spring and autumn in Berlin, a skipped
 * midnight in Santiago, Lord Howe's half-hour shift, Newfoundland's half-hour zone; Kiritimati is
 * 14 hours ahead of UTC.
 */
export const CLOCK_CHANGES: [string, string][] = [
  ['Europe/Berlin', '2026-03-27T12:00:00Z'],
  ['Europe/Berlin', '2026-10-23T12:00:00Z'],
  ['America/Santiago', '2026-09-04T12:00:00Z'],
  ['America/Santiago', '2026-04-03T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-03T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-02T12:00:00Z'],
  ['Pacific/Kiritimati', '2026-01-01T00:00:00Z'],
  ['America/St_Johns', '2026-03-06T12:00:00Z'],
];

/**
 * Plausible climates from polar to desert to rainforest: an annual mean and seasonal swing (peaking in
 * July or January), a diurnal range, a rainy-season amplitude, humidity and cloud that follow the rain.
 */
export const arbitraryClimate: fc.Arbitrary<Climate> = fc
  .record({
    annualMean: fc.double({ min: -25, max: 30, noNaN: true }),
    seasonalSwing: fc.double({ min: 0, max: 25, noNaN: true }),
    summerInJuly: fc.boolean(),
    diurnalRange: fc.double({ min: 2, max: 18, noNaN: true }),
    wetDays: fc.double({ min: 0, max: 0.7, noNaN: true }),
    wetSeasonSwing: fc.double({ min: 0, max: 1, noNaN: true }),
    wetDayDepthMm: fc.double({ min: 1, max: 15, noNaN: true }),
    dryness: fc.double({ min: 0, max: 1, noNaN: true }),
    continentality: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((c) => {
    const rows: Row[] = [];
    for (let month = 0; month < 12; month++) {
      const season = Math.cos((2 * Math.PI * (month - (c.summerInJuly ? 6 : 0))) / 12);
      const mean = c.annualMean + (c.seasonalSwing / 2) * season;
      const wetDayFraction = Math.min(0.95, Math.max(0, c.wetDays * (1 + c.wetSeasonSwing * season)));
      const precipMm = wetDayFraction * 30.4 * c.wetDayDepthMm;
      const meanRh = Math.min(95, Math.max(15, 85 - 55 * c.dryness + 20 * wetDayFraction));
      const cloudiness = Math.min(0.95, Math.max(0.03, 0.15 + 0.9 * wetDayFraction - 0.1 * c.dryness));
      rows.push([mean + c.diurnalRange / 2, mean - c.diurnalRange / 2, wetDayFraction, precipMm, meanRh, cloudiness]);
    }
    return climate(null, c.continentality, rows);
  });

/** Any place on Earth (short of the poles themselves) with one of TIME_ZONES. */
export const arbitraryPlace: fc.Arbitrary<WeatherPlace> = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  elevation: fc.double({ min: 0, max: 4000, noNaN: true }),
  timezone: fc.constantFrom(...TIME_ZONES),
});

/** Instants from 2000 to 2040, epoch milliseconds. */
export const arbitraryInstant: fc.Arbitrary<number> = fc.integer({
  min: Date.UTC(2000, 0, 1),
  max: Date.UTC(2040, 11, 31),
});
