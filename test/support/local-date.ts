export { localDate } from '../../src/contract/time-zones.ts';

/** The date after `date` (YYYY-MM-DD), in the proleptic Gregorian calendar. */
export function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
