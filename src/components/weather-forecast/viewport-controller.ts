// Whether a forecast may ask yet. A lazy forecast asks nothing (no worker, no data) until it
// comes within VIEWPORT_MARGIN of the viewport; an eager one, or one in a browser without
// IntersectionObserver, at once. Once near, it stays near. Where it stands is one value, `status`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { deferred } from '../shared/deferred.ts';

/** How far outside the viewport a lazy forecast starts asking, so that it is ready when seen. */
export const VIEWPORT_MARGIN = '400px';

/**
 * `away`: not watched (not in the page, or not yet told to watch); `watching`: lazy, waiting to
 * come near the viewport; `near`: may ask, for good.
 */
export type ViewportStatus =
  | { readonly state: 'away' }
  | { readonly state: 'watching'; readonly observer: IntersectionObserver }
  | { readonly state: 'near' };

export class ViewportController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #loading: () => 'eager' | 'lazy';
  #status: ViewportStatus = { state: 'away' };
  readonly #reached = deferred();

  /** `loading` reads the element's choice, eager or lazy, when it starts watching. */
  constructor(host: ReactiveControllerHost & Element, loading: () => 'eager' | 'lazy') {
    this.#host = host;
    this.#loading = loading;
    host.addController(this);
  }

  get status(): ViewportStatus {
    return this.#status;
  }

  /** Settles once the element has come near (at once for an eager one). */
  get reached(): Promise<void> {
    return this.#reached.promise;
  }

  /** Watches again with the loading now chosen: an element that turned eager comes near at once. */
  watch(): void {
    if (this.#status.state === 'near' || !this.#host.isConnected) return;
    if (this.#loading() === 'eager' || typeof IntersectionObserver === 'undefined')
      return this.#enter({ state: 'near' });
    if (this.#status.state === 'watching') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && this.#enter({ state: 'near' }),
      { rootMargin: VIEWPORT_MARGIN },
    );
    observer.observe(this.#host);
    this.#status = { state: 'watching', observer };
  }

  hostConnected(): void {
    this.watch();
  }

  hostDisconnected(): void {
    if (this.#status.state === 'watching') this.#enter({ state: 'away' });
  }

  #enter(status: ViewportStatus): void {
    if (this.#status.state === 'watching') this.#status.observer.disconnect();
    this.#status = status;
    if (status.state !== 'near') return;
    this.#reached.resolve();
    this.#host.requestUpdate();
  }
}
