// A prefix index over every word of every folded spelling.
//
// Each word becomes one 32-bit key: its first KEY_LENGTH symbols in base ALPHABET_SIZE
// (38^6 < 2^32), paired with the spelling it belongs to. Sorting integer keys is far faster than
// sorting strings, and every word starting with a given prefix (of any length) then lies in one
// contiguous range found by binary search. The range is a superset for prefixes longer than
// KEY_LENGTH; callers verify candidates against the full spelling.
import { sortPairsByKey } from './radix-sort.ts';
import type { SpellingTable } from './spelling-table.ts';

// Format: the word index's keys, KEY_LENGTH symbols each.
const KEY_LENGTH = 6;
// 0 pads short words, 1–26 are a–z, 27–36 are 0–9. Any other letter (Cyrillic, Arabic, kana,
// Han) takes two symbols: OTHER_CHARACTER, then one of 36 by its code point, so the names of a
// language in another script spread over many keys rather than all sharing "~~~~~~".
const ALPHABET_SIZE = 38;
const OTHER_CHARACTER = 37;
const OTHER_BUCKETS = 36;
const SPACE = 32;
const SYMBOL_TEXT = ' abcdefghijklmnopqrstuvwxyz0123456789~';
// Local binding (see place-table.ts on imported functions in hot code).
const sortPairs = sortPairsByKey;

function grown(array: Uint32Array, length: number): Uint32Array<ArrayBuffer> {
  const copy = new Uint32Array(length);
  copy.set(array);
  return copy;
}

function characterCode(character: number): number {
  if (character >= 97 && character <= 122) return character - 96;
  if (character >= 48 && character <= 57) return character - 21;
  return OTHER_CHARACTER;
}

// The symbols of the word starting at `start` (it ends at a space or at `end`), at most
// KEY_LENGTH of them, passed to `emit` one by one; returns how many there were.
function forEachSymbol(units: ArrayLike<number>, start: number, end: number, emit: (symbol: number) => void): number {
  let count = 0;
  for (let position = start; position < end && count < KEY_LENGTH && units[position] !== SPACE; position += 1) {
    const code = characterCode(units[position]!);
    emit(code);
    count += 1;
    if (code !== OTHER_CHARACTER || count === KEY_LENGTH) continue;
    emit(1 + (units[position]! % OTHER_BUCKETS));
    count += 1;
  }
  return count;
}

/** The key of the word starting at `start` of `units`; it ends at a space, at `end` or after KEY_LENGTH symbols. */
function wordKey(units: ArrayLike<number>, start: number, end: number): number {
  // forEachSymbol's loop, written out: this runs once per indexed word, and takes no closure.
  let key = 0;
  let count = 0;
  for (let position = start; position < end && count < KEY_LENGTH && units[position] !== SPACE; position += 1) {
    const code = characterCode(units[position]!);
    key = key * ALPHABET_SIZE + code;
    count += 1;
    if (code !== OTHER_CHARACTER || count === KEY_LENGTH) continue;
    key = key * ALPHABET_SIZE + 1 + (units[position]! % OTHER_BUCKETS);
    count += 1;
  }
  return key * ALPHABET_SIZE ** (KEY_LENGTH - count);
}

/**
 * The text the index tells apart in a folded word: its first KEY_LENGTH symbols, a letter a–z or
 * digit for each of those, and for any other letter "~" and one more character. Two words with
 * the same key text have the same candidates, so the embedded world's name chunks are keyed by it.
 */
export function keyText(word: string): string {
  let text = '';
  forEachSymbol(codeUnits(word), 0, word.length, (symbol) => {
    text += SYMBOL_TEXT[symbol]!;
  });
  return text;
}

function codeUnits(text: string): number[] {
  // By code unit, as wordKey reads the spelling table (a string's iterator would give code points).
  return Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
}

// The symbols of a key text, as keyText writes them.
function keySymbols(key: string): number[] {
  return Array.from(key, (character) => SYMBOL_TEXT.indexOf(character));
}

/** Word keys in ascending order, each with the spelling whose word it is. */
export class WordIndex {
  readonly #keys: Uint32Array;
  // entrySpelling[i] is the spelling of the word keyed keys[i].
  readonly #entrySpelling: Uint32Array;

  private constructor(keys: Uint32Array, entrySpelling: Uint32Array) {
    this.#keys = keys;
    this.#entrySpelling = entrySpelling;
  }

  /** Indexes every word of every spelling. */
  static of(spellings: SpellingTable): WordIndex {
    const units = spellings.units;
    let keys = new Uint32Array(spellings.count * 2);
    let ids = new Uint32Array(keys.length);
    let count = 0;
    const add = (start: number, end: number, spelling: number): void => {
      if (count === keys.length) [keys, ids] = [grown(keys, count * 2), grown(ids, count * 2)];
      keys[count] = wordKey(units, start, end);
      ids[count] = spelling;
      count += 1;
    };
    // Later words start after a space. The native indexOf finds the spaces (most spellings have
    // none), and remembering the last one found keeps each unit scanned once.
    let space = -1;
    for (let spelling = 0; spelling < spellings.count; spelling += 1) {
      const start = spellings.start(spelling);
      const end = spellings.end(spelling);
      if (end === start) continue;
      add(start, end, spelling);
      if (space < start) space = units.indexOf(SPACE, start);
      while (space >= 0 && space < end) {
        add(space + 1, end, spelling);
        space = units.indexOf(SPACE, space + 1);
      }
      if (space < 0) space = units.length;
    }
    const sorted = sortPairs(keys.subarray(0, count), ids.subarray(0, count));
    return new WordIndex(sorted.keys, sorted.ids);
  }

  /**
   * The entries whose spelling names a place that `keepPlace` marks with 1, still in key order
   * (no second sort). A mask rather than a callback: this runs once per indexed word.
   */
  filter(spellingPlace: Uint32Array, keepPlace: Uint8Array): WordIndex {
    const keys = new Uint32Array(this.#keys.length);
    const ids = new Uint32Array(this.#keys.length);
    let kept = 0;
    for (let entry = 0; entry < this.#keys.length; entry += 1) {
      const spelling = this.#entrySpelling[entry]!;
      if (keepPlace[spellingPlace[spelling]!] !== 1) continue;
      keys[kept] = this.#keys[entry]!;
      ids[kept] = spelling;
      kept += 1;
    }
    return new WordIndex(keys.slice(0, kept), ids.slice(0, kept));
  }

  /**
   * Calls `visit` with the id of every spelling that has a word starting with `prefix` (a
   * folded word), plus some that only share its first KEY_LENGTH characters.
   */
  forEachCandidate(prefix: string, visit: (spelling: number) => void): void {
    const { low, high } = this.#range(prefix);
    for (let index = low; index < high; index += 1) visit(this.#entrySpelling[index]!);
  }

  /** How many candidates a prefix yields: lets callers pick the most selective word. */
  candidateCount(prefix: string): number {
    const { low, high } = this.#range(prefix);
    return high - low;
  }

  /** How many candidates the words with a key text starting with `key` (keyText's) yield. */
  keyCandidateCount(key: string): number {
    const { low, high } = this.#keyRange(keySymbols(key));
    return high - low;
  }

  #range(prefix: string): { low: number; high: number } {
    const symbols: number[] = [];
    forEachSymbol(codeUnits(prefix), 0, prefix.length, (symbol) => symbols.push(symbol));
    return this.#keyRange(symbols);
  }

  #keyRange(symbols: readonly number[]): { low: number; high: number } {
    let lowKey = 0;
    for (let at = 0; at < KEY_LENGTH; at += 1) lowKey = lowKey * ALPHABET_SIZE + (symbols[at] ?? 0);
    const highKey = lowKey + ALPHABET_SIZE ** (KEY_LENGTH - Math.min(symbols.length, KEY_LENGTH));
    return { low: this.#lowerBound(lowKey), high: this.#lowerBound(highKey) };
  }

  #lowerBound(value: number): number {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#keys[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
