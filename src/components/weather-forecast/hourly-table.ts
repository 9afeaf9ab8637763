// The hourly chart's data as a table: time, temperature, chance and amount of precipitation,
// the wind (arrow, speed, where from), its gusts and the UV index.
import { html, type TemplateResult } from 'lit';
import type { ForecastEnvelope } from '../../contract/envelopes.ts';
import { formatDayTime, formatMeasure, formatNumber } from '../shared/format.ts';
import { amountUnitOf } from './precip-bars.ts';
import type { ViewContext } from './view-context.ts';
import { spokenAs } from './spoken-text.ts';
import { windText } from './wind-cell.ts';

export function renderHourlyTable(context: ViewContext, forecast: ForecastEnvelope): TemplateResult {
  const { locale, hourCycle, messages } = context;
  const { units, location } = forecast;
  const amountUnit = amountUnitOf(forecast);
  // Its own scroll box: at 240 px four columns may not fit, and the card must never overflow.
  return html`<div class="table-scroller" role="group" aria-label=${messages.showTable}><table class="hourly-table" part="hourly-table">
    <caption class="visually-hidden">${messages.hourly}</caption>
    <thead>
      <tr>
        <th scope="col">${messages.time}</th>
        <th scope="col">${messages.temperature}</th>
        <th scope="col">${spokenAs(messages.chance, messages.chanceOfPrecipitation)}</th>
        <th scope="col">${spokenAs(messages.amount, messages.legendAmount)}</th>
        <th scope="col">${messages.wind}</th>
        <th scope="col">${capitalised(messages.gusts, locale)}</th>
        <th scope="col">${spokenAs('UV', context.catalog.details.uvIndex)}</th>
      </tr>
    </thead>
    <tbody>
      ${forecast.hourly.map(
        (record) => html`<tr>
          <th scope="row">${formatDayTime(locale, Date.parse(record.time), location.timezone, hourCycle)}</th>
          <td>${formatMeasure(locale, record.temp, units.temp, context.catalog.units)}</td>
          <td>${formatMeasure(locale, record.pop, 'percent', context.catalog.units)}</td>
          <td>${formatMeasure(locale, record.precip_amount, amountUnit, context.catalog.units)}</td>
          <td>${windText(context, record.wind_speed, record.wind_deg, record.wind_dir, units.wind_speed)}</td>
          <td>${formatMeasure(locale, record.wind_gust, units.wind_gust, context.catalog.units)}</td>
          <td>${record.uv_index === null ? '–' : formatNumber(locale, record.uv_index, 0)}</td>
        </tr>`,
      )}
    </tbody>
  </table></div>`;
}

// "gusts" as a column's title: "Gusts", "Rafales" (the message is written for the middle of a line).
function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
