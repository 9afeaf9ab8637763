// The twelve months (or those shown) as a chart: precipitation as bars from the bottom, the
// temperature as a band from the mean minimum to the mean maximum, one column a month. The shapes
// are an SVG stretched to the width; every word and number is HTML beside it, so text keeps its
// size at any width, and nothing inside the SVG needs reading.
import type { ClimateEnvelope, ClimateMonth } from '../../contract/climate.ts';
import { formatDegrees } from '../shared/format.ts';
import { html, svg, type TemplateResult } from 'lit';
import { monthName } from './climate-summary.ts';
import type { ClimateMessages } from './climate-messages.ts';
import { seasonSpans } from './seasons.ts';

const COLUMN = 10;
const HEIGHT = 100;
// The band uses the top 90 %, the bars the bottom 60 %: they overlap as in a climate diagram.
const BAND = { top: 4, bottom: 92 };
const BARS = 60;

/** The vertical scales of the months shown. */
function scales(records: readonly ClimateMonth[]) {
  const temps = records.flatMap((month) => [month.temp_max_mean, month.temp_min_mean]).filter((t) => t !== null);
  const low = Math.min(...temps);
  const high = Math.max(...temps, low + 1);
  const wettest = Math.max(1, ...records.map((month) => month.precip_sum_mean ?? 0));
  return {
    y: (temp: number) => BAND.top + ((high - temp) / (high - low)) * (BAND.bottom - BAND.top),
    bar: (amount: number) => (amount / wettest) * BARS,
  };
}

/** The band's outline: through each month's centre, flat to the chart's edges. */
function bandPoints(records: readonly ClimateMonth[], y: (temp: number) => number): string {
  const at = (index: number) => index * COLUMN + COLUMN / 2;
  const last = records.length - 1;
  const top = records.map((month, index) => `${at(index)},${y(month.temp_max_mean!)}`);
  const bottom = records.map((month, index) => `${at(index)},${y(month.temp_min_mean!)}`).reverse();
  const edge = (index: number, temp: number) => `${index === 0 ? 0 : records.length * COLUMN},${y(temp)}`;
  return [
    edge(0, records[0]!.temp_max_mean!),
    ...top,
    edge(last, records[last]!.temp_max_mean!),
    edge(last, records[last]!.temp_min_mean!),
    ...bottom,
    edge(0, records[0]!.temp_min_mean!),
  ].join(' ');
}

/** The shapes alone: the full chart's and the compact line's sparkline. */
export function chartShapes(records: readonly ClimateMonth[], highlighted?: number): TemplateResult {
  const { y, bar } = scales(records);
  const width = records.length * COLUMN;
  return html`<svg class="shapes" viewBox="0 0 ${width} ${HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    ${records.map((month, index) => {
      const height = bar(month.precip_sum_mean ?? 0);
      const chosen = month.month === highlighted ? ' chosen' : '';
      return svg`<rect class="bar${chosen}" x=${index * COLUMN + 2} y=${HEIGHT - height} width=${COLUMN - 4} height=${height}></rect>`;
    })}
    ${svg`<polygon class="band" points=${bandPoints(records, y)}></polygon>`}
    ${records.map((month, index) =>
      month.month === highlighted
        ? svg`<rect class="chosen-month" x=${index * COLUMN} y="0" width=${COLUMN} height=${HEIGHT}></rect>`
        : svg``,
    )}
  </svg>`;
}

/** The full chart: the seasons above, the highs, the shapes, the lows and the months' names below. */
export function renderChart(
  locale: string,
  messages: ClimateMessages,
  envelope: ClimateEnvelope,
  shown: readonly number[],
  highlighted: number | undefined,
): TemplateResult {
  const records = shown.map((month) => envelope.months[month - 1]!);
  const chosen = (month: ClimateMonth) => (month.month === highlighted ? 'chosen' : '');
  // Classes, not style attributes: a strict Content-Security-Policy forbids those.
  return html`<div class="chart cols-${records.length}" part="chart">
    <div class="seasons" aria-hidden="true">
      ${seasonSpans(shown, envelope.location.lat).map(
        (span) =>
          html`<span class="season season-${span.season} span-${span.months}"
            >${span.months > 1 ? messages.seasons[span.season] : ''}</span
          >`,
      )}
    </div>
    <div class="values highs" aria-hidden="true">
      ${records.map((month) => html`<span class=${chosen(month)}>${formatDegrees(locale, month.temp_max_mean!)}</span>`)}
    </div>
    <div class="plot">${chartShapes(records, highlighted)}</div>
    <div class="values lows" aria-hidden="true">
      ${records.map((month) => html`<span class=${chosen(month)}>${formatDegrees(locale, month.temp_min_mean!)}</span>`)}
    </div>
    <div class="months" aria-hidden="true">
      ${records.map(
        (month, index) =>
          html`<span class="${chosen(month)} ${index % 3 === 0 ? `third third-${Math.min(3, records.length - index)}` : ''}"
            ><span class="long">${monthName(locale, month.month, 'short')}</span
            ><span class="narrow">${monthName(locale, month.month, 'narrow')}</span></span
          >`,
      )}
    </div>
  </div>`;
}
