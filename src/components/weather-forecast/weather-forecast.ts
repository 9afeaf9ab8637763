import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { ForecastEnvelope } from '../../contract/envelopes.ts';
import type { Location } from '../../contract/records.ts';
import type { Problem } from '../../contract/problems.ts';
import { servicesOf } from '../page-services.ts';
import { serviceAsker } from '../shared/ask-service.ts';
import { iconStyles, weatherIcon } from '../shared/icons/weather-icon.ts';
import { defaultHourCycle, defaultUnits, resolveLocale } from '../shared/locale.ts';
import { hostResetStyles } from '../shared/host-reset-styles.ts';
import { themeStyles } from '../shared/theme-styles.ts';
import { focusRingStyles } from '../shared/focus-ring-styles.ts';
import { chartShapeStyles } from './chart-shape-styles.ts';
import { headingStyles } from './heading-styles.ts';
import { forecastForcedColorsStyles } from './forced-colors-styles.ts';
import { yieldToMain } from '../shared/yield-to-main.ts';
import { warnUnknownAttributes } from '../shared/attribute-check.ts';
import { PlacedElement } from '../shared/placed-element.ts';
import { warnOnce } from '../shared/warn-once.ts';
import { renderCurrent } from './current-conditions.ts';
import { parseDetails, type Detail } from './details.ts';
import {
  choosesUnits,
  parseUnit,
  PRECIP_UNITS,
  PRESSURE_UNITS,
  TEMPERATURE_UNITS,
  WIND_UNITS,
  type UnitChoice,
} from './unit-choice.ts';
import { needsDetailModule } from './loaded-detail-module.ts';
import { DetailModuleController } from './detail-module-controller.ts';
import { deriveView, answersShown } from './derive-view.ts';
import { ViewportController } from './viewport-controller.ts';
import { renderDaily, type DayExtra } from './daily-rows.ts';
import { describe } from './descriptions.ts';
import { ForecastController, type ForecastData, type ForecastQuestion } from './forecast-controller.ts';
import { WeatherErrorEvent, WeatherLoadEvent } from './forecast-events.ts';
import { ChartWidthController } from './chart-width-controller.ts';
import { forecastStyles } from './forecast-styles.ts';
import { narrowStyles } from './narrow-styles.ts';
import { twoUpStyles } from './two-up-styles.ts';
import { renderHourly, type TableDisclosure } from './hourly-chart.ts';
import { PLACE_HEADING_ID, renderFooter, renderHeader, renderProblem } from './frame.ts';
import { headingLevels } from './heading.ts';
import { PlaceAnnouncement } from './place-announcement.ts';
import { RetryFocus } from './retry-focus.ts';
import { ScrollerTabStops } from './scroller-tab-stops.ts';
import { SectionReveal } from './section-reveal.ts';
import {
  clampInteger,
  everyNthHour,
  LAYOUTS,
  LOADINGS,
  parseChoice,
  parseCoordinate,
  parseHourlyStep,
  parseNow,
  parseShow,
  type Section,
} from './options.ts';
import type { ViewContext } from './view-context.ts';
import { CatalogController } from '../../i18n/catalog-controller.ts';
import { placeLanguage } from '../shared/place-language.ts';
import { layoutDirection } from '../shared/direction.ts';

/**
 * A weather forecast for one place: current conditions, an hourly chart and daily rows, in the
 * visitor's language and units. It asks the page's weather service (see `configure()`). While it
 * asks, its card (`part="base"`) carries `aria-busy="true"`; `ready`, `weather-load` and
 * `weather-error` tell when the weather, or an error, is on screen.
 *
 * @summary The weather at a place: now, the next hours and the next days.
 *
 * @fires weather-load - The weather asked for is on screen, every section complete (after each load and refresh). `event.location`, `event.offline`.
 * @fires weather-error - An error is shown instead of the weather. `event.problem` is the service's problem (`code`, `detail`).
 *
 * @attr place - The place to show, by name ("Oslo", "Paris, France"). Setting it clears `lat`/`lon`.
 * @attr lat - Latitude of the place (−90 to 90), with `lon`. Setting it clears `place`.
 * @attr lon - Longitude of the place (−180 to 180), with `lat`. Setting it clears `place`.
 * @attr units - `metric` or `imperial`; by default from the locale (imperial for the US, Liberia, Myanmar).
 * @attr wind-unit - The wind's unit, overriding `units`: `km/h`, `m/s`, `mph`, `kn` (knots) or `bft` (Beaufort: the force and its name). Default: the site's `windUnit` option (`data-wind-unit`).
 * @attr pressure-unit - The pressure's unit, overriding `units`: `hPa`, `mmHg` or `inHg`. Default: the site's `pressureUnit` (`data-pressure-unit`).
 * @attr precip-unit - Precipitation's unit, overriding `units`: `mm` (snow in cm) or `in`. Default: the site's `precipUnit` (`data-precip-unit`).
 * @attr temperature-unit - Temperatures' unit, overriding `units`: `celsius` or `fahrenheit`. Default: the site's `temperatureUnit` (`data-temperature-unit`).
 * @attr days - How many days the daily rows show, 1–14 (default 5); out-of-range values are clamped.
 * @attr hourly - How many hours the hourly chart shows, 0–168 (default 24; above 24 needs a paid key).
 * @attr hourly-step - Every how many hours the chart, its bars and the table show a value: 1, 2, 3 or 6 (default 1); the hours still span `hourly`.
 * @attr api-key - The key to ask with; without it, the key given to `configure()` (or `demo`).
 * @attr locale - The language and region to speak (BCP 47); default: the site's `locale` option (`data-locale`), then the nearest `lang`, then the browser's.
 * @attr hour-cycle - `h12` or `h23`; by default the locale's clock.
 * @attr theme - `light`, `dark` or `auto` (default: follows the visitor's colour scheme).
 * @attr show - Which sections to show: any of `current hourly daily`, space- or comma-separated (default all).
 * @attr details - The facts of the current conditions, in the order given: any of `humidity wind pressure uv dew visibility sunrise moon` (`sunrise` shows sunrise and sunset, `uv` the UV index with its WHO class, `moon` the moon's phase; both in the daily rows too, UV as the day's highest). Default: `wind humidity pressure visibility dew sunrise`.
 * @attr layout - `full` (default): the card with its sections; `compact`: one line for a sidebar or a page's header, from 160 px wide and under 48 px tall: the icon and temperature now, then as many of the next hours as fit (the next days when `show` names `daily` but not `hourly`); `details` do not apply, and the place, the update status and the credits are there for screen readers only.
 * @attr loading - `lazy` (default: the site's `loading` option, `data-loading`, then `lazy`): the element draws its skeleton at once but starts the weather service and fetches data only once it comes within 400 px of the viewport; `eager`: at once.
 * @attr heading-level - The level of the place's heading, 1–6 (default 2); the sections' headings are one level below. Match it to the page's outline.
 * @attr landmark - `region`: the card is a region landmark named by its place, listed among the page's landmarks. Default: none (the card adds no landmark to the page).
 * @attr now - A fixed instant to show the weather of, as an ISO 8601 date-time with its offset (`2026-12-22T12:00:00Z`) or epoch milliseconds; for demos and screenshots. Default: the site's `now` option (`data-now`), then the page's clock.
 *
 * @csspart base - The card around everything.
 * @csspart header - The place's name, region and country.
 * @csspart place - The place's name.
 * @csspart current - The current conditions.
 * @csspart temperature - The large current temperature.
 * @csspart hourly - The hourly section (chart and table).
 * @csspart chart-scroller - The sideways-scrolling box around the chart.
 * @csspart chart - The hourly SVG chart.
 * @csspart table-toggle - The "Show as table" disclosure.
 * @csspart hourly-table - The hourly data as a table.
 * @csspart daily - The daily section.
 * @csspart day - One day's row.
 * @csspart range-bar - A day's low–high bar.
 * @csspart footer - The update status and credits.
 * @csspart error - The message shown when the weather cannot be shown.
 * @csspart retry-button - The button that asks again after an error.
 * @csspart prompt - The prompt shown before a place is chosen.
 *
 * @cssprop --weather-font-family - Font of all text.
 * @cssprop --weather-font-size - Base font size (default: the visitor's default font size); everything scales from it.
 * @cssprop --weather-background - Card background.
 * @cssprop --weather-surface - Background of inner panels and placeholders.
 * @cssprop --weather-text - Main text colour.
 * @cssprop --weather-muted - Secondary text colour (labels, axis).
 * @cssprop --weather-border - Border and grid-line colour.
 * @cssprop --weather-accent - Focus ring, temperature line and buttons.
 * @cssprop --weather-focus-ring - The focus ring's colour (default `--weather-accent`); keep it at 3:1 against `--weather-focus-halo`.
 * @cssprop --weather-focus-halo - The band either side of the focus ring (default `--weather-background`), which sets it off from any page.
 * @cssprop --weather-warm - Warm end of the range bars.
 * @cssprop --weather-cold - Cold end of the range bars.
 * @cssprop --weather-precipitation - Precipitation bars and drops.
 * @cssprop --weather-precipitation-amount - The hourly chart's bars of the amount of precipitation.
 * @cssprop --weather-radius - Corner radius of the card.
 * @cssprop --weather-padding - Inner spacing of the card.
 * @cssprop --weather-icon-sun - Sun colour in the icons.
 * @cssprop --weather-icon-moon - Moon colour in the icons.
 * @cssprop --weather-icon-cloud - Cloud colour in the icons.
 * @cssprop --weather-icon-rain - Rain colour in the icons.
 * @cssprop --weather-icon-snow - Snow and ice colour in the icons.
 * @cssprop --weather-icon-bolt - Lightning colour in the icons.
 */
export class WeatherForecast extends PlacedElement {
  static override styles = [
    themeStyles,
    hostResetStyles,
    iconStyles,
    forecastStyles,
    headingStyles,
    chartShapeStyles,
    narrowStyles,
    twoUpStyles,
    forecastForcedColorsStyles,
    focusRingStyles,
  ];

  #chosen?: Location;
  #stopConfigure?: () => void;
  // The page's services, as its build target defined this element with.
  readonly #services = servicesOf(this);
  #forecast = new ForecastController(
    this,
    {
      onProblem: (problem) => {
        this.#reportProblem(problem);
        this.dispatchEvent(new WeatherErrorEvent(problem));
      },
      onLoad: (data) => {
        const location = this.#headerLocation();
        this.#announcement.shown(this.#resolvedLocale, this.#words.catalog.forecast.forecastFor, location?.name);
        this.requestUpdate();
        this.dispatchEvent(new WeatherLoadEvent(location, data.offline));
      },
    },
    {
      ask: serviceAsker(this.#services.api),
      now: this.#services.api.currentInstant,
      state: this.#services.api.serviceState,
      onState: this.#services.api.onServiceState,
    },
  );

  /** `metric` or `imperial`; unset: from the locale. */
  @property({ reflect: true }) units?: 'metric' | 'imperial';
  /** The wind's unit (`km/h`, `m/s`, `mph`, `kn`, `bft`); unset: as `units` says. */
  @property({ attribute: 'wind-unit', reflect: true }) windUnit?: string;
  /** The pressure's unit (`hPa`, `mmHg`, `inHg`); unset: as `units` says. */
  @property({ attribute: 'pressure-unit', reflect: true }) pressureUnit?: string;
  /** Precipitation's unit (`mm`, `in`); unset: as `units` says. */
  @property({ attribute: 'precip-unit', reflect: true }) precipUnit?: string;
  /** Temperatures' unit (`celsius`, `fahrenheit`); unset: as `units` says. */
  @property({ attribute: 'temperature-unit', reflect: true }) temperatureUnit?: string;
  /** Days in the daily rows, 1–14. */
  @property({ type: Number, reflect: true }) days?: number;
  /** Hours in the chart, 0–168. */
  @property({ type: Number, reflect: true }) hourly?: number;
  /** Every how many hours the chart and table show a value: 1, 2, 3 or 6. */
  @property({ attribute: 'hourly-step', type: Number, reflect: true }) hourlyStep?: number;
  /** The API key; unset: the configured default. */
  @property({ attribute: 'api-key', reflect: true }) apiKey?: string;
  /** BCP 47 language tag; unset: the nearest `lang`, then the browser's. */
  @property({ reflect: true }) locale?: string;
  /** `h12` or `h23`; unset: the locale's clock. */
  @property({ attribute: 'hour-cycle', reflect: true }) hourCycle?: 'h12' | 'h23';
  /** `light`, `dark` or `auto`; unset: `auto`. */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  /** Sections to show: any of `current hourly daily`. */
  @property({ reflect: true }) show?: string;
  /** Facts of the current conditions, in order: any of `humidity wind pressure uv dew visibility sunrise moon`. */
  @property({ reflect: true }) details?: string;
  /** A fixed instant (ISO 8601 with offset, or epoch ms); unset: the site's `now`, then the page's clock. */
  @property({ reflect: true }) now?: string;
  /** `full` or `compact` (one line: now, then the next hours or days). */
  @property({ reflect: true }) layout?: 'full' | 'compact';
  /** `lazy`: asks once near the viewport; `eager`: at once; unset: the site's `loading`, then `lazy`. */
  @property({ reflect: true }) loading?: 'eager' | 'lazy';
  /** The place's heading level, 1–6; unset: 2. */
  @property({ attribute: 'heading-level', type: Number, reflect: true }) headingLevel?: number;
  /** `region`: the card is a named region landmark; unset: no landmark. */
  @property({ reflect: true }) landmark?: 'none' | 'region';

  #retryFocus = new RetryFocus(this);
  #announcement = new PlaceAnnouncement();

  #reveal = new SectionReveal<ForecastData>(this);
  #chartWidth = new ChartWidthController(this);
  #words = new CatalogController(this, () => this.#resolvedLocale, this.#services.catalogs);
  #table: TableDisclosure = {
    open: false,
    onToggle: (open) => {
      this.#table.open = open;
      this.requestUpdate();
    },
  };

  // The UV and moon facts' module, once what the element shows needs it.
  #detailModule = new DetailModuleController(
    this,
    this.#services.details,
    () => needsDetailModule(this.#details) || choosesUnits(this.#unitChoice) || this.#compact,
  );
  // Until the element is near the viewport (or eager), it asks nothing: no worker, no data.
  #viewport = new ViewportController(this, () =>
    this.#checked('loading', parseChoice(this.loading, LOADINGS, this.#services.api.defaultLoading())),
  );

  constructor() {
    super();
    this.addController(new ScrollerTabStops(this));
  }

  /**
   * The place as a search chose it. Setting it sets `lat`/`lon` (clearing `place`), and while they
   * stay at its coordinates the header shows this location's name rather than the service's.
   */
  get location(): Location | undefined {
    return this.#chosen;
  }
  set location(location: Location | undefined) {
    this.#chosen = location;
    if (location) {
      this.#announcement.chosen();
      this.lat = location.lat;
      this.lon = location.lon;
    }
    this.requestUpdate();
  }

  /**
   * Settles when the weather asked for is on screen: resolves once every section shown is
   * complete, rejects with a `WeatherProblemError` (its `problem` the service's) when an error is
   * shown instead. A new question (another place, a refresh) gives a new promise.
   */
  get ready(): Promise<void> {
    // After the pending update: it asks the question that the promise is about. A lazy element
    // far from the viewport has asked nothing yet: it is ready once it has been seen and answered.
    return this.updateComplete
      .then(() => this.#viewport.reached)
      .then(() => this.updateComplete)
      .then(() => this.#forecast.ready)
      .then(() => this.#detailModule.settled);
  }

  /** Asks the weather service again. */
  refresh(): Promise<void> {
    return this.#forecast.refresh();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stopConfigure = this.#services.api.onConfigure(() => {
      // The site's loading option may have turned eager.
      this.#viewport.watch();
      void this.refresh();
    });
    warnUnknownAttributes(this, WeatherForecast.observedAttributes);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopConfigure?.();
  }

  // The first render in a task of its own, not in the task that defined the element.
  protected override async scheduleUpdate(): Promise<unknown> {
    if (!this.hasUpdated) await yieldToMain();
    return super.scheduleUpdate();
  }

  // Complete once a new answer shows in every section, not only in the first (see SectionReveal).
  protected override async getUpdateComplete(): Promise<boolean> {
    // The answer is drawn once the visitor's words are there.
    await this.#words.loaded;
    let complete = await super.getUpdateComplete();
    while (!this.#reveal.done) {
      await this.#reveal.complete;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  // Lit batches attribute changes into one update per microtask, so several changes ask once;
  // asking before render lets the first render already show the skeleton.
  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('loading')) this.#viewport.watch();
    if (this.#viewport.status.state === 'near') void this.#forecast.ask(this.#question());
  }

  get #resolvedLocale(): string {
    return resolveLocale(this, this.locale, this.#services.api.defaultLocale());
  }

  get #sections(): ReadonlySet<Section> {
    const sections = new Set(this.#checked('show', parseShow(this.show)));
    // hourly="0" asks for no hours: no chart either.
    if (this.#hours === 0) sections.delete('hourly');
    // The compact line follows the hours, else the days.
    if (this.#compact && sections.has('hourly')) sections.delete('daily');
    return sections;
  }

  // Compact unless its module cannot load: then the full card, which needs none.
  get #compact(): boolean {
    return (
      this.#checked('layout', parseChoice(this.layout, LAYOUTS, 'full')) === 'compact' &&
      this.#detailModule.status.state !== 'failed'
    );
  }

  #checked<T>(attribute: string, parsed: { value: T; corrected: boolean }): T {
    if (parsed.corrected) {
      warnOnce(
        'unusable-attribute-value',
        `<weather-forecast>: the ${attribute} attribute has a value it cannot use (${JSON.stringify(this.getAttribute(attribute))}); using ${JSON.stringify(parsed.value instanceof Set || Array.isArray(parsed.value) ? [...parsed.value].join(' ') : parsed.value)}.`,
      );
    }
    return parsed.value;
  }

  // The element's own unit per quantity, else the site's (configure() checked those).
  get #unitChoice(): UnitChoice {
    const site = this.#services.api.defaultUnitOptions();
    return {
      wind: this.#checked('wind-unit', parseUnit(this.windUnit ?? site.windUnit, WIND_UNITS)),
      pressure: this.#checked('pressure-unit', parseUnit(this.pressureUnit ?? site.pressureUnit, PRESSURE_UNITS)),
      precip: this.#checked('precip-unit', parseUnit(this.precipUnit ?? site.precipUnit, PRECIP_UNITS)),
      temperature: this.#checked(
        'temperature-unit',
        parseUnit(this.temperatureUnit ?? site.temperatureUnit, TEMPERATURE_UNITS),
      ),
    };
  }

  // The answers in the units chosen per quantity, converted once per answer and choice.
  #converted = new WeakMap<object, { key: string; value: unknown }>();

  #inUnits<T extends object>(envelope: T | undefined, convert: (envelope: T, choice: UnitChoice) => T): T | undefined {
    const choice = this.#unitChoice;
    if (!envelope || !choosesUnits(choice)) return envelope;
    const key = JSON.stringify(choice);
    const cached = this.#converted.get(envelope);
    if (cached?.key === key) return cached.value as T;
    const value = convert(envelope, choice);
    this.#converted.set(envelope, { key, value });
    return value;
  }

  get #hourlyStep(): number {
    return this.#checked('hourly-step', parseHourlyStep(this.hourlyStep));
  }

  // The hourly answer thinned to every Nth hour, once per answer and step.
  #stepped = new WeakMap<object, { step: number; value: ForecastEnvelope }>();

  #everyNthHour(forecast: ForecastEnvelope | undefined): ForecastEnvelope | undefined {
    const step = this.#hourlyStep;
    if (!forecast || step === 1) return forecast;
    const cached = this.#stepped.get(forecast);
    if (cached?.step === step) return cached.value;
    const value = everyNthHour(forecast, step);
    this.#stepped.set(forecast, { step, value });
    return value;
  }

  get #details(): readonly Detail[] {
    return this.#checked('details', parseDetails(this.details));
  }

  get #days(): number {
    return this.#checked('days', clampInteger(this.days, 1, 14, 5));
  }

  get #hours(): number {
    return this.#checked('hourly', clampInteger(this.hourly, 0, 168, 24));
  }

  #question(): ForecastQuestion | undefined {
    const lat = this.#checked('lat', parseCoordinate(this.lat, 90));
    const lon = this.#checked('lon', parseCoordinate(this.lon, 180));
    const place = this.place?.trim();
    const locale = this.#resolvedLocale;
    const language = placeLanguage(locale);
    const where = place
      ? { place, language }
      : lat !== undefined && lon !== undefined
        ? { lat, lon, language }
        : undefined;
    if (!where) return undefined;
    const units = this.#checked(
      'units',
      parseChoice(this.units, ['metric', 'imperial'] as const, defaultUnits(locale)),
    );
    const key = this.apiKey ? { key: this.apiKey } : {};
    const sections = this.#sections;
    // The moon is a daily fact: the current block's moon needs today's record.
    const wantsMoon = sections.has('current') && this.#details.includes('moon');
    const wantsForecast = sections.has('hourly') || sections.has('daily') || wantsMoon;
    const now = this.#checked('now', parseNow(this.now));
    return {
      ...(now === undefined ? {} : { now }),
      forecast: wantsForecast
        ? {
            ...where,
            units,
            ...key,
            days: sections.has('daily') ? this.#days : 1,
            hourly: sections.has('hourly') ? this.#hours : 0,
          }
        : undefined,
      current: sections.has('current') ? { ...where, units, ...key } : undefined,
    };
  }

  #context(): ViewContext {
    const locale = this.#resolvedLocale;
    // A getter: the skeleton, drawn before any data, writes no time, and the first DateTimeFormat
    // of a page is one of its costliest calls unless the worker has already loaded the locale data.
    const hourCycle = () =>
      this.#checked('hour-cycle', parseChoice(this.hourCycle, ['h12', 'h23'] as const, defaultHourCycle(locale)));
    const catalog = this.#words.catalog;
    return {
      locale,
      get hourCycle() {
        return hourCycle();
      },
      catalog,
      rtl: layoutDirection(this, this.#words.direction) === 'rtl',
      messages: catalog.forecast,
      detailModule: this.#services.details.loaded(),
      sectionHeadingLevel: this.#headingLevels.section,
    };
  }

  get #headingLevels() {
    const levels = headingLevels(this.headingLevel);
    return this.#checked('heading-level', { value: levels, corrected: levels.corrected });
  }

  #reportProblem(problem: Problem): void {
    const where = this.place !== undefined ? `place="${this.place}"` : `lat="${this.lat}" lon="${this.lon}"`;
    const params = problem.errors?.map((error) => `${error.param} (${error.code}: ${error.detail})`).join('; ');
    console.warn(
      `<weather-forecast ${where}>: ${problem.code} — ${problem.detail}${params ? ` Parameters: ${params}` : ''}`,
    );
  }

  /** The location the header names: the chosen one while the coordinates are still its own. */
  #headerLocation(): Location | undefined {
    const chosen = this.#chosen;
    if (chosen && chosen.lat === this.lat && chosen.lon === this.lon) return chosen;
    const data = this.#forecast.data;
    return data?.current?.location ?? data?.forecast?.location;
  }

  // The live region that says a chosen place stays beside the card whatever the card draws.
  protected override render(): TemplateResult {
    return html`${this.#card()}${this.#announcement.render(this.#words.catalog.language)}`;
  }

  #card(): TemplateResult {
    const context = this.#context();
    const question = this.#question();
    const sections = this.#sections;
    // Until the visitor's words are there, the skeleton, its English words unseen.
    const words = this.#words;
    const lang = context.catalog.language;
    const dir = context.rtl ? 'rtl' : 'ltr';
    const compact = this.#compact;
    const crossed = dir !== words.direction ? ' crossed' : '';
    const cardClass = `card${compact ? ' compact' : ''}${words.pending ? ' words-pending' : ''}${crossed}`;
    // A landmark only where the page asks for one, named by the place's heading.
    const region =
      this.#checked('landmark', parseChoice(this.landmark, ['none', 'region'] as const, 'none')) === 'region' &&
      question !== undefined;
    const facts = this.#detailModule.status;
    // Drawn in this order, one section a task; a lazy forecast not yet near the viewport shows
    // the skeleton it will fill once it asks.
    const order = SECTION_ORDER.filter((section) => sections.has(section));
    if (question) this.#reveal.show(answersShown({ words, forecast: this.#forecast.status }), order.length);
    const view = deriveView({
      hasPlace: question !== undefined,
      words,
      viewport: this.#viewport.status.state,
      detailModule: facts,
      forecast: this.#forecast.status,
      revealing: !this.#reveal.done,
      compact,
      now: Date.now(),
    });
    if (view.kind === 'prompt') {
      return html`<div class=${cardClass} part="base" lang=${lang} dir=${dir}><p class="prompt" part="prompt">${context.messages.choosePlace}</p>${renderFooter(context, undefined, this.#services.api.sourceName())}</div>`;
    }
    if (view.kind === 'placeholder')
      return html`<div class=${cardClass} part="base" lang=${lang} dir=${dir} aria-busy="true"></div>`;
    const { data } = view;
    const shown = (section: Section) => this.#reveal.pick(order.indexOf(section));
    // Shown in the units chosen per quantity once the conversions are there (until then the
    // skeleton; in the reply's units if they cannot load).
    const extra = facts.state === 'loaded' ? facts.module : undefined;
    const choosing = choosesUnits(this.#unitChoice);
    const inUnits = (answers: ForecastData | undefined): ForecastData | undefined => {
      if (!answers || !choosing) return answers;
      if (!extra) return facts.state === 'failed' ? answers : undefined;
      return {
        ...answers,
        current: this.#inUnits(answers.current, extra.currentInUnits),
        forecast: this.#inUnits(answers.forecast, extra.forecastInUnits),
      };
    };
    const busy = view.kind === 'loading' || ((view.kind === 'error' || view.kind === 'waiting') && view.busy);
    const wait = view.kind === 'waiting' ? view : undefined;
    const hours = Math.ceil(this.#hours / this.#hourlyStep);
    const retry = (event: Event) => {
      this.#retryFocus.pressed(event.currentTarget as Element);
      void this.refresh();
    };
    return html`<div class=${cardClass} part="base" lang=${lang} dir=${dir} aria-busy=${busy ? 'true' : 'false'} role=${region ? 'region' : nothing} aria-labelledby=${region ? PLACE_HEADING_ID : nothing}>
      ${view.kind === 'error' || view.kind === 'waiting' ? renderProblem(context, view.problem, this.place, wait, retry, data !== undefined) : nothing}
      ${
        view.kind === 'loading' || data !== undefined
          ? html`${renderHeader(context.locale, this.#headerLocation(), this.#headingLevels.place)}
            ${
              compact
                ? extra!.renderCompact(
                    COMPACT_KIT,
                    context,
                    sections,
                    inUnits(shown('current'))?.current,
                    this.#everyNthHour(inUnits(shown(order.at(-1)!))?.forecast),
                    hours,
                    this.#days,
                  )
                : html`<div class="body ${sections.has('current') && sections.has('daily') ? 'two-up' : ''}">
              ${sections.has('current') ? renderCurrent(context, inUnits(shown('current'))?.current, this.#details, shown('current')?.forecast?.daily[0], this.#unitChoice.wind === 'bft') : nothing}
              ${
                sections.has('daily')
                  ? renderDaily(
                      context,
                      inUnits(shown('daily'))?.forecast,
                      this.#days,
                      this.#details.filter((detail): detail is DayExtra => detail === 'uv' || detail === 'moon'),
                    )
                  : nothing
              }
              ${sections.has('hourly') ? this.#hourly(context, this.#everyNthHour(inUnits(shown('hourly'))?.forecast), hours) : nothing}
            </div>`
            }`
          : nothing
      }
      ${renderFooter(context, data, this.#services.api.sourceName())}
    </div>`;
  }

  // The box's width is read only for a chart of data: the skeleton spans its box by CSS, so a
  // measure that comes after the first layout asks for no second render of it.
  #hourly(context: ViewContext, forecast: ForecastEnvelope | undefined, hours: number): TemplateResult {
    const width = forecast ? this.#chartWidth.width : 0;
    return renderHourly(context, forecast, hours, this.#table, this.#hourlyStep, width);
  }
}

/** What the compact line, drawn by the module loaded on first use, borrows from the script. */
const COMPACT_KIT = { html, icon: weatherIcon, describe };

/** The order in which a new answer's sections are drawn: what a visitor reads first, first. */
const SECTION_ORDER: readonly Section[] = ['current', 'daily', 'hourly'];
