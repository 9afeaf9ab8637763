// Reads the varints and length-prefixed sections written by the build-time ByteWriter.

/** A cursor over bytes that throws a RangeError instead of reading past the end. */
export class ByteReader {
  #offset = 0;
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  get atEnd(): boolean {
    return this.#offset >= this.#bytes.length;
  }

  byte(): number {
    const value = this.#bytes[this.#offset];
    if (value === undefined) throw new RangeError(`gazetteer: the asset ends early at byte ${this.#offset}`);
    this.#offset += 1;
    return value;
  }

  /** An unsigned LEB128 varint. */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new RangeError(`gazetteer: a varint at byte ${this.#offset} is too long`);
    }
  }

  /** A section: a varint byte length and that many bytes (a view, not a copy). */
  section(): Uint8Array {
    const length = this.varint();
    if (this.#offset + length > this.#bytes.length)
      throw new RangeError(`gazetteer: a section of ${length} bytes overruns the asset`);
    const view = this.#bytes.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return view;
  }
}

// Format: numeric columns hold values below MAX_COLUMN_VALUE = 2^28, four varint bytes; a longer
// varint means corrupt bytes.
const MAX_VARINT_BYTES = 4;

/**
 * Every varint of a numeric section, which must hold exactly `count` of them. One tight loop
 * per column rather than a method call per value: the worker reads 800,000 of them at start-up.
 */
export function readVarints(section: Uint8Array, count: number): Float64Array {
  const values = new Float64Array(count);
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    let value = 0;
    let scale = 1;
    for (let length = 1; ; length += 1) {
      if (offset >= section.length)
        throw new RangeError(`gazetteer: a numeric section ends before its ${count} values`);
      const byte = section[offset]!;
      offset += 1;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      if (length === MAX_VARINT_BYTES) throw new RangeError(`gazetteer: a varint at byte ${offset} is too long`);
      scale *= 0x80;
    }
    values[index] = value;
  }
  if (offset !== section.length) throw new RangeError(`gazetteer: a numeric section holds more than ${count} values`);
  return values;
}
