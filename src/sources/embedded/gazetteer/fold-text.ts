// Search compares "folded" text: lowercase, without diacritics, with the letters that do not
// decompose spelled the way an English keyboard user would type them, and with punctuation
// reduced to single spaces between words.
//
// One routine, appendFold, does the folding for a query and for the worker's bulk indexing of
// 150,000 names alike, so the two cannot disagree. It writes UTF-16 code units into a reusable
// buffer instead of building strings: indexing then allocates nothing per name, and the
// Unicode work (normalisation, case mapping) runs once per distinct character through a memo.

import { foldPlainWords } from './plain-fold.ts';

// Letters that Unicode does not decompose into a base letter plus marks.
const LETTER_SPELLINGS = new Map<string, string>([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ø', 'o'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ð', 'd'],
  ['þ', 'th'],
  ['ı', 'i'],
  ['ħ', 'h'],
]);
const COMBINING_MARK = /\p{M}/gu;
// Apostrophes vanish rather than split words, so "N'Djamena" is found by "ndjamena".
const APOSTROPHES = new Set(["'", '’', 'ʼ', 'ʻ', '`', '´']);
const WORD_CHARACTERS = /^[\p{L}\p{N}]+$/u;
// German umlauts (precomposed, as they are after NFC) and their ae/oe/ue spelling; the code
// points and the space's below are Unicode's, by definition.
const UMLAUT_SPELLINGS = new Map<number, string>([
  [0xe4, 'ae'],
  [0xf6, 'oe'],
  [0xfc, 'ue'],
  [0xc4, 'ae'],
  [0xd6, 'oe'],
  [0xdc, 'ue'],
]);
// By definition: Unicode's space.
const SPACE = 0x20;

/** What one code point folds to: letters to append, '' to vanish, or a word break. */
type FoldedUnit = string | typeof WORD_BREAK;
const WORD_BREAK = null;

function foldUnit(code: number): FoldedUnit {
  const unit = String.fromCodePoint(code);
  if (APOSTROPHES.has(unit)) return '';
  // Marks first, then letter spellings: "Ǽ" loses its accent to become "æ", then "ae".
  const bare = unit.toLowerCase().normalize('NFD').replace(COMBINING_MARK, '');
  // A lone combining mark (text that NFC could not compose) vanishes like the marks it joins.
  if (bare === '') return '';
  const spelled = Array.from(bare, (letter) => LETTER_SPELLINGS.get(letter) ?? letter).join('');
  return WORD_CHARACTERS.test(spelled) ? spelled : WORD_BREAK;
}

const foldedUnits = new Map<number, FoldedUnit>();

function foldedUnitOf(code: number): FoldedUnit {
  let unit = foldedUnits.get(code);
  if (unit === undefined && !foldedUnits.has(code)) {
    unit = foldUnit(code);
    foldedUnits.set(code, unit);
  }
  return unit ?? WORD_BREAK;
}

// ASCII folds to at most one code unit: the unit itself (≥ 0), a word break or nothing (the two
// negative codes are this table's format; its 128 rows are ASCII's, by definition).
const ASCII_BREAK = -1;
const ASCII_VANISHES = -2;
const ASCII_FOLD = Int32Array.from({ length: 128 }, (_, code) => {
  const unit = foldUnit(code);
  return unit === WORD_BREAK ? ASCII_BREAK : unit === '' ? ASCII_VANISHES : unit.charCodeAt(0);
});

/** A growable buffer of folded UTF-16 code units. */
export class FoldedUnits {
  units: Uint16Array;
  length = 0;

  constructor(capacity = 64) {
    this.units = new Uint16Array(Math.max(capacity, 16));
  }

  push(unit: number): void {
    if (this.length === this.units.length) {
      const grown = new Uint16Array(this.units.length * 2);
      grown.set(this.units);
      this.units = grown;
    }
    this.units[this.length] = unit;
    this.length += 1;
  }

  /** The units from `start` to `end` as a string. */
  text(start = 0, end = this.length): string {
    const CHUNK = 8192; // String.fromCharCode takes its units as arguments; keep the count modest.
    let text = '';
    for (let from = start; from < end; from += CHUNK) {
      text += String.fromCharCode(...this.units.subarray(from, Math.min(end, from + CHUNK)));
    }
    return text;
  }
}

/**
 * Appends the fold of `text` (already NFC) from `start` to `end` to `out`, words separated by
 * one space, none leading or trailing. With `umlautsAsE`, ä/ö/ü fold to ae/oe/ue instead of
 * a/o/u. Returns whether the range holds a German umlaut (so a second spelling exists).
 */
export function appendFold(out: FoldedUnits, text: string, start: number, end: number, umlautsAsE: boolean): boolean {
  const begin = out.length;
  let pendingSpace = false;
  let sawUmlaut = false;
  for (let index = start; index < end; index += 1) {
    let code = text.charCodeAt(index);
    if (code < 128) {
      const folded = ASCII_FOLD[code]!;
      if (folded >= 0) {
        if (pendingSpace) out.push(SPACE);
        out.push(folded);
        pendingSpace = false;
      } else if (folded === ASCII_BREAK) {
        pendingSpace = out.length > begin;
      }
      continue;
    }
    // Code points beyond the BMP take two UTF-16 units and fold whole.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < end) {
      code = text.codePointAt(index)!;
      if (code > 0xffff) index += 1;
    }
    const umlaut = UMLAUT_SPELLINGS.get(code);
    if (umlaut !== undefined) sawUmlaut = true;
    const unit = umlautsAsE && umlaut !== undefined ? umlaut : foldedUnitOf(code);
    if (unit === WORD_BREAK) {
      pendingSpace = out.length > begin;
    } else if (unit !== '') {
      if (pendingSpace) out.push(SPACE);
      for (let at = 0; at < unit.length; at += 1) out.push(unit.charCodeAt(at));
      pendingSpace = false;
    }
  }
  return sawUmlaut;
}

const scratch = new FoldedUnits();

/**
 * Folds text for matching: case- and diacritic-insensitive, words separated by one space.
 * `foldText('São Paulo')` is `'sao paulo'`; `foldText('Val-d’Or')` is `'val dor'`.
 */
export function foldText(text: string): string {
  const plain = foldPlainWords(text);
  if (plain !== undefined) return plain;
  const composed = text.normalize('NFC');
  scratch.length = 0;
  appendFold(scratch, composed, 0, composed.length, false);
  return scratch.text();
}

/**
 * Every folded spelling a name should be found under: the plain fold, plus, for names with a
 * German umlaut, the ae/oe/ue transliteration ("München" → "munchen" and "muenchen").
 */
export function foldedSpellings(name: string): string[] {
  const composed = name.normalize('NFC');
  scratch.length = 0;
  const hasUmlaut = appendFold(scratch, composed, 0, composed.length, false);
  const plain = scratch.text();
  if (!hasUmlaut) return [plain];
  scratch.length = 0;
  appendFold(scratch, composed, 0, composed.length, true);
  return [plain, scratch.text()];
}
