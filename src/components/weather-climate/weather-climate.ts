import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { ClimateEnvelope } from '../../contract/climate.ts';
import type { Problem } from '../../contract/problems.ts';
import type { Location } from '../../contract/records.ts';
import type { Catalog } from '../../i18n/catalog.ts';
import type { PageServices } from '../page-services.ts';
import type { PageQuery } from '../../page-client/page-api.ts';
import { serviceAsker } from '../shared/ask-service.ts';
import { warnUnknownAttributes } from '../shared/attribute-check.ts';
import { PlacedElement } from '../shared/placed-element.ts';
import { layoutDirection } from '../shared/direction.ts';
import { defaultUnits, resolveLocale } from '../shared/locale.ts';
import { placeLanguage } from '../shared/place-language.ts';
import { hostResetStyles } from '../shared/host-reset-styles.ts';
import { themeStyles } from '../shared/theme-styles.ts';
import { warnOnce } from '../shared/warn-once.ts';
import { WeatherErrorEvent, WeatherLoadEvent, WeatherProblemError } from '../weather-forecast/forecast-events.ts';
import { parseChoice, parseCoordinate } from '../weather-forecast/options.ts';
import { parseMonth, parseMonths } from './climate-options.ts';
import { climateStyles } from './climate-styles.ts';
import { renderClimate } from './climate-view.ts';
import type { ClimateWords, SpokenClimateMessages as ClimateMessages } from './climate-words.ts';
import { catalogLanguage, textDirection, type Language } from '../../contract/languages.ts';

type Asked =
  | { status: 'none' }
  | { status: 'asking' }
  | { status: 'shown'; envelope: ClimateEnvelope }
  | { status: 'failed'; problem: Problem };

/**
 * The climate of a place: the twelve months' observed 1991–2020 normals as a chart (the
 * temperature as a band from the mean minimum to the mean maximum, precipitation as bars), a
 * table of them, and one sentence a screen reader reads first. Its drawing is a module of its
 * own, loaded by the first `<weather-climate>` of a page: a page without one downloads none of it.
 *
 * @summary A place's climate: the twelve months' normals as a chart, a table and a sentence.
 *
 * @fires weather-load - The normals asked for are on screen. `event.location`.
 * @fires weather-error - An error is shown instead. `event.problem` is the service's problem.
 *
 * @attr place - The place to show, by name ("Lisbon"). Setting it clears `lat`/`lon`.
 * @attr lat - Latitude of the place (−90 to 90), with `lon`. Setting it clears `place`.
 * @attr lon - Longitude of the place (−180 to 180), with `lat`. Setting it clears `place`.
 * @attr units - `metric` or `imperial`; by default from the locale.
 * @attr month - A month to highlight, 1–12: the chart marks it and the summary says its normals.
 * @attr months - The months to show, e.g. `6 7 8`, `6-8` or `11-2` (across the new year); default all twelve.
 * @attr layout - `full` (default): the chart, its table and the credit; `compact`: one line for a sidebar, a sparkline and the highlighted (else the warmest) month's high and low.
 * @attr api-key - The key to ask with; without it, the key given to `configure()` (or `demo`).
 * @attr locale - The language and region to speak (BCP 47); default: the site's `locale` option, then the nearest `lang`, then the browser's.
 * @attr theme - `light`, `dark` or `auto` (default: follows the visitor's colour scheme).
 *
 * @csspart base - The card around everything.
 * @csspart header - The place's name, region and country.
 * @csspart place - The place's name.
 * @csspart summary - The one-sentence summary.
 * @csspart chart - The chart: seasons, highs, shapes, lows and months.
 * @csspart table-toggle - The "Show as table" disclosure.
 * @csspart table - The normals as a table.
 * @csspart footer - The period and sources of the normals.
 * @csspart error - The message shown when the climate cannot be shown.
 * @csspart retry-button - The button that asks again after an error.
 * @csspart prompt - The prompt shown before a place is chosen.
 *
 * @cssprop --weather-climate-band - The temperature band (default: --weather-warm).
 * @cssprop --weather-climate-precipitation - The precipitation bars (default: --weather-precipitation).
 * @cssprop --weather-climate-spring - Spring's mark in the seasons.
 * @cssprop --weather-climate-autumn - Autumn's mark in the seasons.
 * @cssprop --weather-font-family - Font of all text.
 * @cssprop --weather-font-size - Base font size; everything scales from it.
 * @cssprop --weather-background - Card background.
 * @cssprop --weather-surface - Background of the highlighted table row.
 * @cssprop --weather-text - Main text colour.
 * @cssprop --weather-muted - Secondary text colour.
 * @cssprop --weather-border - Border and rule colour.
 * @cssprop --weather-accent - Focus ring, the highlighted month and links.
 * @cssprop --weather-warm - Summer's mark and the band's default.
 * @cssprop --weather-cold - Winter's mark.
 * @cssprop --weather-radius - Corner radius of the card.
 * @cssprop --weather-padding - Inner spacing of the card.
 */
export class WeatherClimate extends PlacedElement {
  static override styles = [themeStyles, hostResetStyles, climateStyles];

  /** The page's services, given by defineClimate before the element is defined. */
  static services: PageServices | undefined;
  /** The climate's words of the page, made by defineClimate with its build's loader. */
  static words: ClimateWords | undefined;

  readonly #services = servicesOfClimate();
  readonly #words = wordsOfClimate();
  readonly #ask = serviceAsker(this.#services.api);
  #chosen?: Location;
  #asked: Asked = { status: 'none' };
  #question?: string;
  #settled?: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void };
  #stopConfigure?: () => void;

  /** `metric` or `imperial`; unset: from the locale. */
  @property({ reflect: true }) units?: 'metric' | 'imperial';
  /** A month to highlight, 1–12. */
  @property({ reflect: true }) month?: string;
  /** The months shown: `6 7 8`, `6-8`, `11-2`; unset: all twelve. */
  @property({ reflect: true }) months?: string;
  /** `full` or `compact` (one line with a sparkline). */
  @property({ reflect: true }) layout?: 'full' | 'compact';
  /** The API key; unset: the configured default. */
  @property({ attribute: 'api-key', reflect: true }) apiKey?: string;
  /** BCP 47 language tag; unset: the site's, the nearest `lang`, then the browser's. */
  @property({ reflect: true }) locale?: string;
  /** `light`, `dark` or `auto`; unset: `auto`. */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';

  /** The place as a search chose it (`<weather-search for=…>`): sets `lat`/`lon`, and the header shows its name. */
  get location(): Location | undefined {
    return this.#chosen;
  }
  set location(location: Location | undefined) {
    this.#chosen = location;
    if (location) [this.lat, this.lon] = [location.lat, location.lon];
    this.requestUpdate();
  }

  /**
   * Settles when the normals asked for are on screen; rejects with a `WeatherProblemError` when an
   * error is shown instead. A new question gives a new promise.
   */
  get ready(): Promise<void> {
    return this.updateComplete.then(() => this.#settled?.promise ?? Promise.resolve());
  }

  /** Asks the service again. */
  refresh(): Promise<void> {
    this.#question = undefined;
    this.requestUpdate();
    return this.ready;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stopConfigure = this.#services.api.onConfigure(() => void this.refresh());
    warnUnknownAttributes(this, WeatherClimate.observedAttributes);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopConfigure?.();
  }

  get #locale(): string {
    return resolveLocale(this, this.locale, this.#services.api.defaultLocale());
  }

  #checked<T>(attribute: string, parsed: { value: T; corrected: boolean }): T {
    if (parsed.corrected)
      warnOnce(
        'unusable-attribute-value',
        `<weather-climate>: the ${attribute} attribute has a value it cannot use (${JSON.stringify(this.getAttribute(attribute))}).`,
      );
    return parsed.value;
  }

  #query(): PageQuery | undefined {
    const lat = this.#checked('lat', parseCoordinate(this.lat, 90));
    const lon = this.#checked('lon', parseCoordinate(this.lon, 180));
    const place = this.place?.trim();
    const where = place ? { place } : lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
    if (!where) return undefined;
    const locale = this.#locale;
    const units = this.#checked(
      'units',
      parseChoice(this.units, ['metric', 'imperial'] as const, defaultUnits(locale)),
    );
    return { ...where, units, language: placeLanguage(locale), ...(this.apiKey ? { key: this.apiKey } : {}) };
  }

  protected override willUpdate(_changed: PropertyValues): void {
    const query = this.#query();
    const question = query && JSON.stringify(query);
    if (question === this.#question) return;
    this.#question = question;
    if (!query) {
      this.#asked = { status: 'none' };
      return;
    }
    this.#asked = { status: 'asking' };
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
    promise.catch(() => {}); // read through `ready`
    this.#settled = { promise, resolve, reject };
    void this.#ask<ClimateEnvelope>('climate', query).then((outcome) => {
      if (question !== this.#question) return;
      this.#show(
        outcome.ok ? { status: 'shown', envelope: outcome.body } : { status: 'failed', problem: outcome.problem },
      );
    });
  }

  #show(asked: Asked): void {
    this.#asked = asked;
    this.requestUpdate();
    void (async () => {
      // On screen once the visitor's words are there too.
      await this.#wordsLoaded();
      await this.updateComplete;
      if (this.#asked !== asked) return;
      if (asked.status === 'shown') {
        // Made apart from dispatchEvent: the elements' manifest documents the events from @fires.
        const loaded = new WeatherLoadEvent(this.#chosen ?? asked.envelope.location, false);
        this.dispatchEvent(loaded);
        this.#settled?.resolve();
      } else if (asked.status === 'failed') {
        console.warn(`<weather-climate>: ${asked.problem.code} — ${asked.problem.detail}`);
        const failed = new WeatherErrorEvent(asked.problem);
        this.dispatchEvent(failed);
        this.#settled?.reject(new WeatherProblemError(asked.problem));
      }
    })();
  }

  get #language(): Language {
    return catalogLanguage(this.#locale) ?? 'en';
  }

  // The visitor's words: the shared catalog (High, Low, the problems') and the climate's own, or
  // English for both where either could not load, so that the card speaks one language.
  get #spoken(): { catalog: Catalog; messages: ClimateMessages } | undefined {
    const { catalogs } = this.#services;
    const catalog = catalogs.loaded(this.#language) ?? (this.#wordsFailed ? catalogs.loaded('en') : undefined);
    const messages = catalog && this.#words.loaded(catalog.language);
    if (!catalog || !messages) return undefined;
    return messages.language === catalog.language
      ? { catalog, messages }
      : { catalog: catalogs.loaded('en')!, messages };
  }

  #wordsFailed = false;

  #wordsLoaded(): Promise<unknown> {
    if (this.#spoken) return Promise.resolve();
    const language = this.#language;
    return Promise.all([
      this.#services.catalogs.load(language).catch(() => {
        this.#wordsFailed = true;
      }),
      this.#words.load(language),
    ]).then(() => this.requestUpdate());
  }

  protected override render(): TemplateResult {
    const { catalog, messages } = this.#spoken ?? {};
    if (!messages) void this.#wordsLoaded();
    const language = catalog?.language ?? this.#language;
    const dir = layoutDirection(this, textDirection(language));
    const compact =
      this.#checked('layout', parseChoice(this.layout, ['full', 'compact'] as const, 'full')) === 'compact';
    const asked = this.#asked;
    const waiting = !messages || asked.status === 'asking';
    const cardClass = `card${compact ? ' compact' : ''}${waiting ? ' waiting' : ''}`;
    const content =
      catalog && messages
        ? renderClimate({
            locale: this.#locale,
            catalog,
            messages,
            layout: compact ? 'compact' : 'full',
            state:
              asked.status === 'none'
                ? { kind: 'prompt' }
                : asked.status === 'asking'
                  ? { kind: 'loading' }
                  : asked.status === 'shown'
                    ? { kind: 'shown', envelope: asked.envelope }
                    : { kind: 'problem', problem: asked.problem, place: this.place, retry: () => void this.refresh() },
            months: this.#checked('months', parseMonths(this.months)),
            month: this.#checked('month', parseMonth(this.month)),
            placeName:
              this.#chosen && this.#chosen.lat === this.lat && this.#chosen.lon === this.lon
                ? this.#chosen.name
                : undefined,
          })
        : '';
    return html`<div class=${cardClass} part="base" lang=${language} dir=${dir} aria-busy=${waiting ? 'true' : 'false'}>${content}</div>`;
  }
}

function servicesOfClimate(): PageServices {
  const { services } = WeatherClimate;
  if (!services)
    throw new Error('weather-widgets: <weather-climate> has no page services: define it with defineClimate');
  return services;
}

function wordsOfClimate(): ClimateWords {
  const { words } = WeatherClimate;
  if (!words) throw new Error('weather-widgets: <weather-climate> has no words: define it with defineClimate');
  return words;
}
