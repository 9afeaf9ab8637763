// The amount of precipitation on the hourly chart: a bar beside each hour's chance, on a scale
// whose top is a round amount at least as large as the wettest hour's (and never below a
// drizzle's worth, so a trace does not fill the chart).
import { svg, type SVGTemplateResult } from 'lit';
import type { ForecastEnvelope } from '../../contract/envelopes.ts';
import type { HourlyRecord } from '../../contract/records.ts';

// The smallest top of the scale, per unit: 2 mm, 0.1 in.
const MIN_TOP: Record<string, number> = { inches: 0.1 };
const DEFAULT_MIN_TOP = 2;
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/** The scale's top for these hours' amounts in `unit`: a round number ≥ the largest and ≥ the unit's minimum. */
export function amountScaleTop(records: readonly HourlyRecord[], unit: string): number {
  const largest = Math.max(MIN_TOP[unit] ?? DEFAULT_MIN_TOP, ...records.map((record) => record.precip_amount));
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = ROUND_STEPS.find((candidate) => candidate * magnitude >= largest - 1e-9) ?? 10;
  return step * magnitude;
}

/** One hour's amount bar in its column (`x` the column's left edge), between `top` and `bottom` px. */
export function amountBar(
  record: HourlyRecord,
  x: number,
  scaleTop: number,
  top: number,
  bottom: number,
  width: number,
): SVGTemplateResult {
  const height = (Math.min(scaleTop, Math.max(0, record.precip_amount)) / scaleTop) * (bottom - top);
  return svg`<rect class="amount-bar" x=${x} y=${bottom - height} width=${width} height=${height} />`;
}

/** The unit of the hours' amounts: liquid water in the rain unit (the contract), which the units object may name. */
export function amountUnitOf(forecast: ForecastEnvelope): string {
  return typeof forecast.units['precip_amount'] === 'string' ? forecast.units['precip_amount'] : forecast.units.rain;
}
