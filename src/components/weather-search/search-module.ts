// What the search runs once the visitor turns to it (focus, a pointer, a keystroke), and a first
// render does not: the combobox's keys, the place search's requests and remembered answers, the
// options with the typed part marked, the status line's words and "Use my location". One module,
// loaded on first use (loaded-search-module.ts); in the script-tag build it is the file
// weather-widgets-search-<hash>.js beside the script, run on the script's Lit.
import type { Location } from '../../contract/records.ts';
import type { TemplateResult } from 'lit';
import { normalizeQuery } from './place-cache.ts';
import { searchOption } from './search-option.ts';
import type { PlaceList } from './search-status.ts';

export { SearchInteraction } from './search-interaction.ts';
export { announcement } from './search-status.ts';

/** The listbox's options for the places of `list`, the part matching `text` marked. */
export function placeOptions(locale: string, list: PlaceList, text: string): TemplateResult[] {
  const query = normalizeQuery(text);
  return list.places.map((place: Location, index) => searchOption(locale, place, query, index, index === list.active));
}
