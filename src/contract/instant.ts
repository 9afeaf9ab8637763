// An instant as people write one for a fixed clock: an ISO 8601 date-time with its offset
// (`2026-12-22T12:00:00Z`, `2026-07-15T14:00+02:00`), epoch milliseconds, or a Date.

// The offset is required: "12:00" alone would mean another instant in every time zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** What a fixed instant must be, for messages that name the option or attribute. */
export const INSTANT_EXPECTED =
  'an ISO 8601 date-time with an offset, e.g. 2026-12-22T12:00:00Z, or epoch milliseconds';

/** Epoch milliseconds of `value`, or undefined when it is not an instant. */
export function parseInstant(value: unknown): number | undefined {
  if (value instanceof Date) return valid(value.getTime());
  if (typeof value === 'number') return Number.isInteger(value) ? valid(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return valid(Number(text));
  return ISO_INSTANT.test(text) ? valid(Date.parse(text)) : undefined;
}

function valid(ms: number): number | undefined {
  // new Date() accepts ±8.64e15 ms; a finite value inside that is an instant.
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : undefined;
}
