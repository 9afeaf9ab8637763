// A new answer drawn section by section, each section in a task of its own. Drawn at once, a
// forecast's sections (the current conditions, the days, the hourly chart) cost the host page one
// task of 60–140 ms under Lighthouse's 4× CPU throttle, and Lighthouse counts every task over
// 50 ms into Total Blocking Time (npm run bench). The sections still waiting show what they
// showed before (the skeleton, or the last answer), which has their size: nothing shifts.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { deferred, resolved } from '../shared/deferred.ts';
import { yieldToMain } from '../shared/yield-to-main.ts';

export class SectionReveal<T> implements ReactiveController {
  #latest?: T;
  // What the sections not yet revealed still show.
  #before?: T;
  // How many sections, from the first, draw #latest. Before any value, nothing is drawn in all of
  // them: done, so that awaiting `complete` then cannot spin on a settled promise.
  #revealed = Number.POSITIVE_INFINITY;
  #sections = 0;
  #stepping = false;
  #complete = resolved();

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Takes the value that `sections` sections are to show; called by each render, before `pick`. */
  show(value: T | undefined, sections: number): void {
    this.#sections = sections;
    if (value === this.#latest) return;
    // A value drawn everywhere is what the rest show while the next one comes in section by section.
    if (this.#revealed >= sections) this.#before = this.#latest;
    this.#latest = value;
    // Forgetting (no place, another place) is drawn everywhere at once: the skeleton costs little.
    if (value === undefined) this.#before = undefined;
    this.#revealed = value === undefined ? sections : 1;
    if (!this.done && this.#complete.done) this.#complete = deferred();
  }

  /** The value that section `index` (in the order of drawing) shows now. */
  pick(index: number): T | undefined {
    return index < this.#revealed ? this.#latest : this.#before;
  }

  /** Whether every section shows the latest value. */
  get done(): boolean {
    return this.#revealed >= this.#sections;
  }

  /** Settles once every section shows the latest value. */
  get complete(): Promise<void> {
    return this.#complete.promise;
  }

  hostUpdated(): void {
    if (this.done) return this.#complete.resolve();
    if (this.#stepping) return;
    this.#stepping = true;
    void yieldToMain().then(() => {
      this.#stepping = false;
      if (!this.done) this.#revealed++;
      this.#host.requestUpdate();
    });
  }
}
