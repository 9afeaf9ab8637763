// The chart's and the table's scroll boxes take keyboard focus only while they scroll: a box whose
// content fits is one Tab press that does nothing, and a screen reader announces a group there for
// no reason. Whether a box scrolls changes with the card's width and with each new answer, so it is
// checked after every render and whenever a box changes size: by a ResizeObserver, which reads the
// sizes once the browser has laid the card out anyway. Reading them in the render's own task
// forces that layout early: on a cold page, most of our longest task.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const SCROLLERS = '.scroller, .table-scroller';

export class ScrollerTabStops implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #resize?: ResizeObserver;

  /** Watches `host`'s scroll boxes once the host adds it (`addController`). */
  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
  }

  hostUpdated(): void {
    const root = this.#host.shadowRoot;
    if (!root) return;
    this.#resize ??= new ResizeObserver((entries) => entries.forEach((entry) => tabStopWhileScrolling(entry.target)));
    // Observing a box anew reports its size after the next layout, even when the size is the same
    // as before (a new answer can make it scroll without resizing it).
    for (const box of root.querySelectorAll(SCROLLERS)) {
      this.#resize.unobserve(box);
      this.#resize.observe(box);
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
