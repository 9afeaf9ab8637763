// A day's moon in its daily row, when the page asks for the moon (`details` names it): the drawing
// and the phase's name, from the module loaded on first use (a placeholder until it is there).
import { html, type TemplateResult } from 'lit';
import type { DailyRecord } from '../../contract/records.ts';
import { renderMoon } from './moon.ts';
import { orPlaceholder } from './placeholder.ts';
import type { ViewContext } from './view-context.ts';

/** The day's moon line; a placeholder for the skeleton (`day` undefined) or until the module loads. */
export function dayMoon({ catalog, detailModule: extra }: ViewContext, day: DailyRecord | undefined): TemplateResult {
  const moon =
    day && extra
      ? renderMoon(catalog.details.moonPhases[extra.moonPhaseIndex(day.moon_phase)], extra.moonLitPath(day.moon_phase))
      : undefined;
  return html`<span class="day-moon line">${orPlaceholder(moon, 6)}</span>`;
}
