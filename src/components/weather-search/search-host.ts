// What the search's interaction code (search-interaction.ts, in the module loaded on the
// visitor's first turn to the search) reads and changes of its element: the element keeps its
// state and draws it; the module decides how keys, answers and choices change it.
import type { PageApi } from '../../page-client/page-api.ts';
import type { SearchMessages } from '../../i18n/catalog.ts';
import type { SearchState } from './search-status.ts';

/** The element as its interaction code sees it. */
export interface SearchHost {
  /** The element: the events it fires, and where its `for` forecast is found. */
  readonly element: HTMLElement & { readonly limit: number; readonly htmlFor?: string | undefined };
  /** The page's weather service. */
  readonly api: Pick<PageApi, 'request'>;
  getState(): SearchState;
  setState(state: SearchState): void;
  /** The element's locale, resolved. */
  locale(): string;
  /** Its `api-key`, if it has one. */
  key(): string | undefined;
  messages(): SearchMessages;
  /** Whether the input has focus. */
  focused(): boolean;
  /** The form the element belongs to. */
  form(): HTMLFormElement | null;
}
