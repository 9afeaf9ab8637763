// Reads a GNU gettext catalog (.mo): a 28-byte header (magic, revision, count, the offsets of
// the original and translated string tables), then two tables of (length, offset) pairs. The
// magic says the byte order. See the gettext manual, "The Format of GNU MO Files".

const MAGIC = 0x950412de;
const HEADER_BYTES = 28;

/** The catalog's messages, msgid → msgstr, in UTF-8; the empty msgid (the catalog's header) is left out. */
export function readMo(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < HEADER_BYTES) throw new RangeError('mo: too short for a header');
  const little = view.getUint32(0, true) === MAGIC;
  if (!little && view.getUint32(0, false) !== MAGIC) throw new RangeError('mo: not a gettext catalog (wrong magic)');
  const word = (at: number) => view.getUint32(at, little);
  const count = word(8);
  const originals = word(12);
  const translations = word(16);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (table: number, index: number) => {
    const length = word(table + 8 * index);
    const offset = word(table + 8 * index + 4);
    if (offset + length > bytes.byteLength) throw new RangeError(`mo: string ${index} runs past the end`);
    return decoder.decode(bytes.subarray(offset, offset + length));
  };
  if (translations + 8 * count > bytes.byteLength || originals + 8 * count > bytes.byteLength)
    throw new RangeError('mo: tables run past the end');
  const messages = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const id = text(originals, index);
    // Plural forms hold their variants after a NUL; a place name has none, so the first is kept.
    if (id !== '') messages.set(id.split('\0')[0]!, text(translations, index).split('\0')[0]!);
  }
  return messages;
}
