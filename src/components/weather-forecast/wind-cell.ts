// The wind as the forecast writes it wherever it shows one: an arrow turned to where the wind
// blows, its speed and the compass point it comes from. The arrow is decoration; the compass
// point beside it is what a screen reader says.
import { html, svg, type TemplateResult } from 'lit';
import { formatMeasure, formatNumber } from '../shared/format.ts';
import { spokenMeasure } from '../shared/spoken-measure.ts';
import { compassLabel, compassSpoken } from './messages.ts';
import { spokenAs } from './spoken-text.ts';
import { windArrowRotation } from './sky.ts';
import type { ViewContext } from './view-context.ts';

/** The arrow (pointing where the wind blows to), decorative. */
export function windArrow(windDeg: number): TemplateResult {
  // The arrow points up (north) before rotation.
  return html`<svg class="arrow" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${svg`<path d="M8 1.5l4.5 12L8 11l-4.5 2.5z" transform="rotate(${windArrowRotation(windDeg)} 8 8)" />`}</svg>`;
}

/** "↗ 12 km/h SW": the arrow, the speed in `unit` and the point the wind comes from. */
export function windText(
  context: ViewContext,
  speed: number,
  windDeg: number,
  windDir: string,
  unit: string,
): TemplateResult {
  const { locale, messages } = context;
  const shownSpeed = formatMeasure(locale, speed, unit, context.catalog.units);
  return html`${windArrow(windDeg)} ${spokenAs(shownSpeed, spokenMeasure(locale, speed, unit))} ${spokenAs(compassLabel(windDir, messages), compassSpoken(windDir, messages))}`;
}

/**
 * A day's wind: "Wind 24 · gusts 45 km/h", its strongest mean wind and its strongest gust, the unit
 * said once (a row has no room for "km/godz." twice at 240 px).
 */
export function dailyWindText(context: ViewContext, speedMax: number, gustMax: number, unit: string): string {
  const { locale, messages } = context;
  return `${messages.wind} ${formatNumber(locale, speedMax, 0)} · ${messages.gusts} ${formatMeasure(locale, gustMax, unit, context.catalog.units)}`;
}
