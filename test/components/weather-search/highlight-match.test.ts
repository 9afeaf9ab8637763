import { describe, expect, it } from 'vitest';
import { highlightMatch, type Segment } from '../../../src/components/weather-search/highlight-match.ts';

/** The segments written as text with [brackets] around the matched runs. */
function marked(segments: Segment[]): string {
  return segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');
}

describe('highlightMatch', () => {
  it('marks the typed prefix of a name', () => {
    expect(marked(highlightMatch('Paris', 'par'))).toBe('[Par]is');
  });

  it('ignores case', () => {
    expect(marked(highlightMatch('BERLIN', 'berl'))).toBe('[BERL]IN');
    expect(marked(highlightMatch('berlin', 'BERL'))).toBe('[berl]in');
  });

  it('matches letters with accents when typed without them, and marks the original letters', () => {
    expect(marked(highlightMatch('São Paulo', 'sao p'))).toBe('[São P]aulo');
    expect(marked(highlightMatch('Zürich', 'zur'))).toBe('[Zür]ich');
    expect(marked(highlightMatch('Île-de-France', 'ile'))).toBe('[Île]-de-France');
  });

  it('matches letters typed with accents against names written without them', () => {
    expect(marked(highlightMatch('Sao Tome', 'São'))).toBe('[Sao] Tome');
  });

  it('keeps combining marks of decomposed text inside the mark', () => {
    const decomposed = 'Sa\u0303o Paulo';
    expect(marked(highlightMatch(decomposed, 'sao'))).toBe('[Sa\u0303o] Paulo');
  });

  it('maps back across characters whose lower case is longer (İ)', () => {
    expect(marked(highlightMatch('İstanbul', 'ist'))).toBe('[İst]anbul');
    expect(marked(highlightMatch('İstanbul', 'tan'))).toBe('İs[tan]bul');
  });

  it('prefers a match at the start of a word', () => {
    expect(marked(highlightMatch('Aparecida de Paraná', 'par'))).toBe('Aparecida de [Par]aná');
  });

  it('falls back to a match inside a word', () => {
    expect(marked(highlightMatch('Saint-Denis', 'den'))).toBe('Saint-[Den]is');
    expect(marked(highlightMatch('Kassel', 'sse'))).toBe('Ka[sse]l');
  });

  it('marks each word of a multi-word query when the whole does not occur', () => {
    expect(marked(highlightMatch('Rio de Janeiro', 'janeiro rio'))).toBe('[Rio] de [Janeiro]');
    expect(marked(highlightMatch('São Pedro da Aldeia', 'aldeia pedro'))).toBe('São [Pedro] da [Aldeia]');
  });

  it('does not mark the same text twice for repeated or overlapping words', () => {
    expect(marked(highlightMatch('Baden-Baden', 'baden baden'))).toBe('[Baden]-[Baden]');
    expect(marked(highlightMatch('Berlin', 'ber erl'))).toBe('[Ber]lin');
  });

  it('collapses whitespace in the query', () => {
    expect(marked(highlightMatch('New York', '  new   york '))).toBe('[New York]');
  });

  it('returns the whole text unmarked when nothing matches', () => {
    expect(highlightMatch('Munich', 'münchen')).toEqual([{ text: 'Munich', match: false }]);
    expect(highlightMatch('Oslo', '   ')).toEqual([{ text: 'Oslo', match: false }]);
  });

  it('returns nothing for empty text', () => {
    expect(highlightMatch('', 'par')).toEqual([]);
  });

  it('matches Chinese and Japanese text, which has no spaces between words', () => {
    expect(marked(highlightMatch('東京都', '東京'))).toBe('[東京]都');
    expect(marked(highlightMatch('大阪市', '阪'))).toBe('大[阪]市');
    expect(marked(highlightMatch('とうきょう', 'きょう'))).toBe('とう[きょう]');
  });

  it('matches Cyrillic and Greek case-insensitively', () => {
    expect(marked(highlightMatch('Москва', 'моск'))).toBe('[Моск]ва');
    expect(marked(highlightMatch('Αθήνα', 'αθη'))).toBe('[Αθή]να');
  });

  it('keeps astral characters whole', () => {
    expect(marked(highlightMatch('𝒜bc town', 'town'))).toBe('𝒜bc [town]');
  });

  it('always gives back the original text when the segments are joined', () => {
    for (const [text, query] of [
      ['São Paulo', 'sao p'],
      ['İstanbul', 'i̇s'],
      ['Sa\u0303o', 'a'],
      ['Rio de Janeiro', 'j r'],
    ] as const) {
      expect(
        highlightMatch(text, query)
          .map((s) => s.text)
          .join(''),
      ).toBe(text);
    }
  });
});
