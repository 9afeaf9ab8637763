// Values in Redis as deflated JSON: a cached weather series (168 hours and 14 days) is 53 KB of
// JSON and 6 KB deflated, in about a millisecond. Redis's memory is what bounds the cache, so
// each entry costs a ninth of what it did.
import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);

/** `value` as the bytes stored in Redis. */
export async function packJson(value: unknown): Promise<Buffer> {
  return deflate(JSON.stringify(value));
}

/** The value stored as `bytes`, or undefined for no bytes. */
export async function unpackJson<V>(bytes: Buffer | null): Promise<V | undefined> {
  return bytes === null ? undefined : (JSON.parse((await inflate(bytes)).toString('utf8')) as V);
}
