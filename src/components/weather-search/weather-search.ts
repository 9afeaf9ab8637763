import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import type { Location } from '../../contract/records.ts';
import { servicesOf } from '../page-services.ts';
import { serviceAsker } from '../shared/ask-service.ts';
import type { Refusal } from '../shared/ask-service.ts';
import { resolveLocale } from '../shared/locale.ts';
import { WeatherPlaceSelectEvent } from '../shared/place-select-event.ts';
import { hostResetStyles } from '../shared/host-reset-styles.ts';
import { themeStyles } from '../shared/theme-styles.ts';
import { yieldToMain } from '../shared/yield-to-main.ts';
import { warnUnknownAttributes } from '../shared/attribute-check.ts';
import { warnOnce } from '../shared/warn-once.ts';
import { clampLimit } from './clamp-limit.ts';
import { comboboxAction } from './combobox-keys.ts';
import { formValue, submitImplicitly } from './form-value.ts';
import { locatePlace } from './locate-place.ts';
import type { SearchMessages } from '../../i18n/catalog.ts';
import { CatalogController } from '../../i18n/catalog-controller.ts';
import { placeLanguage } from '../shared/place-language.ts';
import { layoutDirection } from '../shared/direction.ts';
import { normalizeQuery } from './place-cache.ts';
import { placeLabel } from './place-label.ts';
import { PlaceSearch, type SearchOutcome } from './place-search.ts';
import { optionId, searchOption } from './search-option.ts';
import { searchStyles } from './search-styles.ts';
import { searchForcedColorsStyles } from './forced-colors-styles.ts';
import { focusRingStyles } from '../shared/focus-ring-styles.ts';
import * as step from './search-status.ts';

/** Wait this long after the last keystroke before asking the service. */
const DEBOUNCE_MS = 200;
// One letter matches thousands of places and costs a request each; two make a useful list.
const MIN_QUERY_LENGTH = 2;

const locateIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
  <circle cx="12" cy="12" r="7" /><circle cx="12" cy="12" r="2.5" fill="currentColor" /><path d="M12 1v4M12 19v4M1 12h4M19 12h4" />
</svg>`;

/**
 * A place search with type-ahead: the visitor types, picks a place from the list (by keyboard or
 * pointer), and the search announces it, updates its `for` forecast, and submits it in a form.
 * It is the WAI-ARIA APG combobox (list autocomplete without automatic selection); queries of
 * fewer than 2 characters are not sent. In a form with a `name`, it submits `name` (the place's
 * label, or the typed text when nothing was chosen), `name-lat` and `name-lon`.
 *
 * @summary Type-ahead place search that chooses the place of a weather forecast.
 *
 * @attr api-key - Key for the service's geocode requests; without it the page's configured key is used.
 * @attr label - Visible label of the input; default a localized "Search for a place".
 * @attr placeholder - Placeholder text of the input.
 * @attr limit - Most places listed, 1–25 (clamped); default 5.
 * @attr for - Id of a `<weather-forecast>` (or `<weather-climate>`) in the same document or shadow root that shows the chosen place.
 * @attr name - Form field name: submits `name`, `name-lat` and `name-lon`.
 * @attr disabled - Disables the search (also when inside a disabled fieldset).
 * @attr locale - Language of the labels and messages; default the site's `locale` option (`data-locale`), then the nearest `lang`, then the browser's.
 * @attr theme - `light`, `dark` or `auto` (default: follows the page's color scheme).
 * @attr locate - Shows a "Use my location" button (asks the browser for the position).
 *
 * @fires weather-place-select - A place was chosen (WeatherPlaceSelectEvent, `.location`); cancel it to keep the `for` forecast unchanged.
 *
 * @csspart label - The visible label.
 * @csspart input - The text input (the combobox).
 * @csspart listbox - The popup list of places.
 * @csspart option - One place in the list.
 * @csspart locate-button - The "Use my location" button.
 * @csspart status - The live region with result counts and messages.
 *
 * @cssprop --weather-font-family - Font of the search.
 * @cssprop --weather-font-size - Base font size (default: the visitor's default font size); everything scales from it.
 * @cssprop --weather-background - Background of the input and the list.
 * @cssprop --weather-surface - Background of a hovered option and of the button.
 * @cssprop --weather-text - Text color.
 * @cssprop --weather-muted - Secondary text (region, country, messages) and the default input border.
 * @cssprop --weather-border - Border of the list.
 * @cssprop --weather-accent - Focus ring and the default active option background.
 * @cssprop --weather-focus-ring - The focus ring's colour (default `--weather-accent`); keep it at 3:1 against `--weather-focus-halo`.
 * @cssprop --weather-focus-halo - The band either side of the focus ring (default `--weather-background`), which sets it off from any page.
 * @cssprop --weather-radius - Corner radius (the input uses half of it).
 * @cssprop --weather-search-input-border - Border color of the input and button.
 * @cssprop --weather-search-active-background - Background of the active option.
 * @cssprop --weather-search-active-text - Text color of the active option.
 * @cssprop --weather-search-popup-shadow - Shadow of the list.
 * @cssprop --weather-search-z-index - Stacking order of the list (default 10).
 * @cssprop --weather-search-max-height - Height of the list before it scrolls (default 18em).
 */
export class WeatherSearch extends LitElement {
  static override styles = [themeStyles, hostResetStyles, searchStyles, searchForcedColorsStyles, focusRingStyles];
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static formAssociated = true;

  @property({ attribute: 'api-key' }) apiKey?: string;
  @property() label?: string;
  @property() placeholder?: string;
  @property({ type: Number }) limit = 5;
  /** The `for` attribute: id of the `<weather-forecast>` to update (named like `<label>`'s). */
  @property({ attribute: 'for', reflect: true }) htmlFor?: string;
  @property({ reflect: true }) name?: string;
  @property({ type: Boolean, reflect: true }) disabled = false;
  @property({ reflect: true }) locale?: string;
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  @property({ type: Boolean, reflect: true }) locate = false;

  // Where the search stands, one value; it changes only through the steps of search-status.ts.
  @state() private state: step.SearchState = step.EMPTY_SEARCH;

  @query('input') private input?: HTMLInputElement;

  readonly #internals = this.attachInternals();
  // The page's services, as its build target defined this element with.
  readonly #services = servicesOf(this);
  readonly #words = new CatalogController(this, () => this.#resolvedLocale, this.#services.catalogs);
  readonly #search = new PlaceSearch(serviceAsker(this.#services.api), (outcome) => this.#showOutcome(outcome));
  // Counts the visitor's own edits (typing, clearing, choosing): a located place that arrives
  // after one is dropped.
  #edits = 0;
  #stopListening?: () => void;
  // Disabled by the form: the element's own `disabled` attribute or a disabled fieldset around it.
  #formDisabled = false;

  /** The chosen place, or undefined while none is (typing clears it). */
  get value(): Location | undefined {
    return this.state.chosen;
  }

  /** Focuses the input. */
  override focus(options?: FocusOptions): void {
    if (this.input) this.input.focus(options);
    else super.focus(options);
  }

  // The first render in a task of its own, not in the task that defined the element.
  protected override async scheduleUpdate(): Promise<unknown> {
    if (!this.hasUpdated) await yieldToMain();
    return super.scheduleUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Another source or key registry may answer differently: forget the old answers.
    this.#stopListening = this.#services.api.onConfigure(() => {
      this.#search.forget();
      this.#showConfigurationError();
      // The site-wide locale may have changed.
      this.requestUpdate();
    });
    this.#showConfigurationError();
    warnUnknownAttributes(this, WeatherSearch.observedAttributes);
  }

  /** A configuration that cannot work is said at once, not when a visitor first types. */
  #showConfigurationError(): void {
    const error = this.#services.api.configurationError();
    this.state = error !== undefined ? step.misconfigured(this.state, error) : step.configured(this.state);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopListening?.();
    this.#search.abandon();
  }

  formResetCallback(): void {
    this.#clear();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    if (disabled) this.#close();
    // The browser calls this also while Lit reflects our own `disabled` attribute, after render()
    // has run and when a requested update would be dropped: render again once that update is done.
    void this.updateComplete.then(() => this.requestUpdate());
  }

  protected override willUpdate(changed: PropertyValues): void {
    const { text, chosen } = this.state;
    const before = changed.get('state') as step.SearchState | undefined;
    if (changed.has('name') || (changed.has('state') && (before?.chosen !== chosen || before?.text !== text))) {
      this.#internals.setFormValue(formValue(this.#resolvedLocale, this.name, chosen, text));
    }
  }

  protected override updated(changed: PropertyValues): void {
    const { open, active } = this.state.list;
    if (
      changed.has('state') &&
      (changed.get('state') as step.SearchState | undefined)?.list.active !== active &&
      open &&
      active >= 0
    ) {
      this.renderRoot.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: 'nearest' });
    }
  }

  get #messages(): SearchMessages {
    return this.#words.catalog.search;
  }

  get #resolvedLocale(): string {
    return resolveLocale(this, this.locale, this.#services.api.defaultLocale());
  }

  get #key(): string | undefined {
    return this.apiKey || undefined;
  }

  protected override render() {
    const messages = this.#messages;
    const disabled = this.disabled || this.#formDisabled;
    const { text, list, locating } = this.state;
    const expanded = list.open && list.places.length > 0;
    const query = normalizeQuery(text);
    const locale = this.#resolvedLocale;
    // Until the visitor's words are there, English's hold their place unseen.
    const words = this.#words;
    const said = step.announcement(this.state.status, locale, messages);
    // A language file that was changed is said as a misconfiguration, unless something else is.
    const status =
      !said.text && words.problem ? { text: `${messages.misconfigured} ${words.problem.detail}`, visible: true } : said;
    const dir = layoutDirection(this, words.direction);
    const fieldClass = `field${words.pending ? ' words-pending' : ''}${dir !== words.direction ? ' crossed' : ''}`;
    // The listbox's options are chosen from the keyboard on the combobox input (arrows and Enter
    // move aria-activedescendant), as the ARIA combobox pattern has it; the click is the pointer's way.
    /* eslint-disable lit-a11y/click-events-have-key-events -- the keys are handled on the combobox input */
    return html`<div class=${fieldClass} lang=${words.catalog.language} dir=${dir}>
      <label id="label" part="label" for="input">${this.label || messages.label}</label>
      <div class="row">
        <div class="combo">
          <input
            id="input"
            part="input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded=${expanded ? 'true' : 'false'}
            aria-controls="listbox"
            aria-activedescendant=${expanded && list.active >= 0 ? optionId(list.active) : nothing}
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
            enterkeyhint="search"
            placeholder=${this.placeholder ?? nothing}
            .value=${live(text)}
            ?disabled=${disabled}
            @input=${this.#onInput}
            @compositionend=${() => this.#scheduleSearch()}
            @keydown=${this.#onKeydown}
            @blur=${() => this.#close()}
          />
          <ul id="listbox" part="listbox" role="listbox" aria-labelledby="label" ?hidden=${!expanded} @mousedown=${keepFocus} @click=${this.#onOptionClick}>
            ${expanded ? list.places.map((place, index) => searchOption(locale, place, query, index, index === list.active)) : nothing}
          </ul>
        </div>
        ${
          this.locate
            ? html`<button part="locate-button" type="button" ?disabled=${disabled} aria-disabled=${locating ? 'true' : 'false'} @click=${this.#onLocate}>
              ${locateIcon}<span>${messages.locate}</span>
            </button>`
            : nothing
        }
      </div>
      <div part="status" role="status" class=${status.visible ? 'status' : 'status visually-hidden'}>${keyed(status.nth ?? -1, status.text)}</div>
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  #onInput(event: InputEvent): void {
    this.state = step.typed(this.state, (event.target as HTMLInputElement).value);
    this.#edits++;
    // An input method (Japanese, Chinese) is still composing: search once it commits.
    if (!event.isComposing) this.#scheduleSearch();
  }

  #onKeydown(event: KeyboardEvent): void {
    const { text, list } = this.state;
    const action = comboboxAction(event, {
      open: list.open,
      count: list.places.length,
      active: list.active,
      hasText: text !== '',
    });
    if (action.consume) event.preventDefault();
    switch (action.type) {
      case 'activate':
        this.state = step.activated(this.state, action.index);
        break;
      case 'open':
        if (list.places.length > 0) this.state = step.opened(this.state);
        else this.#scheduleSearch(0);
        break;
      case 'select':
        this.#choose(list.places[action.index]!);
        break;
      case 'close':
        this.#close();
        break;
      case 'clear':
        this.#clear();
        break;
    }
    // Enter in a text field submits its form; this input's form is outside the shadow root.
    if (event.key === 'Enter' && !action.consume && !event.isComposing && this.#internals.form)
      submitImplicitly(this.#internals.form);
  }

  #onOptionClick(event: MouseEvent): void {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const place = option ? this.state.list.places[Number(option.dataset['index'])] : undefined;
    if (place) this.#choose(place);
  }

  #scheduleSearch(delay = DEBOUNCE_MS): void {
    const query = normalizeQuery(this.state.text);
    if ([...query].length < MIN_QUERY_LENGTH) {
      this.#search.abandon();
      this.state = step.tooShort(this.state);
      return;
    }
    this.#search.schedule(
      { query, limit: clampLimit(this.limit), key: this.#key, language: placeLanguage(this.#resolvedLocale) },
      delay,
    );
  }

  #showOutcome(outcome: SearchOutcome): void {
    if (!outcome.ok) return this.#refused(outcome.refusal, 'geocode');
    // An answer that arrives after the visitor left the field waits for ↓ instead of popping up.
    this.state = step.answered(this.state, outcome.results, this.shadowRoot?.activeElement === this.input);
  }

  #refused(refusal: Refusal, operation: string): void {
    const { problem } = refusal;
    console.warn(`<weather-search>: ${operation} failed with ${problem?.status} ${problem?.code}: ${problem?.detail}`);
    this.#search.abandon();
    this.state = step.refused(this.state, refusal);
  }

  /** Hides the list; a search on its way is dropped (the visitor is done with the list). */
  #close(): void {
    this.#search.abandon();
    this.state = step.closed(this.state);
  }

  #clear(): void {
    this.#edits++;
    this.#search.abandon();
    this.state = step.cleared(this.state);
  }

  #choose(location: Location, located = false): void {
    this.#edits++;
    this.#search.abandon();
    this.state = step.chose(this.state, location, placeLabel(this.#resolvedLocale, location), located);
    const event = new WeatherPlaceSelectEvent(location);
    this.dispatchEvent(event);
    if (!event.defaultPrevented && this.htmlFor) this.#showIn(this.htmlFor, location);
  }

  /** Points the `for` forecast at the place (its documented `location` property). */
  #showIn(id: string, location: Location): void {
    const root = this.getRootNode();
    const target = root instanceof Document || root instanceof ShadowRoot ? root.getElementById(id) : null;
    if (target) {
      (target as HTMLElement & { location?: Location }).location = location;
    } else {
      warnOnce(
        'for-names-no-element',
        `<weather-search>: for="${id}" names no element in this document; the place is not shown anywhere.`,
      );
    }
  }

  async #onLocate(): Promise<void> {
    if (this.state.locating) return;
    const edits = this.#edits;
    this.state = step.locating(this.state);
    const outcome = await locatePlace(serviceAsker(this.#services.api), this.#key, placeLanguage(this.#resolvedLocale));
    this.state = step.locatingDone(this.state);
    // The visitor typed or chose meanwhile: their choice wins.
    if (edits !== this.#edits) return;
    if (outcome.ok) this.#choose(outcome.location, true);
    else if (outcome.reason === 'refused') this.#refused(outcome.refusal, 'current');
    else this.state = step.notLocated(this.state, outcome.reason);
  }
}

function keepFocus(event: MouseEvent): void {
  // A click in the list must not take focus from the input (the combobox keeps it throughout).
  event.preventDefault();
}
