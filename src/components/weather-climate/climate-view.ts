// What <weather-climate> draws once its module is there: the prompt, an error, or the place's
// normals (the summary first, then the chart, its legend and table, and the credit), full or as
// one compact line.
import { html, nothing, type TemplateResult } from 'lit';
import type { ClimateEnvelope } from '../../contract/climate.ts';
import type { Problem } from '../../contract/problems.ts';
import type { Catalog } from '../../i18n/catalog.ts';
import { fillMessage } from '../../i18n/fill-message.ts';
import { formatDegrees, joinParts } from '../shared/format.ts';
import { renderChart, chartShapes } from './climate-chart.ts';
import type { ClimateMessages } from './climate-messages.ts';
import { climateSummary, extremes, monthName } from './climate-summary.ts';
import { renderTable } from './climate-table.ts';

/** What the element knows when it draws. */
export interface ClimateViewInput {
  locale: string;
  /** The shared words (High, Low, Show as table, the problems'). */
  catalog: Catalog;
  /** The climate's own words, in the shared catalog's language. */
  messages: ClimateMessages;
  layout: 'full' | 'compact';
  state:
    | { kind: 'prompt' }
    | { kind: 'loading' }
    | { kind: 'shown'; envelope: ClimateEnvelope }
    | { kind: 'problem'; problem: Problem; place: string | undefined; retry: () => void };
  /** Months shown, 1–12, in order. */
  months: readonly number[];
  /** The month highlighted, if any. */
  month: number | undefined;
  /** The place's name the header shows (the search's choice, else the reply's). */
  placeName: string | undefined;
}

/** The element's content inside its card. */
export function renderClimate(input: ClimateViewInput): TemplateResult {
  const { messages, state } = input;
  if (state.kind === 'prompt') return html`<p class="prompt" part="prompt">${messages.choosePlace}</p>`;
  if (state.kind === 'loading') return html`<p class="summary" part="summary">${input.catalog.forecast.loading}</p>`;
  if (state.kind === 'problem') return renderProblem(input, messages, state);
  const { envelope } = state;
  const place = input.placeName ?? envelope.location.name;
  const symbols = input.catalog.units;
  const summary = climateSummary(
    { locale: input.locale, messages, symbols, place },
    envelope,
    input.months,
    input.month,
  );
  const records = input.months.map((month) => envelope.months[month - 1]!);
  const observed = extremes(records) !== undefined;
  const credit = fillMessage(input.locale, messages.credit, {
    period: envelope.period.replace('-', '–'),
    sources: envelope.sources.join(', '),
  });
  if (input.layout === 'compact') {
    const glance = input.month === undefined ? extremes(records)?.warm : envelope.months[input.month - 1];
    return html`<div class="compact-line">
      <p class="visually-hidden" part="summary">${summary}</p>
      ${observed ? html`<span class="spark" aria-hidden="true">${chartShapes(records, input.month)}</span>` : nothing}
      ${
        glance && glance.temp_max_mean !== null && glance.temp_min_mean !== null
          ? html`<span class="glance" aria-hidden="true"
              ><span class="month-name">${monthName(input.locale, glance.month, 'short')}</span
              >${formatDegrees(input.locale, glance.temp_max_mean)} / ${formatDegrees(input.locale, glance.temp_min_mean)}</span
            >`
          : html`<span class="glance" aria-hidden="true">–</span>`
      }
      <p class="visually-hidden">${credit}</p>
    </div>`;
  }
  const region = joinParts(input.locale, [envelope.location.admin, envelope.location.country]);
  return html`<header class="climate-header" part="header">
      <h2 part="place">${place}</h2>
      <p class="region">${region}</p>
    </header>
    <p class="summary" part="summary">${summary}</p>
    ${
      observed
        ? html`<figure class="figure" aria-label=${messages.chart}>
            ${renderChart(input.locale, messages, envelope, input.months, input.month)}
          </figure>
          <ul class="legend" aria-hidden="true">
            <li class="temp">${input.catalog.forecast.low} – ${input.catalog.forecast.high}</li>
            <li class="rain">${messages.precipitation}</li>
          </ul>
          <details class="table-toggle" part="table-toggle">
            <summary>${input.catalog.forecast.showTable}</summary>
            ${renderTable(input.locale, input.catalog, messages, envelope, input.months, input.month)}
          </details>`
        : nothing
    }
    <p class="climate-footer" part="footer">${observed ? credit : ''}</p>`;
}

function renderProblem(
  input: ClimateViewInput,
  messages: ClimateMessages,
  state: Extract<ClimateViewInput['state'], { kind: 'problem' }>,
): TemplateResult {
  const words = input.catalog.forecast;
  const { problem, place } = state;
  const unknownPlace = problem.errors?.some((error) => error.code === 'unknown_place') && place;
  const message =
    problem.code === 'not_implemented'
      ? messages.notImplemented
      : problem.code === 'invalid_key'
        ? words.invalidKey
        : unknownPlace
          ? fillMessage(input.locale, words.unknownPlace, { place })
          : problem.status === 400 || problem.status === 403 || problem.code === 'invalid_configuration'
            ? words.misconfigured
            : words.unavailable;
  const canRetry =
    problem.status >= 500 && problem.code !== 'not_implemented' && problem.code !== 'invalid_configuration';
  return html`<div class="climate-error" part="error" role="alert">
    <p class="message">${message}</p>
    ${canRetry ? html`<button type="button" part="retry-button" @click=${state.retry}>${words.retry}</button>` : nothing}
  </div>`;
}
