// The moon of a local day, for every source: the contract asks for it at the day's local noon,
// and no upstream we read gives both numbers, so each source computes them the same way.
import { getMoonIllumination } from 'suncalc';
import { utcOffsetAt } from '../../contract/time-zones.ts';

/** The moon fields of a daily record. */
export interface MoonOfDay {
  /** 0 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter; two decimals, below 1. */
  moon_phase: number;
  /** Illuminated fraction of the disc, integer percent. */
  moon_illumination: number;
}

/** The moon at the local noon of `date` (YYYY-MM-DD) in an IANA time zone. */
export function moonOfDay(date: string, timeZone: string): MoonOfDay {
  return moonAt(localNoon(date, timeZone));
}

/** The moon at an instant (epoch ms), rounded as the contract reports it. */
export function moonAt(epochMs: number): MoonOfDay {
  // suncalc follows Meeus, Astronomical Algorithms, ch. 48: phase from the moon's elongation.
  const { phase, fraction } = getMoonIllumination(new Date(epochMs));
  // 0.996 rounds to 1.00, which is the same new moon as 0.
  const rounded = Math.round(phase * 100) / 100;
  return { moon_phase: rounded >= 1 ? 0 : rounded, moon_illumination: Math.round(fraction * 100) };
}

/** The instant of 12:00 wall-clock time on `date` in the zone. */
export function localNoon(date: string, timeZone: string): number {
  const wallNoonAsUtc = Date.parse(`${date}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(wallNoonAsUtc))
    throw new RangeError(`date must be YYYY-MM-DD, not ${JSON.stringify(date)}`);
  // The offset a few hours off can differ on a day the clocks change; asking again at the first
  // guess gives the offset in force at noon, since no zone changes its clocks at midday.
  const guess = wallNoonAsUtc - utcOffsetAt(wallNoonAsUtc, timeZone);
  return wallNoonAsUtc - utcOffsetAt(guess, timeZone);
}
