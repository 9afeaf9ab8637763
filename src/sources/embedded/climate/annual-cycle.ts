// The shape of a year without observations (the air over sea ice, marine-air.ts): a cosine
// between the coldest and the warmest month, lagging the solstice.

// By definition: a mean year of 365.25 days, and its twelfth.
const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = 30.44;

const solsticeDay = (lat: number): number => (lat >= 0 ? 172 : 355);

/**
 * Mean temperature of each calendar month (January first) for a cosine year between the
 * coldest and warmest month means, peaking `lagDays` after the local summer solstice.
 */
export function monthlyMeans(lat: number, warmest: number, coldest: number, lagDays: number): number[] {
  const mean = (warmest + coldest) / 2;
  const amplitude = (warmest - coldest) / 2;
  return Array.from({ length: 12 }, (_, month) => mean + amplitude * (2 * summerShare(lat, month, lagDays) - 1));
}

/** 0–1 through the year: 1 `lagDays` after the summer solstice, 0 half a year later. */
export function summerShare(lat: number, month: number, lagDays: number): number {
  const day = month * DAYS_PER_MONTH + 15;
  return (1 + Math.cos((2 * Math.PI * (day - solsticeDay(lat) - lagDays)) / DAYS_PER_YEAR)) / 2;
}
