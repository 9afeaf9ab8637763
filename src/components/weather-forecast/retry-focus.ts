// Where focus goes after the visitor presses Retry. The error and its button leave the card while
// the weather is asked again, and focus would fall to the page's <body>: a keyboard or
// screen-reader user would start again from the top of the page. Instead focus waits on the card
// while it loads, then lands on the place's heading once the weather is there, or on the new Retry
// button if asking failed again (whose alert says why, once).
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

export class RetryFocus implements ReactiveController {
  readonly #host: Host;
  #following = false;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /** Retry was pressed: focus is followed if it was on that button (a keyboard press, or a click that focused it). */
  pressed(button: Element): void {
    this.#following = this.#host.shadowRoot?.activeElement === button;
  }

  hostUpdated(): void {
    if (!this.#following) return;
    const root = this.#host.shadowRoot;
    const card = root?.querySelector<HTMLElement>('[part~="base"]');
    if (!root || !card) return;
    const focused = root.activeElement;
    // The visitor moved focus elsewhere meanwhile: it is theirs again.
    if (focused === null && this.#host.ownerDocument.activeElement !== this.#host.ownerDocument.body) {
      this.#following = false;
      return;
    }
    const busy = card.getAttribute('aria-busy') === 'true';
    const retry = root.querySelector<HTMLElement>('[part~="retry-button"]');
    if (retry && !busy) return this.#land(retry, card);
    if (!busy) return this.#land(root.querySelector<HTMLElement>('[part~="place"]') ?? card, card);
    // Still loading: focus waits on the card (if the button it was on has gone).
    if (focused === null || !focused.isConnected) {
      card.tabIndex = -1;
      card.focus({ preventScroll: true });
    }
  }

  #land(target: HTMLElement, card: HTMLElement): void {
    this.#following = false;
    if (target.tabIndex < 0 && !(target instanceof HTMLButtonElement)) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    if (target !== card) card.removeAttribute('tabindex');
  }
}
