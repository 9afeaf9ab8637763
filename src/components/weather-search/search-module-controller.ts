// The search's interaction module for one <weather-search>: loaded on the visitor's first turn to
// the search (focus, a pointer over it, a keystroke), not for its first render. What the visitor
// does while it loads is kept, in order, and handed to it once it is there: the text typed stays
// in the field (the element keeps it in its state), and each key and edit is then acted on as if
// it had just happened. A module that cannot load is said on the status line, and the next turn
// to the search tries again. Where it stands is one value, `status`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { problem as problemOf, type Problem } from '../../contract/problem-details.ts';
import { isUpstreamError } from '../../contract/source-error.ts';
import type { SearchModule, SearchModules } from './loaded-search-module.ts';
import type { SearchHost } from './search-host.ts';
import type { SearchInteraction } from './search-interaction.ts';

/** Something the visitor or the page did, for the interaction to act on. */
export type SearchCall = (interaction: SearchInteraction) => void;

/**
 * `unneeded`: the visitor has not turned to the search yet; `loading`, with the calls waiting for
 * it; `loaded`, with the element's interaction; `failed`, with the `integrity` problem when the
 * module was changed.
 */
export type SearchModuleStatus =
  | { readonly state: 'unneeded' }
  | { readonly state: 'loading'; readonly waiting: SearchCall[] }
  | { readonly state: 'loaded'; readonly module: SearchModule; readonly interaction: SearchInteraction }
  | { readonly state: 'failed'; readonly problem?: Problem };

// A visitor turns to the search by focusing it or pointing at it; typing needs focus first.
const TURNS = ['focusin', 'pointerenter'] as const;

export class SearchModuleController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #modules: SearchModules;
  readonly #searchHost: SearchHost;
  #status: SearchModuleStatus = { state: 'unneeded' };
  readonly #start = () => this.load();

  constructor(host: ReactiveControllerHost & HTMLElement, modules: SearchModules, searchHost: SearchHost) {
    this.#host = host;
    this.#modules = modules;
    this.#searchHost = searchHost;
    host.addController(this);
  }

  get status(): SearchModuleStatus {
    return this.#status;
  }

  /** The module, once loaded. */
  get module(): SearchModule | undefined {
    return this.#status.state === 'loaded' ? this.#status.module : undefined;
  }

  hostConnected(): void {
    for (const turn of TURNS) this.#host.addEventListener(turn, this.#start);
  }

  hostDisconnected(): void {
    for (const turn of TURNS) this.#host.removeEventListener(turn, this.#start);
  }

  /** Loads the module for this element, unless it is loaded or loading. */
  load(): void {
    const status = this.#status;
    if (status.state === 'loading' || status.state === 'loaded') return;
    // Another search of the page loaded it already.
    const loaded = this.#modules.loaded();
    if (loaded) return this.#loaded(loaded, []);
    const waiting: SearchCall[] = [];
    this.#status = { state: 'loading', waiting };
    this.#modules.load().then(
      (module) => this.#loaded(module, waiting),
      (error: unknown) => {
        console.warn('<weather-search>:', error);
        this.#status = {
          state: 'failed',
          ...(isUpstreamError(error) && error.failure === 'integrity'
            ? { problem: problemOf('integrity', error.message) }
            : {}),
        };
        this.#host.requestUpdate();
      },
    );
  }

  #loaded(module: SearchModule, waiting: readonly SearchCall[]): void {
    const interaction = new module.SearchInteraction(this.#searchHost);
    this.#status = { state: 'loaded', module, interaction };
    for (const call of waiting) call(interaction);
    this.#host.requestUpdate();
  }

  /**
   * Hands `call` to the interaction: now, or once the module has loaded. A visitor's action
   * (`start`) loads it; the page's housekeeping (a reset, a blur) waits for a load under way and
   * needs none otherwise, since nothing the module keeps exists yet.
   */
  deliver(call: SearchCall, start: boolean): void {
    if (start) this.load();
    const status = this.#status;
    if (status.state === 'loaded') call(status.interaction);
    else if (status.state === 'loading') status.waiting.push(call);
  }
}
