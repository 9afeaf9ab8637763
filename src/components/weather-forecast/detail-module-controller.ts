// The UV and moon facts' module for one forecast: loaded once the element shows something that
// needs it (those facts, units per quantity, the compact line), its styles given to the element's
// shadow root. A module that cannot load leaves the facts' placeholders until the page is loaded
// again; a module that was changed is also the integrity problem it is. Where it stands is one
// value, `status`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { problem as problemOf, type Problem } from '../../contract/problems.ts';
import { isUpstreamError } from '../../contract/source-error.ts';
import type { DetailModule } from './loaded-detail-module.ts';

/** The page's one copy of the module: loaded once, on first use, by the way its build loads it. */
export interface DetailModuleLoader {
  /** Loads the module (once for the page); settles when it can be read. */
  load(): Promise<void>;
  /** The module, once loaded. */
  loaded(): DetailModule | undefined;
  /** Gives a shadow root the module's styles, once loaded. */
  adoptStyles(root: HTMLElement | DocumentFragment): void;
}

/**
 * `unneeded`: nothing shown needs the module, and no element of the page has loaded it;
 * `loading`; `loaded` (for the page: another element may have loaded it); `failed`, with the
 * `integrity` problem to show when the module was changed.
 */
export type DetailModuleStatus =
  | { readonly state: 'unneeded' }
  | { readonly state: 'loading'; readonly settled: Promise<void> }
  | { readonly state: 'loaded'; readonly module: DetailModule }
  | { readonly state: 'failed'; readonly problem?: Problem };

export class DetailModuleController implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  readonly #loader: DetailModuleLoader;
  readonly #needed: () => boolean;
  #status: DetailModuleStatus = { state: 'unneeded' };

  /** `needed` says whether what the element shows needs the module, before each render. */
  constructor(
    host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    loader: DetailModuleLoader,
    needed: () => boolean,
  ) {
    this.#host = host;
    this.#loader = loader;
    this.#needed = needed;
    host.addController(this);
  }

  get status(): DetailModuleStatus {
    const module = this.#loader.loaded();
    // Loaded for the page by whichever element asked first.
    if (module && this.#status.state !== 'failed') return { state: 'loaded', module };
    return this.#status;
  }

  /** Settles once the module has loaded or failed, if it is loading. */
  get settled(): Promise<void> | undefined {
    const status = this.#status;
    return status.state === 'loading' ? status.settled : undefined;
  }

  hostUpdate(): void {
    if (!this.#needed()) return;
    this.#loader.adoptStyles(this.#host.renderRoot);
    if (this.status.state !== 'unneeded') return;
    const settled = this.#loader.load().then(
      () => this.#enter({ state: 'loaded', module: this.#loader.loaded()! }),
      (error: unknown) => {
        console.warn('<weather-forecast>:', error);
        this.#enter({
          state: 'failed',
          ...(isUpstreamError(error) && error.failure === 'integrity'
            ? { problem: problemOf('integrity', error.message) }
            : {}),
        });
      },
    );
    this.#status = { state: 'loading', settled };
  }

  #enter(status: DetailModuleStatus): void {
    this.#status = status;
    this.#host.requestUpdate();
  }
}
