// Numbers and units as a widget writes them, read back for a test: "22 °C" in German, "22°C" in
// English, "‎-٢٢°م" in Arabic with Arabic-Indic digits, "1.013 hPa", "9,5 km", "55 %".

/** A value as shown: the number, its unit, and the text it was read from. */
export interface Measure {
  value: number;
  /**
   * The unit, in its international symbol when the widget's language writes a known one its own
   * way ("°م" reads as "°C", "كم/س" as "km/h"); otherwise as shown ("hPa", "kn", "°" alone).
   */
  unit: string;
  /** The text as shown, without bidirectional marks. */
  text: string;
}

// Marks that steer the text's direction: invisible, and no part of the number or the unit.
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// The zero of each script's digits the widgets' languages may write (Arabic-Indic, Persian,
// Devanagari, Bengali, Thai, full-width).
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];
const MINUS = /[\u2212\u2012\u2013\ufe63\uff0d]/g;
// A number: digits grouped by any of the separators locales use, with one decimal mark.
const NUMBER = /-?\d(?:[\d.,\u066b\u066c'\u2019 \u00a0\u202f]*\d)?/;

/** Latin digits and an ASCII minus in place of any script's, the bidirectional marks gone. */
export function plainDigits(text: string): string {
  return text
    .replace(BIDI_MARKS, '')
    .replace(MINUS, '-')
    .replace(/\p{Nd}/gu, (digit) => {
      const code = digit.codePointAt(0)!;
      const zero = ZEROS.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? digit : String(code - zero);
    });
}

/**
 * The number in `text` ("1.013" is a thousand and thirteen, "9,5" nine and a half: the widgets
 * show at most two decimals, so a separator before three digits groups them), or NaN.
 */
export function readNumber(text: string): number {
  const match = NUMBER.exec(plainDigits(text));
  if (!match) return NaN;
  let digits = match[0].replace(/[ '\u2019\u00a0\u202f\u066c]/g, '');
  const decimal = digits.includes('\u066b') ? '\u066b' : lastDecimalMark(digits);
  if (decimal) {
    const at = digits.lastIndexOf(decimal);
    digits = `${digits.slice(0, at).replace(/[.,]/g, '')}.${digits.slice(at + 1)}`;
  } else digits = digits.replace(/[.,]/g, '');
  return Number(digits);
}

function lastDecimalMark(digits: string): string | undefined {
  const at = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  if (at < 0) return undefined;
  const mark = digits[at]!;
  const other = mark === '.' ? ',' : '.';
  // Both marks: the last is the decimal one. One mark: decimal unless three digits follow it.
  if (digits.includes(other)) return mark;
  return digits.length - at - 1 === 3 ? undefined : mark;
}

// The international symbols of the units the widgets write through Intl, by Intl's name.
const SYMBOLS: Record<string, string> = {
  celsius: '°C',
  fahrenheit: '°F',
  'kilometer-per-hour': 'km/h',
  'mile-per-hour': 'mph',
  'meter-per-second': 'm/s',
  kilometer: 'km',
  mile: 'mi',
  millimeter: 'mm',
  centimeter: 'cm',
  inch: 'in',
  percent: '%',
};

const unitsOf = new Map<string, Map<string, string>>();

// How `language` writes each unit's symbol (its Intl short form, without the number), mapped to
// the international one.
function localUnits(language: string): Map<string, string> {
  let units = unitsOf.get(language);
  if (units) return units;
  units = new Map();
  for (const [unit, symbol] of Object.entries(SYMBOLS)) {
    try {
      const shown = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(1);
      units.set(squeeze(plainDigits(shown).replace(/1/, '')), symbol);
    } catch {
      // A language Intl does not know: its units are read as shown.
    }
  }
  unitsOf.set(language, units);
  return units;
}

const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '').replace(/[٪]/g, '%');

/**
 * The measure in `text` as the widget writes it in `language` (its card's `lang`): the number
 * whatever its digits, minus and separators, and the unit in its international symbol when the
 * language writes a known one its own way.
 */
export function readMeasure(text: string, language = 'en'): Measure {
  const shown = text.replace(BIDI_MARKS, '').trim();
  const plain = plainDigits(shown);
  const value = readNumber(plain);
  const rest = plain.replace(NUMBER, '').trim();
  const unit =
    localUnits(language).get(squeeze(rest)) ?? SYMBOLS[squeeze(rest)] ?? rest.replace(/^[\s\u00a0\u202f]+/, '');
  return { value, unit: unit === '٪' ? '%' : unit, text: shown };
}
