// The width the hourly chart has: its scroller's inner width, watched (a larger font changes it
// too, as the drawing's height grows with the type), so that a chart of few
// records (every third hour, or a short `hourly`) spreads them over the row instead of leaving
// most of it empty. The scroller's width comes from the card, never from the chart inside it, so
// drawing the chart anew does not change what is watched. A new width asks for a render only when
// the last one read it: the skeleton does not, so the width first known after the first layout
// costs no second render and layout of a card that would draw the same.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CHART_FONT_SIZE } from './hourly-chart.ts';

export class ChartWidthController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #observer?: ResizeObserver;
  #observed?: Element;
  #width = 0;
  // Whether the render under way, or the last one, drew with the width.
  #read = false;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * The chart's box's inner width in the drawing's units (CSS pixels at the chart's font size, so
   * a larger font leaves fewer of them); 0 until it is measured.
   */
  get width(): number {
    this.#read = true;
    return this.#width;
  }

  hostUpdate(): void {
    this.#read = false;
  }

  hostUpdated(): void {
    if (typeof ResizeObserver === 'undefined') return;
    const scroller = this.#host.shadowRoot?.querySelector('[part~="chart-scroller"]') ?? undefined;
    if (scroller === this.#observed) return;
    this.#observer ??= new ResizeObserver((entries) => {
      const entry = entries.at(-1)!;
      const pixels = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      const scale = parseFloat(getComputedStyle(entry.target).fontSize) / CHART_FONT_SIZE || 1;
      const width = Math.floor(pixels / scale);
      if (width === this.#width) return;
      this.#width = width;
      if (this.#read) this.#host.requestUpdate();
    });
    if (this.#observed) this.#observer.unobserve(this.#observed);
    this.#observed = scroller;
    if (scroller) this.#observer.observe(scroller);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#observed = undefined;
  }
}
