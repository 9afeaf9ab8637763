// An element's messages: the catalog of the language its locale reads in, loaded on first use.
// Until it has loaded, the element draws with English's words made invisible (their size, so
// nothing shifts when the visitor's words replace them) and says it is busy.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Catalog } from './catalog.ts';
import { ENGLISH, type Catalogs } from './catalogs.ts';
import type { Problem } from '../contract/problems.ts';
import { catalogLanguage, textDirection, type Language } from './languages.ts';

export class CatalogController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #locale: () => string;
  readonly #catalogs: Catalogs;
  #waiting?: Promise<unknown>;

  constructor(host: ReactiveControllerHost, locale: () => string, catalogs: Catalogs) {
    this.#host = host;
    this.#locale = locale;
    this.#catalogs = catalogs;
    host.addController(this);
  }

  /** The language the element's locale reads in (English when we speak none of it). */
  get language(): Language {
    return catalogLanguage(this.#locale()) ?? 'en';
  }

  /** The catalog to draw with: the language's own once loaded, English until then. */
  get catalog(): Catalog {
    return this.#catalogs.loaded(this.language) ?? ENGLISH;
  }

  /** Whether the language's own catalog has not loaded yet. */
  get pending(): boolean {
    return this.#catalogs.loaded(this.language) === undefined;
  }

  /** The `integrity` problem of a language file that was changed, which the element shows. */
  get problem(): Problem | undefined {
    return this.#catalogs.refused(this.language);
  }

  /** The direction the language is written in. */
  get direction(): 'ltr' | 'rtl' {
    return textDirection(this.catalog.language);
  }

  /** Settles once the language's own catalog (or English in its place) can be drawn. */
  get loaded(): Promise<unknown> {
    return this.pending ? this.#catalogs.load(this.language) : Promise.resolve();
  }

  hostUpdate(): void {
    if (!this.pending || this.#waiting) return;
    const waiting = this.#catalogs.load(this.language).then(() => {
      this.#waiting = undefined;
      this.#host.requestUpdate();
    });
    this.#waiting = waiting;
  }
}
