// The UV index as WHO's "Global Solar UV Index: A Practical Guide" (2002) tells it to the public:
// the index rounded to a whole number, its class in words, and the class's colour (green,
// yellow, orange, red, violet). The colour is a swatch beside the text, so the text keeps its
// contrast; the swatch's colours are in detail-styles.ts.
import { html, type TemplateResult } from 'lit';
import { formatNumber } from '../shared/format.ts';
import type { DetailMessages } from '../../i18n/catalog.ts';

/** "6 High" after the colour swatch of its WHO class (0 low … 4 extreme); "–" when the source cannot say. */
export function renderUv(
  locale: string,
  messages: DetailMessages,
  index: number | null,
  category: number,
): TemplateResult {
  if (index === null) return html`–`;
  // The index has no unit: formatNumber writes the bare whole number in the locale's digits.
  return html`<span class="uv-swatch uv-${category}" aria-hidden="true"></span>${formatNumber(locale, index, 0)} ${messages.uvClasses[category]}`;
}
