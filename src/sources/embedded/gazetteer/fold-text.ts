// Search compares "folded" text: lowercase, without diacritics, with the letters that do not
// decompose spelled the way an English keyboard user would type them, and with punctuation
// reduced to single spaces between words.
//
// Folding works character by character through a memo: the worker folds 150,000 names before
// it can answer, and running the Unicode normalisation per character once instead of per name
// is what makes that fit in a few tens of milliseconds.

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
const UMLAUT_SPELLINGS = new Map<string, string>([
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['Ä', 'Ae'],
  ['Ö', 'Oe'],
  ['Ü', 'Ue'],
]);
const GERMAN_UMLAUT = /[äöüÄÖÜ]/g;
// Umlauts precomposed or as a vowel plus a combining diaeresis (U+0308).
const MAY_HAVE_UMLAUT = /[äöüÄÖÜ\u0308]/;
// Most names are plain words of ASCII letters: for them folding is just lowercasing.
const PLAIN_WORDS = /^[A-Za-z]+( [A-Za-z]+)*$/;

/** What one code point folds to: letters to append, or a word break. */
type FoldedUnit = string | typeof WORD_BREAK;
const WORD_BREAK = null;

const foldedUnits = new Map<number, FoldedUnit>();

function foldUnit(code: number): FoldedUnit {
  const unit = String.fromCodePoint(code);
  if (APOSTROPHES.has(unit)) return '';
  const lower = unit.toLowerCase();
  const spelled = LETTER_SPELLINGS.get(lower) ?? lower;
  const bare = spelled.normalize('NFD').replace(COMBINING_MARK, '');
  // A lone combining mark (text that NFC could not compose) vanishes like the marks it joins.
  if (bare === '') return '';
  return WORD_CHARACTERS.test(bare) ? bare : WORD_BREAK;
}

/**
 * Folds text for matching: case- and diacritic-insensitive, words separated by one space.
 * `foldText('São Paulo')` is `'sao paulo'`; `foldText('Val-d’Or')` is `'val dor'`.
 */
export function foldText(text: string): string {
  if (PLAIN_WORDS.test(text)) return text.toLowerCase();
  const composed = text.normalize('NFC');
  let folded = '';
  let pendingSpace = false;
  for (let index = 0; index < composed.length; index += 1) {
    const code = composed.codePointAt(index)!;
    // Code points beyond the BMP take two UTF-16 units.
    if (code > 0xffff) index += 1;
    let unit = foldedUnits.get(code);
    if (unit === undefined && !foldedUnits.has(code)) {
      unit = foldUnit(code);
      foldedUnits.set(code, unit);
    }
    if (unit === WORD_BREAK || unit === undefined) {
      pendingSpace = folded.length > 0;
    } else if (unit !== '') {
      if (pendingSpace) folded += ' ';
      folded += unit;
      pendingSpace = false;
    }
  }
  return folded;
}

/**
 * Every folded spelling a name should be found under: the plain fold, plus, for names with a
 * German umlaut, the ae/oe/ue transliteration ("München" → "munchen" and "muenchen").
 */
export function foldedSpellings(name: string): string[] {
  const plain = foldText(name);
  if (!MAY_HAVE_UMLAUT.test(name)) return [plain];
  const composed = name.normalize('NFC');
  const transliterated = composed.replace(GERMAN_UMLAUT, (umlaut) => UMLAUT_SPELLINGS.get(umlaut) ?? umlaut);
  if (transliterated === composed) return [plain];
  const alternative = foldText(transliterated);
  return alternative === plain ? [plain] : [plain, alternative];
}
