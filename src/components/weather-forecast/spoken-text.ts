// Text shown in its short form and said in its long one: "WSW" is read "west-southwest", "12 km/h"
// "12 kilometres per hour". Not aria-label, which a <span> may not carry: the short form is hidden
// from assistive technology and the long one from the eye.
import { html, type TemplateResult } from 'lit';

/** `shown` for the eye, `said` for the screen reader; `shown` alone when they are the same or nothing better is known. */
export function spokenAs(shown: string, said: string | undefined): TemplateResult | string {
  if (said === undefined || said === shown) return shown;
  return html`<span aria-hidden="true">${shown}</span><span class="visually-hidden">${said}</span>`;
}
