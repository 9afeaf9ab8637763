// A measurement as a screen reader should say it: "12 kilometres per hour", not "12 k m slash h".
// Intl writes the long form in every language it knows, from the same sanctioned units the
// widgets show short.
import { memoised } from '../../contract/memo.ts';
import { INTL_UNITS } from './format.ts';

/** `value` in `unitName` written out in full ("12 kilometers per hour"), or undefined where Intl has no name for the unit. */
export function spokenMeasure(locale: string, value: number, unitName: string, digits?: number): string | undefined {
  const known = INTL_UNITS[unitName];
  if (!known) return undefined;
  const fraction = digits ?? known.digits;
  const scale = 10 ** fraction;
  return memoised(
    `spoken|${locale}|${unitName}|${fraction}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: known.unit,
        unitDisplay: 'long',
        maximumFractionDigits: fraction,
      }),
  ).format(Math.round(value * scale) / scale + 0);
}
