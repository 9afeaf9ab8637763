// The climate's own attributes: `month` (one month to highlight) and `months` (the months shown).

/** All twelve months, January first. */
export const ALL_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** `month="4"`: April; anything but a whole number 1–12 is none, and said so. */
export function parseMonth(value: string | null | undefined): { value: number | undefined; corrected: boolean } {
  if (value === null || value === undefined || value.trim() === '') return { value: undefined, corrected: false };
  const month = Number(value.trim());
  return Number.isInteger(month) && month >= 1 && month <= 12
    ? { value: month, corrected: false }
    : { value: undefined, corrected: true };
}

/**
 * `months="6 7 8"` or `months="6-8"` or `months="11-2"` (across the new year): the months shown,
 * in calendar order from the first named, each once. Nothing usable shows all twelve.
 */
export function parseMonths(value: string | null | undefined): { value: readonly number[]; corrected: boolean } {
  if (value === null || value === undefined || value.trim() === '') return { value: ALL_MONTHS, corrected: false };
  const months: number[] = [];
  let corrected = false;
  for (const token of value.split(/[\s,]+/).filter(Boolean)) {
    const range = /^(\d{1,2})(?:[-–](\d{1,2}))?$/.exec(token);
    const [from, to] = [Number(range?.[1]), Number(range?.[2] ?? range?.[1])];
    if (!range || from < 1 || from > 12 || to < 1 || to > 12) {
      corrected = true;
      continue;
    }
    for (let month = from, steps = 0; steps < 12; month = (month % 12) + 1, steps++) {
      if (!months.includes(month)) months.push(month);
      if (month === to) break;
    }
  }
  return months.length === 0 ? { value: ALL_MONTHS, corrected: true } : { value: months, corrected };
}
