// The current conditions: a large temperature with its icon and description, then the facts
// `details` chooses (by default wind, humidity, pressure, visibility, dew point, sunrise and
// sunset or polar day/night).
import { html, type TemplateResult } from 'lit';
import type { CurrentEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord } from '../../contract/records.ts';
import { formatMeasure, formatPressure, formatTime } from '../shared/format.ts';
import { weatherIcon } from '../shared/icons/weather-icon.ts';
import { describe } from './descriptions.ts';
import type { Detail } from './details.ts';
import { renderMoon } from './moon.ts';
import { renderUv } from './uv-badge.ts';
import { orPlaceholder } from './placeholder.ts';
import { daylightAt, isNight, notableGusts } from './sky.ts';
import type { ViewContext } from './view-context.ts';
import { windText } from './wind-cell.ts';

/**
 * The current conditions with the facts of `details` in their order, or their skeleton when
 * `current` has not come yet. `today` (the forecast's first day) carries the moon; `beaufort`
 * (wind in Beaufort forces) adds the force's name under the wind.
 */
export function renderCurrent(
  context: ViewContext,
  current: CurrentEnvelope | undefined,
  details: readonly Detail[],
  today: DailyRecord | undefined,
  beaufort = false,
): TemplateResult {
  const { locale, messages } = context;
  // The UV and moon facts' drawing, once their module is there.
  const extra = context.detailModule;
  const words = extra && context.catalog.details;
  const data = current?.data;
  const units = current?.units;
  const daylight = current
    ? daylightAt(Date.parse(current.data.time), current.sunrise, current.sunset, current.location.lat)
    : undefined;
  const description = data ? describe(data.description, context.catalog) : undefined;
  const measure = (value: number | undefined, unit: string | undefined) =>
    value === undefined || unit === undefined ? undefined : formatMeasure(locale, value, unit, context.catalog.units);

  return html`<section class="current" part="current">
    <div class="now">
      <span class="now-icon">${data && daylight ? weatherIcon(data.description.code, isNight(daylight)) : html`<span class="ph icon-ph"></span>`}</span>
      <div class="now-text">
        <p class="temperature line" part="temperature">${orPlaceholder(measure(data?.temp, units?.temp), 3)}</p>
        <p class="description line" title=${description ?? ''}>${orPlaceholder(description, 7)}</p>
        <p class="feels line">${messages.feelsLike} ${orPlaceholder(measure(data?.feels_like, units?.feels_like), 3)}</p>
      </div>
    </div>
    <dl class="facts">
      ${details.map((detail) => {
        switch (detail) {
          case 'wind':
            return html`<div class="fact wide">
              <dt>${messages.wind}</dt>
              <dd class="line">${data && units ? wind(context, data.wind_speed, data.wind_gust, data.wind_deg, data.wind_dir, units.wind_speed) : orPlaceholder(undefined, 8)}</dd>
              ${beaufort ? html`<dd class="line">${orPlaceholder(data && words ? words.beaufort[data.wind_speed] : undefined, 6)}</dd>` : ''}
            </div>`;
          case 'humidity':
            return fact(messages.humidity, measure(data?.humidity, 'percent'));
          case 'pressure':
            return fact(
              messages.pressure,
              data && units ? formatPressure(locale, data.pressure, units.pressure, context.catalog.units) : undefined,
            );
          case 'visibility':
            return fact(messages.visibility, measure(data?.vis, units?.vis));
          case 'dew':
            return fact(messages.dewPoint, measure(data?.dew, units?.dew));
          case 'uv':
            return fact(
              orPlaceholder(words?.uvIndex, 5),
              data && extra && words
                ? renderUv(locale, words, data.uv_index, extra.uvClass(data.uv_index ?? 0))
                : undefined,
              'wide',
            );
          case 'moon':
            return fact(
              orPlaceholder(words?.moon, 3),
              today && extra && words
                ? renderMoon(
                    words.moonPhases[extra.moonPhaseIndex(today.moon_phase)],
                    extra.moonLitPath(today.moon_phase),
                  )
                : undefined,
              'wide',
            );
          case 'sunrise':
            return sun(context, current, daylight);
        }
      })}
    </dl>
  </section>`;
}

function fact(label: string | TemplateResult, value: string | TemplateResult | undefined, kind = ''): TemplateResult {
  return html`<div class="fact ${kind}">
    <dt>${label}</dt>
    <dd class="line">${orPlaceholder(value)}</dd>
  </div>`;
}

function wind(
  context: ViewContext,
  speed: number,
  gust: number,
  deg: number,
  dir: string,
  unit: string,
): TemplateResult {
  const { locale, messages } = context;
  const gusts = notableGusts(speed, gust, unit)
    ? html` · ${messages.gusts} ${formatMeasure(locale, gust, unit, context.catalog.units)}`
    : '';
  return html`${windText(context, speed, deg, dir, unit)}${gusts}`;
}

function sun(context: ViewContext, current: CurrentEnvelope | undefined, daylight: string | undefined): TemplateResult {
  const { locale, messages } = context;
  if (current && current.sunrise === null && current.sunset === null) {
    return fact(messages.sun, daylight === 'polar-day' ? messages.polarDay : messages.polarNight, 'wide');
  }
  const time = (seconds: number | null | undefined) =>
    current === undefined
      ? undefined
      : seconds === null || seconds === undefined
        ? '—'
        : formatTime(locale, seconds * 1000, current.location.timezone, context.hourCycle);
  return html`${fact(messages.sunrise, time(current?.sunrise))}${fact(messages.sunset, time(current?.sunset))}`;
}
