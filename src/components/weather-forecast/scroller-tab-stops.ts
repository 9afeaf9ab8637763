// The chart's and the table's scroll boxes take keyboard focus only while they scroll: a box whose
// content fits is one Tab press that does nothing, and a screen reader announces a group there for
// no reason. Whether a box scrolls changes with the card's width and with each new answer, so it is
// checked after every render and whenever a box changes size.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const SCROLLERS = '.scroller, .table-scroller';

export class ScrollerTabStops implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #watched = new WeakSet<Element>();
  #resize?: ResizeObserver;

  /** Watches `host`'s scroll boxes once the host adds it (`addController`). */
  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
  }

  hostUpdated(): void {
    const root = this.#host.shadowRoot;
    if (!root) return;
    this.#resize ??= new ResizeObserver((entries) => entries.forEach((entry) => tabStopWhileScrolling(entry.target)));
    for (const box of root.querySelectorAll(SCROLLERS)) {
      if (!this.#watched.has(box)) {
        this.#watched.add(box);
        this.#resize.observe(box);
      }
      tabStopWhileScrolling(box);
    }
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    this.#resize = undefined;
  }
}

function tabStopWhileScrolling(box: Element): void {
  const scrolls = box.scrollWidth > box.clientWidth;
  // A box that has focus keeps it until the visitor moves on.
  if (!scrolls && (box.getRootNode() as ShadowRoot).activeElement === box) return;
  if (scrolls) box.setAttribute('tabindex', '0');
  else box.removeAttribute('tabindex');
}
