// "Forecast for Berlin", said politely once the forecast shows a place the visitor chose (in a
// search, or by their location), and nothing when the page itself changes the place or the
// ten-minute refresh redraws the same one. The live region stays in the element's shadow root
// from the first render on: a region inserted together with its text is not read by every
// screen reader. Each announcement is a new text node, so the same place chosen again is said
// again.
import { html, type TemplateResult } from 'lit';
import { fillMessage } from '../../i18n/fill-message.ts';
import { keyed } from 'lit/directives/keyed.js';

export class PlaceAnnouncement {
  #awaited = false;
  #said = 0;
  #text = '';

  /** The visitor chose a place: the next forecast shown is said. */
  chosen(): void {
    this.#awaited = true;
  }

  /** A forecast is on screen for `place`; said when the visitor chose it. */
  shown(locale: string, message: string, place: string | undefined): void {
    if (!this.#awaited || !place) return;
    this.#awaited = false;
    this.#text = fillMessage(locale, message, { place });
    this.#said++;
  }

  /** The polite live region, in the card's language. */
  render(lang: string): TemplateResult {
    return html`<p class="visually-hidden" role="status" lang=${lang}>${keyed(this.#said, this.#text)}</p>`;
  }
}
