// The one sentence a screen reader reads first: the warmest and the wettest of the months shown,
// and the highlighted month's normals when one is.
import type { ClimateEnvelope, ClimateMonth } from '../../contract/climate.ts';
import { fillMessage } from '../../i18n/fill-message.ts';
import { formatDegrees, formatMeasure } from '../shared/format.ts';
import type { UnitSymbols } from '../../i18n/catalog.ts';
import type { ClimateMessages } from './climate-messages.ts';
import { memoised } from '../../contract/memo.ts';

/** A month's name in the locale ("August", "août", "8月"). */
export function monthName(locale: string, month: number, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return memoised(
    `month|${locale}|${width}`,
    () => new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }),
  ).format(Date.UTC(2001, month - 1, 15));
}

/** Whether a month has the figures a summary needs. */
function complete(month: ClimateMonth): boolean {
  return month.temp_max_mean !== null && month.temp_min_mean !== null && month.precip_sum_mean !== null;
}

/** The warmest (highest mean maximum) and wettest of `shown`, the first in its order on a tie. */
export function extremes(records: readonly ClimateMonth[]): { warm: ClimateMonth; wet: ClimateMonth } | undefined {
  const usable = records.filter(complete);
  if (usable.length === 0) return undefined;
  const most = (value: (month: ClimateMonth) => number) =>
    usable.reduce((best, month) => (value(month) > value(best) ? month : best));
  return { warm: most((month) => month.temp_max_mean!), wet: most((month) => month.precip_sum_mean!) };
}

interface SummaryContext {
  locale: string;
  messages: ClimateMessages;
  symbols: UnitSymbols;
  place: string;
}

function figures(context: SummaryContext, envelope: ClimateEnvelope, month: ClimateMonth) {
  return {
    high: formatDegrees(context.locale, month.temp_max_mean!),
    low: formatDegrees(context.locale, month.temp_min_mean!),
    precip: precipitation(context.locale, month.precip_sum_mean!, envelope.units.rain, context.symbols),
    count: Math.round(month.precip_days_mean ?? 0),
  };
}

/** A monthly total: whole millimetres, or inches to one decimal. */
export function precipitation(locale: string, value: number, unit: string, symbols: UnitSymbols): string {
  return formatMeasure(locale, value, unit, symbols, unit === 'inches' ? 1 : 0);
}

/** The summary of the months shown (`shown`, 1–12), and of `highlighted` when given. */
export function climateSummary(
  context: SummaryContext,
  envelope: ClimateEnvelope,
  shown: readonly number[],
  highlighted: number | undefined,
): string {
  const { locale, messages, place } = context;
  const records = shown.map((month) => envelope.months[month - 1]!);
  const found = extremes(records);
  if (!found) return fillMessage(locale, messages.noData, { place });
  const { warm, wet } = found;
  const sentence = fillMessage(locale, messages.summary, {
    ...figures(context, envelope, warm),
    count: Math.round(wet.precip_days_mean ?? 0),
    precip: precipitation(locale, wet.precip_sum_mean!, envelope.units.rain, context.symbols),
    place,
    warm: monthName(locale, warm.month),
    wet: monthName(locale, wet.month),
  });
  const chosen = highlighted === undefined ? undefined : envelope.months[highlighted - 1];
  if (!chosen || !complete(chosen)) return sentence;
  return `${sentence} ${fillMessage(locale, messages.monthSummary, {
    ...figures(context, envelope, chosen),
    place,
    month: monthName(locale, chosen.month),
  })}`;
}
