// One row per day: weekday, icon, low and high around a range bar on ONE scale shared by all the
// shown days (so a warmer day sits further right), chance and amounts of precipitation by type,
// the day's strongest wind and gust, and the day's UV maximum and moon when `details` names them.
import { html, svg, type TemplateResult } from 'lit';
import type { ForecastEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord, Precipitation } from '../../contract/records.ts';
import { formatDegrees, formatLongDate, formatMeasure, formatWeekday } from '../shared/format.ts';
import { weatherIcon } from '../shared/icons/weather-icon.ts';
import { describe } from './descriptions.ts';
import type { ForecastMessages } from '../../i18n/catalog.ts';
import { orPlaceholder } from './placeholder.ts';
import { rangeBar, sharedScale, type Scale } from './scale.ts';
import { sunlessDay } from './sky.ts';
import type { ViewContext } from './view-context.ts';
import { dailyWindText } from './wind-cell.ts';
import { dayMoon } from './day-moon.ts';
import { dayUv } from './day-uv.ts';
import { heading } from './heading.ts';

/** The daily facts `details` can add to each row, a line each, in its order. */
export type DayExtra = 'uv' | 'moon';

// The bar's own coordinate system; the SVG stretches it to the track's width.
const TRACK = 100;

/** The daily section for `days` days, or its skeleton when `forecast` has not come yet; a line for each of `extras` in each row. */
export function renderDaily(
  context: ViewContext,
  forecast: ForecastEnvelope | undefined,
  days: number,
  extras: readonly DayExtra[] = [],
): TemplateResult {
  const records = forecast?.daily;
  const scale = sharedScale((records ?? []).map((day) => ({ min: day.temp_min, max: day.temp_max })));
  const rows = records
    ? records.map((day, index) => row(context, forecast, day, index, scale, extras))
    : Array.from({ length: days }, () => skeletonRow(context, extras));
  return html`<section class="daily extra-${extras.length}" part="daily">
    ${heading(context.sectionHeadingLevel ?? 3, 'section-title', context.messages.daily)}
    <ol class="days">${rows}</ol>
  </section>`;
}

function row(
  context: ViewContext,
  forecast: ForecastEnvelope,
  day: DailyRecord,
  index: number,
  scale: Scale,
  extras: readonly DayExtra[],
): TemplateResult {
  const { locale, messages } = context;
  const description = describe(day.description, context.catalog);
  const bar = rangeBar(scale, day.temp_min, day.temp_max, TRACK);
  const precipitation = amounts(context, forecast, day.precipitation);
  const chance = formatMeasure(locale, day.pop, 'percent', context.catalog.units);
  return html`<li class="day" part="day" data-date=${day.date} title=${`${formatLongDate(locale, day.date)}: ${description}`}>
    <span class="day-head">
      <span class="weekday line">${index === 0 ? messages.today : formatWeekday(locale, day.date)}</span>
      <span class="precip line" title=${precipitation}>
        <span class="visually-hidden">${messages.chance} ${chance}${precipitation ? ` · ${precipitation}` : ''}</span>
        <span aria-hidden="true">${[chance, ...totals(context, forecast, day.precipitation)].join(' · ')}</span>
      </span>
    </span>
    <span class="day-icon">${weatherIcon(day.description.code, sunlessDay(day, forecast.location.lat), description)}</span>
    <span class="min line"><span class="visually-hidden">${messages.low} </span>${formatDegrees(locale, day.temp_min)}</span>
    <svg class="range" part="range-bar" viewBox="0 0 ${TRACK} 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">${svg`
      <defs><linearGradient id="range-${index}" gradientUnits="userSpaceOnUse" x1="0" x2=${TRACK} y1="0" y2="0">
        <stop offset="0" class="stop-cold" /><stop offset="1" class="stop-warm" />
      </linearGradient></defs>
      <rect class="track" x="0" y="2" width=${TRACK} height="4" rx="2" />
      <rect class="bar" x=${bar.x} y="1" width=${bar.width} height="6" rx="2" fill="url(#range-${index})" />`}
    </svg>
    <span class="max line"><span class="visually-hidden">${messages.high} </span>${formatDegrees(locale, day.temp_max)}</span>
    <span class="day-wind line">${dailyWindText(context, day.wind_speed_max, day.wind_gust_max, forecast.units.wind_speed)}</span>
    ${extraLines(context, day, extras)}
  </li>`;
}

function skeletonRow(context: ViewContext, extras: readonly DayExtra[]): TemplateResult {
  return html`<li class="day" part="day">
    <span class="day-head">
      <span class="weekday line">${orPlaceholder(undefined, 3)}</span>
      <span class="precip line">${orPlaceholder(undefined, 3)}</span>
    </span>
    <span class="day-icon"><span class="ph icon-ph"></span></span>
    <span class="min line">${orPlaceholder(undefined, 2)}</span>
    <span class="range range-ph"><span class="ph"></span></span>
    <span class="max line">${orPlaceholder(undefined, 2)}</span>
    <span class="day-wind line">${orPlaceholder(undefined, 8)}</span>
    ${extraLines(context, undefined, extras)}
  </li>`;
}

function extraLines(context: ViewContext, day: DailyRecord | undefined, extras: readonly DayExtra[]): TemplateResult[] {
  return extras.map((extra) => (extra === 'uv' ? dayUv(context, day) : dayMoon(context, day)));
}

const TYPES = [
  ['rain', 'rain'],
  ['snow', 'snow'],
  ['sleet', 'sleet'],
  ['freezing_rain', 'freezingRain'],
  ['ice_pellets', 'icePellets'],
] as const satisfies readonly (readonly [keyof Precipitation, keyof ForecastMessages])[];

/**
 * What the row has room for in any language at 240 px: the water that falls (rain, sleet,
 * freezing rain and ice pellets, in the rain unit) and the snow (its depth, after a snowflake).
 * The types one by one are in the line's title and in what a screen reader says.
 */
function totals(context: ViewContext, forecast: ForecastEnvelope, precipitation: Precipitation): string[] {
  const water = precipitation.rain + precipitation.sleet + precipitation.freezing_rain + precipitation.ice_pellets;
  return [
    ...(water > 0 ? [formatMeasure(context.locale, water, forecast.units.rain, context.catalog.units)] : []),
    ...(precipitation.snow > 0
      ? [
          `\u2744\ufe0e\u00a0${formatMeasure(context.locale, precipitation.snow, forecast.units.snow, context.catalog.units)}`,
        ]
      : []),
  ];
}

/** "Rain 1.2 mm · Snow 3 cm": only the types that fall. Snow is depth in the snow unit, the rest water in the rain unit. */
function amounts(context: ViewContext, forecast: ForecastEnvelope, precipitation: Precipitation): string {
  const { locale, messages } = context;
  return TYPES.filter(([type]) => precipitation[type] > 0)
    .map(
      ([type, label]) =>
        `${messages[label]} ${formatMeasure(locale, precipitation[type], type === 'snow' ? forecast.units.snow : forecast.units.rain, context.catalog.units)}`,
    )
    .join(' · ');
}
