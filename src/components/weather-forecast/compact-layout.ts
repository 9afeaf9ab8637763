// layout="compact": one line for a sidebar or a page's header. The icon and temperature now, then
// the next hours (or days) as a list whose items wrap, one by one, onto a second line the card
// hides: a narrow card shows fewer items, never part of one. Part of the module loaded on first
// use (detail-module.ts), so the script tag carries none of it; lit's `html` and the icons come
// from the script that loads it.
import type { Catalog } from '../../i18n/catalog.ts';
import type { html as litHtml, TemplateResult } from 'lit';
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord, Description, HourlyRecord } from '../../contract/records.ts';
import { formatDegrees, formatHour, formatLongDate, formatMeasure, formatWeekday } from '../shared/format.ts';
import { daylightAt, isNight, polarDaylight } from './sky.ts';
import type { ViewContext } from './view-context.ts';

/** What the layout borrows from the script that loads it. */
export interface CompactKit {
  html: typeof litHtml;
  icon: (code: number, night: boolean, label?: string) => TemplateResult;
  describe: (description: Description, catalog: Catalog) => string;
}

/** The most items the line offers: more than the widest card shows. */
export const COMPACT_ITEMS = 6;

/**
 * The compact line of the `sections` shown (the daily ones only without the hourly), or its
 * skeleton while `current` and `forecast` are not there; `hours` and `days` are how many the
 * forecast holds, so the skeleton holds as many items as the answer.
 */
export function renderCompact(
  kit: CompactKit,
  context: ViewContext,
  sections: ReadonlySet<string>,
  current: CurrentEnvelope | undefined,
  forecast: ForecastEnvelope | undefined,
  hours: number,
  days: number,
): TemplateResult {
  const { html } = kit;
  const showCurrent = sections.has('current');
  const next = sections.has('hourly') ? 'hourly' : sections.has('daily') ? 'daily' : undefined;
  // The current hour and today are the current conditions.
  const count = Math.min(COMPACT_ITEMS, next === 'hourly' ? hours - 1 : days - (showCurrent ? 1 : 0));
  const placeholder = (ems: number) => html`<span class="ph w${ems}"></span>`;
  const iconPlaceholder = html`<span class="c-icon"><span class="ph icon-ph"></span></span>`;
  let now: TemplateResult | string = '';
  if (showCurrent) {
    const data = current?.data;
    // A <div>: the icon and the temperature are no paragraph, and a visitor's paragraph spacing
    // (WCAG 1.4.12) would lift them out of the line's box.
    now = html`<div class="compact-now" part="current">
      ${data && current ? html`<span class="c-icon">${kit.icon(data.description.code, nightAt(current, Date.parse(data.time)), kit.describe(data.description, context.catalog))}</span>` : iconPlaceholder}
      <span class="temperature line" part="temperature">${data && current ? formatMeasure(context.locale, data.temp, current.units.temp, context.catalog.units) : placeholder(3)}</span>
    </div>`;
  }
  let list: TemplateResult | string = '';
  if (next) {
    const items = forecast
      ? next === 'hourly'
        ? nextHours(forecast).map((hour) => hourItem(kit, context, forecast, hour))
        : nextDays(forecast, showCurrent).map((day) => dayItem(kit, context, forecast, day))
      : Array.from(
          { length: count },
          () => html`<li class="next-item">${placeholder(3)}${iconPlaceholder}${placeholder(2)}</li>`,
        );
    list = html`<ol class="next" part=${next} aria-label=${context.messages[next]}>${items}</ol>`;
  }
  return html`<div class="strip">${now}${list}</div>`;
}

/** The hours after the current one (the reply's first hour is the current hour). */
export function nextHours(forecast: ForecastEnvelope): readonly HourlyRecord[] {
  return forecast.hourly.slice(1, 1 + COMPACT_ITEMS);
}

/** The days from tomorrow when the current conditions stand for today, else from today. */
export function nextDays(forecast: ForecastEnvelope, afterToday: boolean): readonly DailyRecord[] {
  const first = afterToday ? 1 : 0;
  return forecast.daily.slice(first, first + COMPACT_ITEMS);
}

function hourItem(
  kit: CompactKit,
  context: ViewContext,
  forecast: ForecastEnvelope,
  hour: HourlyRecord,
): TemplateResult {
  const { locale } = context;
  const time = Date.parse(hour.time);
  return kit.html`<li class="next-item">
    <span class="when line">${formatHour(locale, time, forecast.location.timezone, context.hourCycle)}</span>
    <span class="c-icon">${kit.icon(hour.description.code, hourIsNight(forecast, time), kit.describe(hour.description, context.catalog))}</span>
    <span class="line">${formatDegrees(locale, hour.temp)}</span>
  </li>`;
}

function dayItem(kit: CompactKit, context: ViewContext, forecast: ForecastEnvelope, day: DailyRecord): TemplateResult {
  const { locale, messages } = context;
  const night =
    day.sunrise === null &&
    day.sunset === null &&
    polarDaylight(forecast.location.lat, Date.parse(`${day.date}T12:00:00Z`)) === 'polar-night';
  return kit.html`<li class="next-item" part="day" title=${formatLongDate(locale, day.date)}>
    <span class="when line">${formatWeekday(locale, day.date)}</span>
    <span class="c-icon">${kit.icon(day.description.code, night, kit.describe(day.description, context.catalog))}</span>
    <span class="line"><span class="visually-hidden">${messages.high} </span>${formatDegrees(locale, day.temp_max)}</span>
    <span class="low line"><span class="visually-hidden">${messages.low} </span>${formatDegrees(locale, day.temp_min)}</span>
  </li>`;
}

function nightAt(current: CurrentEnvelope, epochMs: number): boolean {
  return isNight(daylightAt(epochMs, current.sunrise, current.sunset, current.location.lat));
}

const DAY_SECONDS = 86_400;

/**
 * Whether an hour of the forecast gets the night icon, by its first day's sunrise and sunset moved
 * by whole days: over the day or two the line spans, the sun rises and sets within minutes of
 * the same times. A day without both is polar day or night, else (one of them missing) day.
 */
export function hourIsNight(forecast: ForecastEnvelope, epochMs: number): boolean {
  const today = forecast.daily[0];
  const sunrise = today?.sunrise ?? null;
  const sunset = today?.sunset ?? null;
  if (sunrise === null || sunset === null)
    return sunrise === null && sunset === null && polarDaylight(forecast.location.lat, epochMs) === 'polar-night';
  const sinceSunrise = (((epochMs / 1000 - sunrise) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  return sinceSunrise >= sunset - sunrise;
}
