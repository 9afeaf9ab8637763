// Reading the element's attributes leniently: a bad value is clamped or ignored, never thrown.
import { parseInstant } from '../../contract/instant.ts';

/** The sections `show` can name. */
export const SECTIONS = ['current', 'hourly', 'daily'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Parsed<T> {
  value: T;
  /** Whether the attribute had to be corrected (the element then warns once). */
  corrected: boolean;
}

/** `show="current daily"` or `"current, daily"` → those sections; unknown words are dropped; none left → all three. */
export function parseShow(text: string | null | undefined): Parsed<ReadonlySet<Section>> {
  const { value, corrected } = parseWords(text, SECTIONS, SECTIONS);
  return { value: new Set(value), corrected };
}

/**
 * A list of allowed words, space- or comma-separated, in the order written, each once; unknown
 * words are dropped (corrected); none left → `fallback`.
 */
export function parseWords<T extends string>(
  text: string | null | undefined,
  allowed: readonly T[],
  fallback: readonly T[],
): Parsed<readonly T[]> {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const known = [...new Set(words.filter((word): word is T => (allowed as readonly string[]).includes(word)))];
  return {
    value: known.length > 0 ? known : fallback,
    corrected: words.some((word) => !(allowed as readonly string[]).includes(word)),
  };
}

/** An integer attribute: missing → `fallback`; not a number → `fallback`, corrected; fractions rounded; clamped into [min, max]. */
export function clampInteger(
  value: number | null | undefined,
  min: number,
  max: number,
  fallback: number,
): Parsed<number> {
  if (value === null || value === undefined) return { value: fallback, corrected: false };
  if (!Number.isFinite(value)) return { value: fallback, corrected: true };
  const clamped = Math.min(max, Math.max(min, Math.round(value)));
  return { value: clamped, corrected: clamped !== value };
}

/** One of the allowed words, or the fallback (corrected when a value was given but is not allowed). */
export function parseChoice<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): Parsed<T> {
  if (value === null || value === undefined || value === '') return { value: fallback, corrected: false };
  const match = allowed.find((choice) => choice === value.trim().toLowerCase());
  return match ? { value: match, corrected: false } : { value: fallback, corrected: true };
}

/** A coordinate: a finite number within ±limit, else undefined. */
export function parseCoordinate(value: number | null | undefined, limit: number): Parsed<number | undefined> {
  if (value === null || value === undefined) return { value: undefined, corrected: false };
  return Number.isFinite(value) && Math.abs(value) <= limit
    ? { value, corrected: false }
    : { value: undefined, corrected: true };
}

/** A fixed instant (`now="2026-12-22T12:00:00Z"`): its epoch ms, or undefined (the page's clock), corrected when unreadable. */
export function parseNow(value: string | null | undefined): Parsed<number | undefined> {
  if (value === null || value === undefined || value.trim() === '') return { value: undefined, corrected: false };
  const instant = parseInstant(value);
  return { value: instant, corrected: instant === undefined };
}

/** The layouts `layout` names. */
export const LAYOUTS = ['full', 'compact'] as const;

/** The values `loading` takes, as the site's own `loading` option does. */
export const LOADINGS = ['eager', 'lazy'] as const;

/** The steps `hourly-step` allows, in hours. */
export const HOURLY_STEPS = [1, 2, 3, 6] as const;

/** `hourly-step`: one of HOURLY_STEPS; missing → 1; anything else → 1, corrected. */
export function parseHourlyStep(value: number | null | undefined): Parsed<number> {
  if (value === null || value === undefined) return { value: 1, corrected: false };
  return (HOURLY_STEPS as readonly number[]).includes(value)
    ? { value, corrected: false }
    : { value: 1, corrected: true };
}

/** A forecast whose hourly records are every `step`th of the reply's, from the first. */
export function everyNthHour<T extends { hourly: readonly unknown[] }>(forecast: T, step: number): T {
  return step === 1 ? forecast : { ...forecast, hourly: forecast.hourly.filter((_, index) => index % step === 0) };
}
