// A text section kept as one string plus where each line starts: slicing a line when it is
// needed is far cheaper than splitting 100,000 lines into strings up front.

// ignoreBOM: a leading U+FEFF must stay in the text, or every offset after it would be off by one.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

// Where each line starts: one pass of the native indexOf (twice as fast here as a loop over
// the bytes), into a typed array grown as needed.
function lineStarts(text: string, emptyIsOneLine: boolean): Uint32Array {
  if (text.length === 0) return emptyIsOneLine ? Uint32Array.of(0, 1) : new Uint32Array(1);
  let starts = new Uint32Array(1024);
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (count + 1 >= starts.length) {
      const grown = new Uint32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count] = at + 1;
    count += 1;
  }
  // A virtual newline after the last line keeps start/end arithmetic uniform.
  starts[count] = text.length + 1;
  return starts.subarray(0, count + 1);
}

/** The lines of a UTF-8 text section ("\n"-separated), without a string per line. */
export class TextLines {
  /** The whole section; line i runs from start(i) to end(i), the newline excluded. */
  readonly text: string;
  readonly #starts: Uint32Array;

  /** `emptyIsOneLine`: an empty section holds one empty line rather than none. */
  constructor(section: Uint8Array, emptyIsOneLine = false) {
    this.text = decoder.decode(section);
    this.#starts = lineStarts(this.text, emptyIsOneLine);
  }

  get count(): number {
    return this.#starts.length - 1;
  }

  /** Where line `line` starts in `text`. */
  start(line: number): number {
    return this.#starts[line]!;
  }

  /** Where line `line` ends in `text` (exclusive). */
  end(line: number): number {
    return this.#starts[line + 1]! - 1;
  }

  line(line: number): string {
    if (!(line >= 0 && line < this.count)) throw new RangeError(`gazetteer: line ${line} is out of range`);
    return this.text.slice(this.start(line), this.end(line));
  }

  /** Every line as a string: for the small tables (countries, time zones, regions). */
  all(): string[] {
    return Array.from({ length: this.count }, (_, line) => this.line(line));
  }
}
