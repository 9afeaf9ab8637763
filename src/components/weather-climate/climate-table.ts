// The chart's figures as a table, behind a disclosure the keyboard opens (a native <details>):
// every figure as the climate operation gives it, to its one decimal.
import { html, type TemplateResult } from 'lit';
import type { ClimateEnvelope } from '../../contract/climate.ts';
import type { Catalog } from '../../i18n/catalog.ts';
import { formatMeasure, formatNumber } from '../shared/format.ts';
import type { ClimateMessages } from './climate-messages.ts';
import { monthName } from './climate-summary.ts';

const DASH = '–';

export function renderTable(
  locale: string,
  catalog: Catalog,
  messages: ClimateMessages,
  envelope: ClimateEnvelope,
  shown: readonly number[],
  highlighted: number | undefined,
): TemplateResult {
  const { units } = envelope;
  const symbols = catalog.units;
  const value = (number: number | null, write: (value: number) => string) => (number === null ? DASH : write(number));
  return html`<div class="table-scroller" tabindex="0" role="group" aria-label=${messages.title}>
    <table part="table">
      <thead>
        <tr>
          <th scope="col">${messages.month}</th>
          <th scope="col">${catalog.forecast.high}</th>
          <th scope="col">${catalog.forecast.low}</th>
          <th scope="col">${messages.precipitation}</th>
          <th scope="col">${messages.wetDays}</th>
          <th scope="col">${catalog.forecast.humidity}</th>
          <th scope="col">${messages.daylight}</th>
        </tr>
      </thead>
      <tbody>
        ${shown.map((index) => {
          const month = envelope.months[index - 1]!;
          return html`<tr class=${index === highlighted ? 'chosen' : ''} data-month=${month.month} aria-current=${index === highlighted ? 'true' : 'false'}>
            <th scope="row">${monthName(locale, month.month)}</th>
            <td>${value(month.temp_max_mean, (t) => formatMeasure(locale, t, units.temp, symbols, 1))}</td>
            <td>${value(month.temp_min_mean, (t) => formatMeasure(locale, t, units.temp, symbols, 1))}</td>
            <td>${value(month.precip_sum_mean, (p) => formatMeasure(locale, p, units.rain, symbols, 1))}</td>
            <td>${value(month.precip_days_mean, (d) => formatNumber(locale, d, 1))}</td>
            <td>${value(month.humidity_mean, (h) => formatMeasure(locale, h, 'percent', symbols))}</td>
            <td>${value(month.daylight_hours_mean, (h) => formatDaylight(locale, h))}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </div>`;
}

function formatDaylight(locale: string, hours: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(hours);
}
