import { describe, expect, it } from 'vitest';
import { readMo } from '../../../src/build/languages/read-mo.ts';

// A catalog as msgfmt writes one: header, the two tables, then the strings (NUL-terminated).
function moFile(messages: [string, string][], littleEndian = true): Uint8Array {
  const encoder = new TextEncoder();
  const entries = messages.map(([id, text]) => [encoder.encode(id), encoder.encode(text)] as const);
  const originals = 28;
  const translations = originals + 8 * entries.length;
  let offset = translations + 8 * entries.length;
  const strings: Uint8Array[] = [];
  const place = (bytes: Uint8Array) => {
    const at = offset;
    strings.push(bytes, new Uint8Array(1));
    offset += bytes.length + 1;
    return at;
  };
  const ids = entries.map(([id]) => [id.length, place(id)] as const);
  const texts = entries.map(([, text]) => [text.length, place(text)] as const);
  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  [0x950412de, 0, entries.length, originals, translations, 0, 0].forEach((value, at) =>
    view.setUint32(at * 4, value, littleEndian),
  );
  [...ids, ...texts].forEach(([length, at], index) => {
    view.setUint32(originals + 8 * index, length, littleEndian);
    view.setUint32(originals + 8 * index + 4, at, littleEndian);
  });
  let at = translations + 8 * entries.length;
  for (const bytes of strings) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

const CATALOG: [string, string][] = [
  ['', 'Project-Id-Version: geonames\nContent-Type: text/plain; charset=UTF-8\n'],
  ['2867714', 'Monaco di Baviera'],
  ['3169070', 'Roma'],
  ['524901', 'Москва'],
];

describe('reading a gettext catalog', () => {
  it.each([true, false])(
    'gives each GeoNames id its name, in either byte order (little-endian: %s)',
    (littleEndian) => {
      const names = readMo(moFile(CATALOG, littleEndian));
      expect(Object.fromEntries(names)).toEqual({
        '2867714': 'Monaco di Baviera',
        '3169070': 'Roma',
        '524901': 'Москва',
      });
    },
  );

  it('refuses a file that is no catalog, or whose tables run past its end', () => {
    expect(() => readMo(new TextEncoder().encode('not a catalog at all, no magic here'))).toThrow(/wrong magic/);
    expect(() => readMo(moFile(CATALOG).subarray(0, 60))).toThrow(/past the end/);
  });
});
