// WebP decoding in Node with @jsquash/webp's WebAssembly build of libwebp.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decode, { init } from '@jsquash/webp/decode.js';

/** A decoded image: `data` is RGBA, 8 bits per channel, row-major with row 0 at the top. */
export interface DecodedWebp {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

let ready: Promise<void> | undefined;

// jSquash fetches its .wasm by URL, which Node cannot do for file paths, so compile the file
// ourselves and hand the module over. Done once per process; every decode shares it.
function initDecoder(): Promise<void> {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
    const wasm = await WebAssembly.compile(await readFile(wasmPath));
    // The published .d.ts only declares init(options); the JS also accepts a compiled module.
    await init(wasm);
  })().catch((error: unknown) => {
    ready = undefined; // let a later call retry instead of caching the failure
    throw error;
  });
  return ready;
}

/** Decodes the WebP file at `path` to RGBA (see {@link DecodedWebp}). */
export async function decodeWebp(path: string): Promise<DecodedWebp> {
  const [bytes] = await Promise.all([readFile(path), initDecoder()]);
  // readFile may return a view into a larger pooled buffer; the decoder wants exactly the file.
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  let image: ImageData;
  try {
    image = await decode(buffer);
  } catch (error) {
    throw new Error(`Could not decode WebP ${path}: ${String(error)}`, { cause: error });
  }
  return { width: image.width, height: image.height, data: image.data };
}
