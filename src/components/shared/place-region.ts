// Which region a place line names beside the place: the region's name only where it adds
// something a reader of the line's language can read once. A region that repeats the place's
// name ("Tokyo, Tokyo", "Berlin, State of Berlin") says nothing new, and neither does one the
// place's name already holds (GeoNames' Arabic name of Portland, "بورتلاند، أوريغون", carries its
// state). A region written in another script than the language's is one the source names in no
// other language: on an Arabic page "Oregon" would name in Latin letters what the line may
// already say in Arabic.
import type { Location } from '../../contract/records.ts';
import { memoised } from '../../contract/memo.ts';

// The letters of each script a widget's language is written in (Intl.Locale's likely script).
const SCRIPT_LETTERS: Record<string, RegExp> = {
  Latn: /^\p{Script=Latin}$/u,
  Cyrl: /^\p{Script=Cyrillic}$/u,
  Arab: /^\p{Script=Arabic}$/u,
  Hebr: /^\p{Script=Hebrew}$/u,
  Grek: /^\p{Script=Greek}$/u,
  Hans: /^\p{Script=Han}$/u,
  Hant: /^\p{Script=Han}$/u,
  Jpan: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u,
  Kore: /^[\p{Script=Hangul}\p{Script=Han}]$/u,
};

/** The script a locale is written in: `Arab` for `ar`, `Latn` for `de`; undefined when unknown. */
function scriptOf(locale: string): string | undefined {
  return memoised(`script|${locale}`, () => {
    try {
      return new Intl.Locale(locale).maximize().script;
    } catch {
      return undefined;
    }
  });
}

/** Whether every letter of `text` is of the locale's script (true where the script is not known). */
function inScriptOf(locale: string, text: string): boolean {
  const letters = SCRIPT_LETTERS[scriptOf(locale) ?? ''];
  return letters === undefined || [...text].every((char) => !/\p{L}/u.test(char) || letters.test(char));
}

/** Whether `text` holds `name` as whole words ("State of Berlin" holds "Berlin"). */
function repeats(text: string, name: string): boolean {
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const asked = words(name);
  const held = words(text);
  if (asked.length === 0) return false;
  return held.some((_, start) => asked.every((word, offset) => held[start + offset] === word));
}

/** The region to write beside the place in `locale`, or undefined where it would repeat or read in another script. */
export function regionShown(locale: string, location: Pick<Location, 'name' | 'admin'>): string | undefined {
  const { admin, name } = location;
  if (!admin || repeats(admin, name) || repeats(name, admin) || !inScriptOf(locale, admin)) return undefined;
  return admin;
}
