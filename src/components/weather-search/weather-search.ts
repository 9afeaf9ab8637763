import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import type { Location } from '../../contract/records.ts';
import { servicesOf } from '../page-services.ts';
import { resolveLocale } from '../shared/locale.ts';
import { hostResetStyles } from '../shared/host-reset-styles.ts';
import { themeStyles } from '../shared/theme-styles.ts';
import { yieldToMain } from '../shared/yield-to-main.ts';
import { warnUnknownAttributes } from '../shared/attribute-check.ts';
import { formValue } from './form-value.ts';
import type { SearchMessages } from '../../i18n/catalog.ts';
import { CatalogController } from '../../i18n/catalog-controller.ts';
import { layoutDirection } from '../shared/direction.ts';
import { optionId } from './search-option.ts';
import { searchStyles } from './search-styles.ts';
import { searchForcedColorsStyles } from './forced-colors-styles.ts';
import { focusRingStyles } from '../shared/focus-ring-styles.ts';
import { SearchModuleController, type SearchCall } from './search-module-controller.ts';
import * as step from './search-status.ts';

// Said before the interaction's module is there: nothing, but a configuration that cannot work.
const QUIET: { text: string; visible: boolean; nth?: number } = { text: '', visible: false };

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
  // What answers the visitor (keys, requests, choices): a module loaded on their first turn to the search.
  readonly #module = new SearchModuleController(this, this.#services.search, {
    element: this,
    api: this.#services.api,
    getState: () => this.state,
    setState: (state) => (this.state = state),
    locale: () => this.#resolvedLocale,
    key: () => this.apiKey || undefined,
    messages: () => this.#messages,
    focused: () => this.shadowRoot?.activeElement === this.input,
    form: () => this.#internals.form,
  });
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
      this.#module.deliver((search) => search.forget(), false);
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
    this.#module.deliver((search) => search.abandon(), false);
  }

  formResetCallback(): void {
    this.state = step.cleared(this.state);
    this.#module.deliver((search) => search.clear(), false);
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
      this.#internals.setFormValue(formValue(this.name, chosen, text));
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

  protected override render() {
    const messages = this.#messages;
    const disabled = this.disabled || this.#formDisabled;
    const { text, list, locating, status: searchStatus } = this.state;
    const module = this.#module.module;
    // The list opens only once the module is there: it is what fills it.
    const expanded = list.open && list.places.length > 0 && module !== undefined;
    const locale = this.#resolvedLocale;
    // Until the visitor's words are there, English's hold their place unseen.
    const words = this.#words;
    const said = module?.announcement(searchStatus, locale, messages) ?? QUIET;
    const loading = this.#module.status;
    // A language file or module that was changed, or a configuration that cannot work, is said as a
    // misconfiguration, unless something else is; a module that could not load, as a failure.
    const detail =
      words.problem?.detail ??
      (loading.state === 'failed' ? loading.problem?.detail : undefined) ??
      (!module && searchStatus.state === 'error' && searchStatus.error.reason === 'misconfigured'
        ? searchStatus.error.detail
        : undefined);
    const status = said.text
      ? said
      : detail !== undefined
        ? { text: `${messages.misconfigured} ${detail}`, visible: true }
        : loading.state === 'failed'
          ? { text: messages.failed, visible: true }
          : said;
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
            .value=${text}
            ?disabled=${disabled}
            @input=${this.#onInput}
            @compositionend=${() => this.#visitor((search) => search.composed())}
            @keydown=${this.#onKeydown}
            @blur=${() => this.#close()}
          />
          <ul id="listbox" part="listbox" role="listbox" aria-labelledby="label" ?hidden=${!expanded} @mousedown=${keepFocus} @click=${this.#onOptionClick}>
            ${expanded ? module.placeOptions(locale, list, text) : nothing}
          </ul>
        </div>
        ${
          this.locate
            ? html`<button part="locate-button" type="button" ?disabled=${disabled} aria-disabled=${locating ? 'true' : 'false'} @click=${() => this.#visitor((search) => void search.locate())}>
              ${locateIcon}<span>${messages.locate}</span>
            </button>`
            : nothing
        }
      </div>
      <div part="status" role="status" class=${status.visible ? 'status' : 'status visually-hidden'}>${keyed(status.nth ?? -1, status.text)}</div>
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  /** What the visitor did, for the interaction: at once, or once its module has loaded. */
  #visitor(call: SearchCall): void {
    this.#module.deliver(call, true);
  }

  #onInput(event: InputEvent): void {
    // The text is the element's, kept as the field holds it after every edit: so a render sets the
    // field only when a step changed the text (a choice, Escape, a reset), and it stays in the
    // field while the module loads.
    this.state = step.typed(this.state, (event.target as HTMLInputElement).value);
    const composing = event.isComposing;
    this.#visitor((search) => search.typed(composing));
  }

  #onKeydown(event: KeyboardEvent): void {
    const { key, altKey, ctrlKey, metaKey, shiftKey, isComposing } = event;
    let now = true;
    this.#visitor((search) =>
      search.keydown({ key, altKey, ctrlKey, metaKey, shiftKey, isComposing }, () => now && event.preventDefault()),
    );
    now = false;
  }

  #onOptionClick(event: MouseEvent): void {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) this.#visitor((search) => search.chooseOption(Number(option.dataset['index'])));
  }

  /** Hides the list; a search on its way is dropped (the visitor is done with the list). */
  #close(): void {
    this.#module.deliver((search) => search.close(), false);
  }
}

function keepFocus(event: MouseEvent): void {
  // A click in the list must not take focus from the input (the combobox keeps it throughout).
  event.preventDefault();
}
