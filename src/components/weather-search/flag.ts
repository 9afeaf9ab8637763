// A country's flag as the emoji the platform draws from two regional indicator symbols.

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an ISO 3166-1 alpha-2 code (`FR` → 🇫🇷); '' for anything else. */
export function flagEmoji(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
