import type { DailyRecord, HourlyRecord } from '../../contract/records.ts';
import { UpstreamError } from '../source-error.ts';
import type { WeatherSeries, WeatherSpan } from '../source.ts';

const HOUR_MS = 3_600_000;

/**
 * Fits the upstream's forecast to the span the service asked about. The upstream decides what
 * "now" is, so its clock may differ from ours:
 * - upstream behind (its first hour or first local date is before ours): the earlier records are
 *   dropped, so fewer records than asked come back (never records from the past);
 * - upstream ahead by at most one hour (clocks that straddle the turn of the hour): its records
 *   are kept as they are;
 * - upstream further ahead, hours not consecutive, or nothing left for today → upstream_error.
 * Never more records than the span asks for are returned.
 */
export function alignSeries(
  upstream: { hourly: readonly HourlyRecord[]; daily: readonly DailyRecord[] },
  span: WeatherSpan,
  timeZone: string,
): WeatherSeries {
  return { hourly: alignHourly(upstream.hourly, span), daily: alignDaily(upstream.daily, span, timeZone) };
}

function alignHourly(records: readonly HourlyRecord[], span: WeatherSpan): HourlyRecord[] {
  if (span.hours === 0) return [];
  const currentHourMs = Math.floor(span.now / HOUR_MS) * HOUR_MS;
  const times = records.map((record) => Date.parse(record.time));
  if (times.some((time, index) => index > 0 && time !== times[index - 1]! + HOUR_MS)) {
    throw new UpstreamError('upstream_error', "The upstream's hourly forecast has gaps or is out of order.");
  }
  if (times.length > 0 && times[0]! > currentHourMs + HOUR_MS) {
    throw new UpstreamError('upstream_error', `The upstream's forecast starts at ${records[0]!.time}, hours after the current hour.`);
  }
  const kept = records.filter((_, index) => times[index]! >= currentHourMs).slice(0, span.hours);
  if (kept.length === 0) throw new UpstreamError('upstream_error', "The upstream's hourly forecast ends before the current hour.");
  return kept.map(copyHour);
}

function alignDaily(records: readonly DailyRecord[], span: WeatherSpan, timeZone: string): DailyRecord[] {
  const today = localDate(span.now, timeZone);
  const dates = records.map((record) => record.date);
  // ISO dates compare correctly as strings.
  if (dates.some((date, index) => index > 0 && date <= dates[index - 1]!)) {
    throw new UpstreamError('upstream_error', "The upstream's daily forecast is out of order.");
  }
  const kept = records.filter((record) => record.date >= today).slice(0, span.days);
  if (kept.length === 0) throw new UpstreamError('upstream_error', "The upstream's daily forecast ends before today.");
  return kept.map(copyDay);
}

// Fresh objects with known fields only: the series is cached and sliced by the service.
function copyHour(hour: HourlyRecord): HourlyRecord {
  return { ...hour, description: { ...hour.description } };
}

function copyDay(day: DailyRecord): DailyRecord {
  return { ...day, precipitation: { ...day.precipitation }, description: { ...day.description } };
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone; en-CA formats dates that way. */
export function localDate(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}
