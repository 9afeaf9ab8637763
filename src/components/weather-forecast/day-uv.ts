// A day's highest UV index in its daily row, when the page asks for UV (`details` names it): "UV"
// then the index with its WHO class, from the module loaded on first use (a placeholder until it
// is there, "–" when the source cannot say).
import { html, type TemplateResult } from 'lit';
import type { DailyRecord } from '../../contract/records.ts';
import { orPlaceholder } from './placeholder.ts';
import { renderUv } from './uv-badge.ts';
import type { ViewContext } from './view-context.ts';

/** The day's UV line; a placeholder for the skeleton (`day` undefined) or until the module loads. */
export function dayUv(context: ViewContext, day: DailyRecord | undefined): TemplateResult {
  const extra = context.detailModule;
  const words = context.catalog.details;
  // "UV", not the index's full name: it reads the same in every language we speak, and leaves the
  // row's narrow column room for the class's name.
  const uv =
    day && extra
      ? html`UV ${renderUv(context.locale, words, day.uv_index_max, extra.uvClass(day.uv_index_max ?? 0))}`
      : undefined;
  return html`<span class="day-uv line">${orPlaceholder(uv, 6)}</span>`;
}
