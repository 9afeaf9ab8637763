// How one <weather-search> answers its visitor: keys, typing, a pointer on an option, "Use my
// location", and the service's answers, each a step of search-status.ts applied to the element's
// state. Part of the module loaded on the visitor's first turn to the search (search-module.ts).
import type { Location } from '../../contract/records.ts';
import { serviceAsker, type AskService, type Refusal } from '../shared/ask-service.ts';
import { placeLanguage } from '../shared/place-language.ts';
import { WeatherPlaceSelectEvent } from '../shared/place-select-event.ts';
import { warnOnce } from '../shared/warn-once.ts';
import { clampLimit } from './clamp-limit.ts';
import { comboboxAction, type KeyPress } from './combobox-keys.ts';
import { submitImplicitly } from './form-value.ts';
import { locatePlace } from './locate-place.ts';
import { normalizeQuery } from './place-cache.ts';
import { placeLabel } from './place-label.ts';
import { PlaceSearch, type SearchOutcome } from './place-search.ts';
import type { SearchHost } from './search-host.ts';
import * as step from './search-status.ts';

/** Wait this long after the last keystroke before asking the service. */
const DEBOUNCE_MS = 200;
// One letter matches thousands of places and costs a request each; two make a useful list.
const MIN_QUERY_LENGTH = 2;

/** One search's interaction; its element calls it from its event handlers. */
export class SearchInteraction {
  readonly #host: SearchHost;
  readonly #ask: AskService;
  readonly #search: PlaceSearch;
  // Counts the visitor's own edits (typing, clearing, choosing): a located place that arrives
  // after one is dropped.
  #edits = 0;

  constructor(host: SearchHost) {
    this.#host = host;
    this.#ask = serviceAsker(host.api);
    this.#search = new PlaceSearch(this.#ask, (outcome) => this.#showOutcome(outcome));
  }

  get #state(): step.SearchState {
    return this.#host.getState();
  }

  set #state(state: step.SearchState) {
    this.#host.setState(state);
  }

  /** The visitor typed (the element has put the text in its state); `composing` while an input method composes. */
  typed(composing: boolean): void {
    this.#edits++;
    // An input method (Japanese, Chinese) is still composing: search once it commits.
    if (!composing) this.#scheduleSearch();
  }

  /** An input method committed its text. */
  composed(): void {
    this.#scheduleSearch();
  }

  /** A key went down in the input; `consume` prevents its default action (not for a key pressed while this code loaded). */
  keydown(press: KeyPress, consume: () => void): void {
    const { text, list } = this.#state;
    const action = comboboxAction(press, {
      open: list.open,
      count: list.places.length,
      active: list.active,
      hasText: text !== '',
    });
    if (action.consume) consume();
    switch (action.type) {
      case 'activate':
        this.#state = step.activated(this.#state, action.index);
        break;
      case 'open':
        if (list.places.length > 0) this.#state = step.opened(this.#state);
        else this.#scheduleSearch(0);
        break;
      case 'select':
        this.#choose(list.places[action.index]!);
        break;
      case 'close':
        this.close();
        break;
      case 'clear':
        this.clear();
        break;
    }
    // Enter in a text field submits its form; this input's form is outside the shadow root.
    const form = this.#host.form();
    if (press.key === 'Enter' && !action.consume && !press.isComposing && form) submitImplicitly(form);
  }

  /** A pointer chose option `index`. */
  chooseOption(index: number): void {
    const place = this.#state.list.places[index];
    if (place) this.#choose(place);
  }

  /** Hides the list; a search on its way is dropped (the visitor is done with the list). */
  close(): void {
    this.#search.abandon();
    this.#state = step.closed(this.#state);
  }

  /** Empties the field (Escape, or the form's reset). */
  clear(): void {
    this.#edits++;
    this.#search.abandon();
    this.#state = step.cleared(this.#state);
  }

  /** Forgets the answers remembered (another source or key registry may answer differently). */
  forget(): void {
    this.#search.forget();
  }

  /** Drops what is on its way (the element left the page). */
  abandon(): void {
    this.#search.abandon();
  }

  /** Asks the browser where the visitor is, and chooses the place there. */
  async locate(): Promise<void> {
    if (this.#state.locating) return;
    const edits = this.#edits;
    this.#state = step.locating(this.#state);
    const language = placeLanguage(this.#host.locale());
    const outcome = await locatePlace(this.#ask, this.#host.key(), language);
    this.#state = step.locatingDone(this.#state);
    // The visitor typed or chose meanwhile: their choice wins.
    if (edits !== this.#edits) return;
    if (outcome.ok) this.#choose(outcome.location, true);
    else if (outcome.reason === 'refused') this.#refused(outcome.refusal, 'current');
    else this.#state = step.notLocated(this.#state, outcome.reason);
  }

  #scheduleSearch(delay = DEBOUNCE_MS): void {
    const query = normalizeQuery(this.#state.text);
    if ([...query].length < MIN_QUERY_LENGTH) {
      this.#search.abandon();
      this.#state = step.tooShort(this.#state);
      return;
    }
    const { limit } = this.#host.element;
    const language = placeLanguage(this.#host.locale());
    this.#search.schedule({ query, limit: clampLimit(limit), key: this.#host.key(), language }, delay);
  }

  #showOutcome(outcome: SearchOutcome): void {
    if (!outcome.ok) return this.#refused(outcome.refusal, 'geocode');
    // An answer that arrives after the visitor left the field waits for ↓ instead of popping up.
    this.#state = step.answered(this.#state, outcome.results, this.#host.focused());
  }

  #refused(refusal: Refusal, operation: string): void {
    const { problem } = refusal;
    console.warn(`<weather-search>: ${operation} failed with ${problem?.status} ${problem?.code}: ${problem?.detail}`);
    this.#search.abandon();
    this.#state = step.refused(this.#state, refusal);
  }

  #choose(location: Location, located = false): void {
    this.#edits++;
    this.#search.abandon();
    const label = placeLabel(this.#host.locale(), location);
    this.#state = step.chose(this.#state, location, label, located);
    const { element } = this.#host;
    const event = new WeatherPlaceSelectEvent(location);
    element.dispatchEvent(event);
    if (!event.defaultPrevented && element.htmlFor) showIn(element, element.htmlFor, location);
  }
}

/** Points the `for` forecast at the place (its documented `location` property). */
function showIn(element: HTMLElement, id: string, location: Location): void {
  const root = element.getRootNode();
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
