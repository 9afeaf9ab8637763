// Where a <weather-search> stands, as one value, and every way it changes, as pure functions: what
// the field holds, the list of places, what the status line says, and whether the browser is being
// asked where the visitor is. The element applies them and draws the result.
import type { Location } from '../../contract/records.ts';
import type { SearchMessages } from '../../i18n/catalog.ts';
import type { Refusal } from '../shared/ask-service.ts';
import { foundMessage, rateLimitedMessage } from './messages.ts';

/** The places of the last answer: listed or not, and the one the arrow keys are on (-1: none). */
export interface PlaceList {
  readonly places: readonly Location[];
  readonly open: boolean;
  readonly active: number;
}

/** Why the search shows an error: each has its own words. */
export type SearchError =
  | { readonly reason: 'failed' }
  | { readonly reason: 'rate-limited'; readonly seconds: number }
  | { readonly reason: 'misconfigured'; readonly detail: string }
  | { readonly reason: 'denied' }
  | { readonly reason: 'unavailable' };

/**
 * What the search last did, which its status line says: `idle` (nothing), `results` (how many
 * places), `no-results`, `locating` (asking the browser where the visitor is), `located` (the
 * place found there, said as it is chosen), `error`.
 */
export type SearchStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'results'; readonly count: number; readonly nth: number }
  | { readonly state: 'no-results' }
  | { readonly state: 'locating' }
  | { readonly state: 'located'; readonly label: string }
  | { readonly state: 'error'; readonly error: SearchError };

export interface SearchState {
  /** What the field holds. */
  readonly text: string;
  /** The place chosen, until the visitor edits the field. */
  readonly chosen?: Location | undefined;
  readonly list: PlaceList;
  readonly status: SearchStatus;
  /** Whether the browser is still being asked where the visitor is; the visitor may type meanwhile. */
  readonly locating: boolean;
  /** How many lists of places were said so far: the first says how to use the list too. */
  readonly listsSaid: number;
}

const NO_PLACES: PlaceList = { places: [], open: false, active: -1 };
const IDLE: SearchStatus = { state: 'idle' };

/** An empty field, nothing listed, nothing said. */
export const EMPTY_SEARCH: SearchState = { text: '', list: NO_PLACES, status: IDLE, locating: false, listsSaid: 0 };

/** The visitor edited the field: what they had chosen no longer stands. */
export function typed(state: SearchState, text: string): SearchState {
  return { ...state, text, chosen: undefined };
}

/** The query is too short to send: nothing is listed or said. */
export function tooShort(state: SearchState): SearchState {
  return { ...state, list: NO_PLACES, status: IDLE };
}

/**
 * The service's places for the query: listed at once only while the field has focus (else ↓ opens
 * them). Every answer is said, a refined one with as many places as before too.
 */
export function answered(state: SearchState, places: readonly Location[], focused: boolean): SearchState {
  return {
    ...state,
    list: { places, open: places.length > 0 && focused, active: -1 },
    status:
      places.length > 0 ? { state: 'results', count: places.length, nth: state.listsSaid } : { state: 'no-results' },
    listsSaid: state.listsSaid + (places.length > 0 ? 1 : 0),
  };
}

/** The service refused (a search, or naming the visitor's position): nothing listed, the reason said. */
export function refused(state: SearchState, refusal: Refusal): SearchState {
  const { problem } = refusal;
  const retryAfter = refusal.retryAfterSeconds ?? problem?.retry_after;
  const error: SearchError =
    problem?.code === 'invalid_configuration' || problem?.code === 'integrity'
      ? { reason: 'misconfigured', detail: problem.detail }
      : problem?.status === 429 && retryAfter !== undefined
        ? { reason: 'rate-limited', seconds: retryAfter }
        : { reason: 'failed' };
  return { ...state, list: NO_PLACES, status: { state: 'error', error } };
}

/** The arrow keys moved onto place `index`, listing the places. */
export function activated(state: SearchState, index: number): SearchState {
  return { ...state, list: { ...state.list, open: true, active: index } };
}

/** The places of the last answer listed again (↓ or Alt+↓ on a closed list). */
export function opened(state: SearchState): SearchState {
  return { ...state, list: { ...state.list, open: true } };
}

/** The list hidden; its places stay for ↓ to list again. */
export function closed(state: SearchState): SearchState {
  return state.list.open || state.list.active !== -1
    ? { ...state, list: { ...state.list, open: false, active: -1 } }
    : state;
}

/** The field emptied (Escape on a closed list, or the form reset): nothing chosen, listed or said. */
export function cleared(state: SearchState): SearchState {
  return { ...state, text: '', chosen: undefined, list: NO_PLACES, status: IDLE };
}

/** A place chosen, the field showing its `label`; said only when the visitor's position found it. */
export function chose(state: SearchState, place: Location, label: string, located: boolean): SearchState {
  return { ...closed(state), chosen: place, text: label, status: located ? { state: 'located', label } : IDLE };
}

/** The browser is asked where the visitor is. */
export function locating(state: SearchState): SearchState {
  return { ...state, locating: true, status: { state: 'locating' } };
}

/** The browser answered, or gave up; what it answered is applied next, unless the visitor edited meanwhile. */
export function locatingDone(state: SearchState): SearchState {
  return { ...state, locating: false };
}

/** The browser could not tell where the visitor is: they refused, or it does not know. */
export function notLocated(state: SearchState, reason: 'denied' | 'unavailable'): SearchState {
  return { ...state, status: { state: 'error', error: { reason } } };
}

/** The site's configuration cannot work: said at once, not when the visitor first types. */
export function misconfigured(state: SearchState, detail: string): SearchState {
  return { ...state, status: { state: 'error', error: { reason: 'misconfigured', detail } } };
}

/** The configuration works again: a misconfiguration said before is withdrawn. */
export function configured(state: SearchState): SearchState {
  const { status } = state;
  return status.state === 'error' && status.error.reason === 'misconfigured' ? { ...state, status: IDLE } : state;
}

/**
 * What the status line says, and whether it is shown or for screen readers only. A list of places
 * carries which list it is (`nth`): the same words for the next list are written afresh, so that
 * a screen reader says them again.
 */
export function announcement(
  status: SearchStatus,
  locale: string,
  messages: SearchMessages,
): { text: string; visible: boolean; nth?: number } {
  switch (status.state) {
    case 'idle':
      return { text: '', visible: false };
    case 'results': {
      // The first list says how to use it too.
      const found = foundMessage(locale, messages, status.count);
      const text = status.nth === 0 ? `${found}${sentenceEnd(locale)}${messages.usageHint}` : found;
      return { text, visible: false, nth: status.nth };
    }
    case 'no-results':
      return { text: foundMessage(locale, messages, 0), visible: false };
    case 'locating':
      return { text: messages.locating, visible: true };
    case 'located':
      return { text: status.label, visible: false };
    case 'error':
      return { text: errorMessage(status.error, locale, messages), visible: true };
  }
}

function errorMessage(error: SearchError, locale: string, messages: SearchMessages): string {
  switch (error.reason) {
    case 'failed':
      return messages.failed;
    case 'rate-limited':
      return rateLimitedMessage(locale, messages, error.seconds);
    case 'misconfigured':
      return `${messages.misconfigured} ${error.detail}`;
    case 'denied':
      return messages.locateDenied;
    case 'unavailable':
      return messages.locateUnavailable;
  }
}

// Chinese and Japanese end a sentence with a full-width stop and start the next without a space.
function sentenceEnd(locale: string): string {
  return /^(ja|zh)\b/i.test(locale) ? '。' : '. ';
}
