import { html, nothing, type TemplateResult } from 'lit';
import type { Location } from '../../contract/records.ts';
import { flagEmoji } from './flag.ts';
import { highlightMatch } from './highlight-match.ts';
import { placeDetail, placeLabel } from './place-label.ts';

/** The id of option `index` within the search's shadow root (for aria-activedescendant). */
export function optionId(index: number): string {
  return `option-${index}`;
}

/**
 * One option of the listbox: the flag (hidden from screen readers, which read the country), the
 * name with the typed part in <mark>, and region and country. Every string from the service is
 * a text binding, so markup in a place name shows as text.
 */
export function searchOption(
  locale: string,
  place: Location,
  query: string,
  index: number,
  active: boolean,
): TemplateResult {
  const flag = flagEmoji(place.iso2);
  const detail = placeDetail(locale, place);
  const name = highlightMatch(place.name, query).map((segment) =>
    segment.match ? html`<mark>${segment.text}</mark>` : segment.text,
  );
  // The label names the option as the input will show it ("Paris, Île-de-France, France"):
  // read from the content it would run name and region together.
  return html`<li id=${optionId(index)} role="option" part="option" aria-selected=${active ? 'true' : 'false'} aria-label=${placeLabel(locale, place)} data-index=${index}>
    ${flag ? html`<span class="flag" aria-hidden="true">${flag}</span>` : nothing}
    <span class="name">${name}</span>
    ${detail ? html`<span class="detail">${detail}</span>` : nothing}
  </li>`;
}
