// A reply body as the bytes sent: its JSON once, its gzip and brotli variants each made once on
// first demand, and its entity tag. The service hands out one frozen envelope for every identical
// request (shared-envelopes.ts), so a cached answer is served from stored bytes: nothing is
// serialised, compressed or hashed again while its envelope lives.

import { boundedMemo } from '../contract/bounded-memo.ts';

/** The content codings a reply may be sent in. */
export type Coding = 'identity' | 'gzip' | 'br';

/** Compression for the codings besides identity; a runtime without brotli leaves `br` out. */
export interface Encoders {
  gzip: (bytes: Uint8Array) => Promise<Uint8Array>;
  br?: (bytes: Uint8Array) => Promise<Uint8Array>;
}

/** One body's bytes in each coding, and its entity tag. */
export interface Representation {
  /** Strong entity tag of the JSON bytes, quoted, e.g. `"Xa3…"`; each coding's tag adds `-gzip` or `-br`. */
  etag: string;
  /** The entity tag of a coding's bytes (RFC 9110 §8.8.3: each coding is a representation of its own). */
  etagOf(coding: Coding): string;
  /** The bytes in `coding`, made on first demand and kept. */
  bytes(coding: Coding): Promise<Uint8Array>;
  /** The bytes in `coding` if they are made already: a cached answer's, without waiting a turn. */
  made(coding: Coding): Uint8Array | undefined;
}

const encoder = new TextEncoder();

/**
 * `representationOf(body)`: one Representation per frozen body, kept as long as the body lives;
 * a fresh one for others. `madeFor(body)` is the kept one once it is made, undefined before.
 */
export function representations(encoders: Encoders) {
  const kept = new WeakMap<object, Promise<Representation>>();
  const made = new WeakMap<object, Representation>();

  async function make(body: unknown): Promise<Representation> {
    const identity = encoder.encode(JSON.stringify(body));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', identity));
    // 128 bits of the digest, as base64url: unique enough to tell bodies apart, short on the wire.
    const etag = `"${btoa(String.fromCharCode(...digest.subarray(0, 16)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')}"`;
    const encoded = new Map<Coding, Promise<Uint8Array>>([['identity', Promise.resolve(identity)]]);
    const done = new Map<Coding, Uint8Array>([['identity', identity]]);
    const opaque = etag.slice(0, -1);
    const gzipTag = `${opaque}-gzip"`;
    const brTag = `${opaque}-br"`;
    return {
      etag,
      // A choice, not a record read by a coding's name: a read by a name that varies is slow in V8.
      etagOf: (coding) => (coding === 'identity' ? etag : coding === 'gzip' ? gzipTag : brTag),
      bytes(coding) {
        let bytes = encoded.get(coding);
        if (bytes === undefined) {
          const encode = coding === 'gzip' ? encoders.gzip : encoders.br;
          if (encode === undefined) throw new RangeError(`no encoder for ${coding}`);
          bytes = encode(identity);
          encoded.set(coding, bytes);
          bytes.then(
            (result) => void done.set(coding, result),
            // A failed compression is tried again by the next request, not kept.
            () => encoded.delete(coding),
          );
        }
        return bytes;
      },
      made: (coding) => done.get(coding),
    };
  }

  function representationOf(body: unknown): Promise<Representation> {
    if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return make(body);
    let representation = kept.get(body);
    if (representation === undefined) {
      const making = make(body);
      representation = making;
      kept.set(body, making);
      making.then(
        (result) => made.set(body, result),
        () => {},
      );
    }
    return representation;
  }

  return {
    representationOf,
    madeFor: (body: unknown) => (typeof body === 'object' && body !== null ? made.get(body) : undefined),
  };
}

/**
 * Whether `If-None-Match` names this body in any coding (weak comparison, as §13.1.2 asks): a
 * client that cached the gzip variant and now asks for brotli has the same JSON.
 */
export function matchesNoneMatch(ifNoneMatch: string | null | undefined, representation: Representation): boolean {
  if (!ifNoneMatch) return false;
  const base = representation.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || opaque.replace(/^"|"$/g, '').replace(/-(gzip|br)$/, '') === base;
  });
}

// Clients send a handful of distinct Accept-Encoding fields: each is parsed once, for runtimes
// with brotli and for those without.
const MAX_REMEMBERED_FIELDS = 256;
const codingsByField = {
  br: boundedMemo(MAX_REMEMBERED_FIELDS, (field: string) => parseCoding(field, true)),
  gzip: boundedMemo(MAX_REMEMBERED_FIELDS, (field: string) => parseCoding(field, false)),
};

/** The coding to send for an Accept-Encoding field: brotli, then gzip, then identity, each only if accepted (q > 0) and available. */
export function chooseCoding(acceptEncoding: string | null | undefined, encoders: Encoders): Coding {
  return (encoders.br ? codingsByField.br : codingsByField.gzip)(acceptEncoding ?? '');
}

function parseCoding(acceptEncoding: string, brotli: boolean): Coding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (brotli && weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
