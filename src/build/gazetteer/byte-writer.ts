// Accumulates varints and length-prefixed sections for the packed gazetteer.

import { MAX_COLUMN_VALUE } from '../../sources/embedded/gazetteer/asset-format.ts';

const encoder = new TextEncoder();

/** A growable byte buffer that writes unsigned LEB128 varints and raw byte runs. */
export class ByteWriter {
  #chunks: Uint8Array[] = [];
  #pending: number[] = [];

  /** Writes a non-negative safe integer as an unsigned LEB128 varint. */
  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`varint: value must be a non-negative safe integer, got ${value}`);
    let rest = value;
    // Division instead of bit shifts: shifts would truncate values above 2^31.
    while (rest >= 0x80) {
      this.#pending.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.#pending.push(rest);
  }

  bytes(bytes: Uint8Array): void {
    this.#flushPending();
    this.#chunks.push(bytes);
  }

  /** Writes a section: its byte length as a varint, then the bytes. */
  section(bytes: Uint8Array): void {
    this.varint(bytes.length);
    this.bytes(bytes);
  }

  /** Writes a text section: UTF-8 lines joined by "\n". */
  lines(lines: readonly string[]): void {
    for (const line of lines) {
      if (line.includes('\n')) throw new RangeError(`lines: a line contains a newline: ${JSON.stringify(line)}`);
    }
    this.section(encoder.encode(lines.join('\n')));
  }

  /** Writes a numeric section: one varint per value, each below MAX_COLUMN_VALUE. */
  varints(values: readonly number[]): void {
    const column = new ByteWriter();
    for (const value of values) {
      if (value >= MAX_COLUMN_VALUE) throw new RangeError(`varints: ${value} is too large for a numeric column`);
      column.varint(value);
    }
    this.section(column.toBytes());
  }

  toBytes(): Uint8Array {
    this.#flushPending();
    const total = this.#chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const chunk of this.#chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }

  #flushPending(): void {
    if (this.#pending.length === 0) return;
    this.#chunks.push(Uint8Array.from(this.#pending));
    this.#pending = [];
  }
}
