// The hourly strip: an SVG chart (temperature line with labelled points, precipitation-probability
// bars on a 0–100 % scale, hour labels in the place's zone) that scrolls sideways in its own
// focusable container, and the same data as a table for anyone who prefers one.
import { fillMessage } from '../../i18n/fill-message.ts';
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { ForecastEnvelope } from '../../contract/envelopes.ts';
import type { HourlyRecord } from '../../contract/records.ts';
import { formatDegrees, formatHour, formatMeasure } from '../shared/format.ts';
import { renderHourlyTable } from './hourly-table.ts';
import { amountBar, amountScaleTop, amountUnitOf } from './precip-bars.ts';
import { labelEvery, linePath, sharedScale } from './scale.ts';
import type { ViewContext } from './view-context.ts';
import { heading } from './heading.ts';

/** Pixels per record at the least (more when the row is wider); labels every few records keep at least LABEL_GAP between them. */
const HOUR_WIDTH = 40;
/** The font size the drawing's units are pixels at (larger type scales the whole drawing). */
export const CHART_FONT_SIZE = 16;
const LABEL_GAP = 100;
export const CHART_HEIGHT = 168;
const LINE_TOP = 24;
const LINE_BOTTOM = 78;
const BAR_TOP = 92;
const BAR_BOTTOM = 136;
// Each hour's column holds its chance (left) and its amount (right) of precipitation.
const BAR_WIDTH = 14;
const BAR_INSET = 5;
const AMOUNT_WIDTH = 11;
const AMOUNT_INSET = 23;
const HOUR_BASELINE = 156;
// Room beyond the first and last hours: a label centred on an edge hour is wider than its hour
// ("11 a. m.", "午前11時") and would be cut at the chart's edge.
const EDGE = 16;

/** A length of the drawing in em: drawn for 16 px type, the chart grows with the visitor's font size. */
function inEm(units: number): string {
  return `${units / CHART_FONT_SIZE}em`;
}

/** Whether the hourly table is open, and what to tell when a visitor opens or closes it. */
export interface TableDisclosure {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * The hourly section for `hours` records, or its skeleton when `forecast` has not come yet. The
 * records are `stepHours` apart (hourly-step), so they span `stepHours` times as many hours. The
 * table's rows are drawn only while it is open: closed, they would cost every forecast's render
 * a hundred cells that nobody sees. `boxWidth` is the width the chart's box has, in the drawing's
 * units (0: not measured yet): records that would leave part of it empty are spread over all of it.
 * The skeleton needs no measure: its drawing stretches over the box by CSS (`.chart-skeleton`), so a
 * first render is laid out once, not again when the box's width is known.
 */
export function renderHourly(
  context: ViewContext,
  forecast: ForecastEnvelope | undefined,
  hours: number,
  table: TableDisclosure,
  stepHours = 1,
  boxWidth = 0,
): TemplateResult {
  const { messages } = context;
  const records = forecast?.hourly ?? [];
  const count = Math.max(1, forecast ? records.length : hours);
  const recordWidth = Math.max(HOUR_WIDTH, (boxWidth - 2 * EDGE) / count);
  return html`<section class="hourly" part="hourly">
    ${heading(context.sectionHeadingLevel ?? 3, 'section-title', messages.hourly)}
    <p class="legend" aria-hidden="true">
      <span><span class="key key-temp"></span>${messages.legendTemp}</span>
      <span><span class="key key-chance"></span>${messages.legendChance}</span>
      <span><span class="key key-amount"></span>${messages.legendAmount}</span>
    </p>
    <div class="scroller" part="chart-scroller" role="group" aria-label=${messages.chartScroll}>
      ${
        forecast
          ? chart(context, forecast, recordWidth, stepHours)
          : html`<svg class="chart chart-skeleton" width=${inEm(count * HOUR_WIDTH + 2 * EDGE)} height=${inEm(CHART_HEIGHT)} aria-hidden="true"><rect class="chart-ph" y=${inEm(LINE_TOP)} width="100%" height=${inEm(BAR_BOTTOM - LINE_TOP)} rx=${inEm(6)} /></svg>`
      }
    </div>
    <details class="table-toggle" part="table-toggle" @toggle=${(event: Event) => table.onToggle((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>${messages.showTable}</summary>
      ${forecast && table.open ? renderHourlyTable(context, forecast) : ''}
    </details>
  </section>`;
}

function chart(
  context: ViewContext,
  forecast: ForecastEnvelope,
  recordWidth: number,
  stepHours: number,
): TemplateResult {
  const { locale, hourCycle, messages } = context;
  const records = forecast.hourly;
  const width = Math.max(1, records.length) * recordWidth;
  // A wider column keeps its two bars together in its middle.
  const inset = (recordWidth - HOUR_WIDTH) / 2;
  // Right to left, the first hour is on the right, as Arabic and Hebrew weather sites draw it:
  // each x (and each box's left edge) mirrored about the chart's middle.
  const at = (x: number, boxWidth = 0) => (context.rtl ? width - x - boxWidth : x);
  const temps = records.map((record) => record.temp);
  // The amount bars' scale: its top is written above the first bar.
  const amountUnit = amountUnitOf(forecast);
  const amountTop = amountScaleTop(records, amountUnit);
  const scale = sharedScale([{ min: Math.min(...temps), max: Math.max(...temps) }]);
  const points = records.map((record, index) => ({
    x: at(index * recordWidth + recordWidth / 2),
    y: LINE_BOTTOM - scale.at(record.temp) * (LINE_BOTTOM - LINE_TOP),
  }));
  const step = labelEvery(recordWidth, LABEL_GAP);
  const labelled = points.flatMap((point, index) => (index % step === 0 ? [{ point, record: records[index]! }] : []));
  const zone = forecast.location.timezone;
  const wettest = Math.max(0, ...records.map((record) => record.pop));
  const summary = fillMessage(locale, messages.chartLabel, {
    count: records.length * stepHours,
    low: formatMeasure(locale, scale.low, forecast.units.temp, context.catalog.units),
    high: formatMeasure(locale, scale.high, forecast.units.temp, context.catalog.units),
    wettest: formatMeasure(locale, wettest, 'percent', context.catalog.units),
  });
  return html`<svg class="chart" part="chart" width=${inEm(width + 2 * EDGE)} height=${inEm(CHART_HEIGHT)} viewBox="${-EDGE} 0 ${width + 2 * EDGE} ${CHART_HEIGHT}" role="img" aria-label=${summary}>
    ${svg`
      <line class="grid" x1="0" x2=${width} y1=${BAR_TOP} y2=${BAR_TOP} />
      <line class="grid" x1="0" x2=${width} y1=${(BAR_TOP + BAR_BOTTOM) / 2} y2=${(BAR_TOP + BAR_BOTTOM) / 2} />
      <line class="axis" x1="0" x2=${width} y1=${BAR_BOTTOM} y2=${BAR_BOTTOM} />
      ${records.map((record, index) => bar(record, at(index * recordWidth + inset + BAR_INSET, BAR_WIDTH)))}
      ${records.map((record, index) => amountBar(record, at(index * recordWidth + inset + AMOUNT_INSET, AMOUNT_WIDTH), amountTop, BAR_TOP, BAR_BOTTOM, AMOUNT_WIDTH))}
      <text class="amount-scale" x=${at(2)} y=${BAR_TOP - 3}>${formatMeasure(locale, amountTop, amountUnit, context.catalog.units)}</text>
      <path class="temp-line" d=${linePath(points)} />
      ${labelled.map(
        ({ point, record }) => svg`
        <circle class="temp-point" cx=${point.x} cy=${point.y} r="3" />
        <text class="temp-label" x=${point.x} y=${point.y - 8} text-anchor="middle">${formatDegrees(locale, record.temp)}</text>
        <text class="hour-label" x=${point.x} y=${HOUR_BASELINE} text-anchor="middle">${formatHour(locale, Date.parse(record.time), zone, hourCycle)}</text>
      `,
      )}
    `}
  </svg>`;
}

/** One hour's chance bar, its left edge at `x`. */
function bar(record: HourlyRecord, x: number): SVGTemplateResult {
  const height = (Math.min(100, Math.max(0, record.pop)) / 100) * (BAR_BOTTOM - BAR_TOP);
  return svg`<rect class="pop-bar" x=${x} y=${BAR_BOTTOM - height} width=${BAR_WIDTH} height=${height} />`;
}
