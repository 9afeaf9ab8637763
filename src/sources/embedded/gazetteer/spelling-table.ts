// Every folded spelling of every place name (primary names, alternates, and the ae/oe/ue form
// of German umlauts), held as UTF-16 code units in one buffer with an offset per spelling.
// Queries are compared unit by unit against the buffer, so neither building the table nor
// searching it creates a string per spelling.
import { ALTERNATE_SEPARATOR } from './asset-format.ts';
import { appendFold, FoldedUnits } from './fold-text.ts';
import type { PlaceTable } from './place-table.ts';

/** How a spelling contains a folded query (format: the codes the search reads). */
export const SPELLING_MATCH = {
  none: 0,
  /** A later word of the spelling starts with the query: "york" in "new york city". */
  wordPrefix: 1,
  /** The spelling starts with the query. */
  prefix: 2,
  /** The spelling is the query. */
  exact: 3,
} as const;

export type SpellingMatch = (typeof SPELLING_MATCH)[keyof typeof SPELLING_MATCH];

// By definition: the code points of a space and of a line feed.
const SPACE = 0x20;
// Ends every spelling in the buffer, so a comparison never runs from one into the next.
const SPELLING_END = 0x0a;
// Local binding (see place-table.ts on imported functions in hot code).
const fold = appendFold;

function grown<T extends Uint32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

/** The folded spellings of all places' names. */
export class SpellingTable {
  /** Folded code units; spelling i runs from starts[i] to starts[i + 1] - 1. */
  readonly units: Uint16Array;
  /** The place each spelling names. */
  readonly place: Uint32Array;
  /** 1 where the spelling comes from the place's primary name, 0 for an alternate. */
  readonly isPrimary: Uint8Array;
  readonly #starts: Uint32Array;

  constructor(table: PlaceTable) {
    const names = table.names;
    const alternates = table.alternates;
    // The packer writes names in NFC, as appendFold expects (asset-format.ts).
    const nameText = names.text;
    const alternateText = alternates.text;
    const folded = new FoldedUnits(Math.ceil((nameText.length + alternateText.length) * 1.2));
    let starts = new Uint32Array(table.count * 2);
    let places = new Uint32Array(starts.length);
    let primary = new Uint8Array(starts.length);
    let count = 0;
    const add = (text: string, start: number, end: number, place: number, isPrimary: number): void => {
      for (let umlautsAsE = false; ; umlautsAsE = true) {
        if (count + 1 >= starts.length) {
          const length = starts.length * 2;
          [starts, places, primary] = [grown(starts, length), grown(places, length), grown(primary, length)];
        }
        starts[count] = folded.length;
        places[count] = place;
        primary[count] = isPrimary;
        count += 1;
        const hasUmlaut = fold(folded, text, start, end, umlautsAsE);
        folded.push(SPELLING_END);
        if (!hasUmlaut || umlautsAsE) return;
      }
    };
    const separator = ALTERNATE_SEPARATOR.charCodeAt(0);
    for (let place = 0; place < table.count; place += 1) {
      add(nameText, names.start(place), names.end(place), place, 1);
      const end = alternates.end(place);
      for (let start = alternates.start(place); start < end;) {
        let stop = start;
        while (stop < end && alternateText.charCodeAt(stop) !== separator) stop += 1;
        add(alternateText, start, stop, place, 0);
        start = stop + 1;
      }
    }
    starts[count] = folded.length;
    this.units = folded.units.subarray(0, folded.length);
    this.#starts = starts.subarray(0, count + 1);
    this.place = places.subarray(0, count);
    this.isPrimary = primary.subarray(0, count);
  }

  get count(): number {
    return this.place.length;
  }

  /** Where spelling `spelling` starts in `units`. */
  start(spelling: number): number {
    return this.#starts[spelling]!;
  }

  /** Where spelling `spelling` ends in `units` (exclusive). */
  end(spelling: number): number {
    return this.#starts[spelling + 1]! - 1;
  }

  /** The folded spelling as a string (for tests and diagnostics). */
  text(spelling: number): string {
    return String.fromCharCode(...this.units.subarray(this.start(spelling), this.end(spelling)));
  }

  /** How spelling `spelling` contains `query` (folded, non-empty). */
  match(spelling: number, query: string): SpellingMatch {
    const start = this.start(spelling);
    const end = this.end(spelling);
    const length = query.length;
    if (this.#holdsAt(start, query)) return end - start === length ? SPELLING_MATCH.exact : SPELLING_MATCH.prefix;
    for (let at = start + 1; at + length < end + 1; at += 1) {
      if (this.units[at - 1] === SPACE && this.#holdsAt(at, query)) return SPELLING_MATCH.wordPrefix;
    }
    return SPELLING_MATCH.none;
  }

  // Whether the units from `at` begin with `query` (SPELLING_END stops a match at the end).
  #holdsAt(at: number, query: string): boolean {
    for (let index = 0; index < query.length; index += 1) {
      if (this.units[at + index] !== query.charCodeAt(index)) return false;
    }
    return true;
  }
}
