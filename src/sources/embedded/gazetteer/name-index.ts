// A prefix index over every word of every spelling of every place name.
//
// Each word becomes one 32-bit key: its first KEY_LENGTH characters in base ALPHABET_SIZE
// (38^6 < 2^32), paired with the spelling it belongs to. Sorting integer keys is far faster than
// sorting strings, and every word starting with a given prefix (of any length) then lies in one
// contiguous range found by binary search. The range is a superset for prefixes longer than
// KEY_LENGTH; callers verify candidates against the full spelling.
import { foldedSpellings } from './fold-text.ts';
import { sortPairsByKey } from './radix-sort.ts';

const KEY_LENGTH = 6;
// 0 pads short words, 1–26 are a–z, 27–36 are 0–9, 37 is any other letter (non-Latin scripts).
const ALPHABET_SIZE = 38;
const SPACE = 32;

function characterCode(character: number): number {
  if (character >= 97 && character <= 122) return character - 96;
  if (character >= 48 && character <= 57) return character - 21;
  return 37;
}

/** The numeric key of the word of `text` that starts at `start` (it ends at a space or the end). */
function wordKey(text: string, start: number): number {
  let key = 0;
  let ended = false;
  for (let position = start; position < start + KEY_LENGTH; position += 1) {
    const character = text.charCodeAt(position);
    // charCodeAt is NaN past the end; a space ends the word. Either way the rest pads with 0.
    if (Number.isNaN(character) || character === SPACE) ended = true;
    key = key * ALPHABET_SIZE + (ended ? 0 : characterCode(character));
  }
  return key;
}

function growTo(array: Uint32Array, length: number): Uint32Array {
  const grown = new Uint32Array(length);
  grown.set(array);
  return grown;
}

/** Folded spellings of all place names, searchable by word prefix. */
export class NameIndex {
  /** Folded spellings; spellingPlace[i] is the place spellings[i] names. */
  readonly spellings: string[] = [];
  readonly spellingPlace: number[] = [];
  /** 1 where spellings[i] comes from the place's primary name, 0 for an alternate name. */
  readonly spellingIsPrimary: number[] = [];
  /** Word keys in ascending order; entrySpelling[i] is the spelling of the word keyed entryKeys[i]. */
  private readonly entryKeys: Uint32Array;
  private readonly entrySpelling: Uint32Array;

  /** Indexes `names[place]` and `alternates[place]` for every place that `includes` accepts (all by default). */
  constructor(names: readonly string[], alternates: readonly (readonly string[])[], includes: (place: number) => boolean = () => true) {
    let keys: Uint32Array = new Uint32Array(names.length * 4);
    let ids: Uint32Array = new Uint32Array(keys.length);
    let keyCount = 0;
    const add = (spelling: string, place: number, isPrimary: number): void => {
      const id = this.spellings.length;
      this.spellings.push(spelling);
      this.spellingPlace.push(place);
      this.spellingIsPrimary.push(isPrimary);
      for (let start = 0; start < spelling.length; start = spelling.indexOf(' ', start) + 1 || spelling.length) {
        if (keyCount === keys.length) [keys, ids] = [growTo(keys, keyCount * 2), growTo(ids, keyCount * 2)];
        keys[keyCount] = wordKey(spelling, start);
        ids[keyCount] = id;
        keyCount += 1;
      }
    };
    for (let place = 0; place < names.length; place += 1) {
      if (!includes(place)) continue;
      // The packer already dropped alternates that fold like the name or like each other.
      for (const spelling of foldedSpellings(names[place]!)) add(spelling, place, 1);
      for (const alternate of alternates[place] ?? []) {
        for (const spelling of foldedSpellings(alternate)) add(spelling, place, 0);
      }
    }
    const sorted = sortPairsByKey(keys.slice(0, keyCount), ids.slice(0, keyCount));
    this.entryKeys = sorted.keys;
    this.entrySpelling = sorted.ids;
  }

  /**
   * Calls `visit` with the id of every spelling that has a word starting with `prefix` (a
   * folded word), plus some that only share its first KEY_LENGTH characters.
   */
  forEachCandidate(prefix: string, visit: (spellingId: number) => void): void {
    const { low, high } = this.range(prefix);
    for (let index = low; index < high; index += 1) visit(this.entrySpelling[index]!);
  }

  /** How many candidates a prefix yields: lets callers pick the most selective word. */
  candidateCount(prefix: string): number {
    const { low, high } = this.range(prefix);
    return high - low;
  }

  private range(prefix: string): { low: number; high: number } {
    const shown = Math.min(prefix.length, KEY_LENGTH);
    const lowKey = wordKey(prefix, 0);
    const highKey = lowKey + ALPHABET_SIZE ** (KEY_LENGTH - shown);
    return { low: this.lowerBound(lowKey), high: this.lowerBound(highKey) };
  }

  private lowerBound(value: number): number {
    let low = 0;
    let high = this.entryKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entryKeys[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
