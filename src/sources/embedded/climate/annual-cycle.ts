// Shapes of the year: how a month's temperature sits between the coldest and the warmest month.
// Outside the tropics the year is a cosine lagging the solstice. In the
// tropics the sun passes overhead twice and the rains, not the sun, make the cool season: Bamako
// and Niamey are hottest in April–May, before the rains, and Yangon in April.
import { relativeInsolation } from './latitude-table.ts';

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

/**
 * 0–1 through the year: the day's insolation `lagMonths` earlier, scaled from the year's least
 * (0) to its most (1). Near the equator it has two peaks, after each overhead sun.
 */
export function sunShare(lat: number, lagMonths: number): number[] {
  const sun = Array.from({ length: 12 }, (_, month) => {
    const at = month - lagMonths;
    const before = Math.floor(at);
    const fraction = at - before;
    return (1 - fraction) * relativeInsolation(lat, (before + 12) % 12) + fraction * relativeInsolation(lat, (before + 13) % 12);
  });
  const most = Math.max(...sun);
  const least = Math.min(...sun);
  return sun.map((value) => (most - least < 1e-6 ? 0.5 : (value - least) / (most - least)));
}
