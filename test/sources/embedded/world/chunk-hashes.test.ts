import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkedByPages,
  checkedChunks,
  CHUNK_HASH_BYTES,
  HASH_PAGE_SIZE,
  hashPageFile,
} from '../../../../src/sources/embedded/world/chunk-hashes.ts';
import {
  WORLD_MANIFEST_VERSION,
  worldFiles,
  type WorldManifest,
} from '../../../../src/sources/embedded/world/world-manifest.ts';
import { isUpstreamError } from '../../../../src/contract/source-error.ts';
import { provideSha256Fallback, sha256Digest } from '../../../../src/integrity/sha256-digest.ts';
import { sha256 as nobleSha256 } from '../../../../src/integrity/noble-sha256.ts';

// More chunks than one page holds, so that a chunk's hash is found on the second page too.
const names = Array.from({ length: HASH_PAGE_SIZE + 3 }, (_, at) => `names-${at.toString(16).padStart(8, '0')}.bin`);
const manifest: WorldManifest = {
  version: WORLD_MANIFEST_VERSION,
  names: {
    heavy: [],
    chunks: { first: names.map((_, at) => `k${at}`), files: names },
    major: { first: [], files: [] },
    initials: { first: [], files: [] },
  },
  tiles: { bounds: [], files: [] },
  climate: { degrees: 90, files: [] },
  languages: { tags: [], files: [] },
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

// The folder as the build writes it: every chunk, and its hashes in pages named by their content.
function folder(): Map<string, Uint8Array> {
  const files = new Map(worldFiles(manifest).map((file) => [file, new TextEncoder().encode(`the bytes of ${file}`)]));
  const pages: string[] = [];
  const chunks = worldFiles(manifest);
  for (let start = 0; start < chunks.length; start += HASH_PAGE_SIZE) {
    const page = Buffer.concat(
      chunks.slice(start, start + HASH_PAGE_SIZE).map((file) => sha256(files.get(file)!).subarray(0, CHUNK_HASH_BYTES)),
    );
    const pageHash = sha256(page).toString('base64');
    files.set(hashPageFile(pageHash), new Uint8Array(page));
    pages.push(pageHash);
  }
  manifest.hashPages = pages;
  return files;
}

const loaderOf = (files: Map<string, Uint8Array>) => async (file: string) =>
  files.get(file) ?? Promise.reject(new Error(`no ${file}`));

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return isUpstreamError(error) ? { failure: error.failure, message: error.message } : error;
}

describe("a built manifest's chunk hashes", () => {
  it('hand over each chunk that matches its hash, on either page', async () => {
    const files = folder();
    const load = checkedChunks(loaderOf(files), manifest);
    for (const file of [names[0]!, names[HASH_PAGE_SIZE + 2]!]) expect(await load(file)).toEqual(files.get(file));
  });

  it('refuse a chunk changed by one byte, as an integrity problem naming it', async () => {
    const files = folder();
    const changed = names[HASH_PAGE_SIZE + 1]!;
    files.set(changed, Uint8Array.from([...files.get(changed)!, 0]));
    expect(await failureOf(checkedChunks(loaderOf(files), manifest)(changed))).toEqual({
      failure: 'integrity',
      message: `integrity: ${changed} is not the file this build pinned, so it was not used.`,
    });
  });

  it('refuse every chunk of a changed page of hashes, and a file the manifest names no hash for', async () => {
    const files = folder();
    const page = hashPageFile(manifest.hashPages![0]!);
    const forged = new Uint8Array(files.get(page)!);
    forged.set(sha256(new TextEncoder().encode('forged')).subarray(0, CHUNK_HASH_BYTES), 0);
    files.set(page, forged);
    const load = checkedChunks(loaderOf(files), manifest);
    expect(await failureOf(load(names[0]!))).toMatchObject({
      failure: 'integrity',
      message: expect.stringContaining(page),
    });
    expect(await failureOf(load('names-ffffffff.bin'))).toMatchObject({
      failure: 'integrity',
      message: expect.stringContaining('names-ffffffff.bin'),
    });
  });

  it('check with the SHA-256 their host hands them where Web Crypto is missing (a page that is not a secure context)', async () => {
    const files = folder();
    const changed = names[1]!;
    provideSha256Fallback(async () => nobleSha256);
    const withoutWebCrypto = (bytes: Uint8Array) => sha256Digest(bytes, null);
    const load = checkedChunks(loaderOf(files), manifest, withoutWebCrypto);
    expect(await load(names[0]!)).toEqual(files.get(names[0]!));
    files.set(changed, Uint8Array.from([...files.get(changed)!, 0]));
    expect(await failureOf(load(changed))).toMatchObject({ failure: 'integrity' });
    const refusing = async () => Promise.reject(new Error('no Web Crypto here'));
    await expect(checkedChunks(loaderOf(files), manifest, refusing)(names[0]!)).rejects.toThrow('no Web Crypto here');
  });

  it('check nothing for a manifest without them, as `npm run data` writes it for Node', async () => {
    const files = folder();
    const { hashPages: _pages, ...unbuilt } = manifest;
    const changed = names[0]!;
    files.set(changed, new Uint8Array([1, 2, 3]));
    expect(await checkedChunks(loaderOf(files), unbuilt)(changed)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("check a language's chunks against the language's own pages, and refuse any other file", async () => {
    const files = folder();
    const local = ['local-0badf00d-0.bin', 'local-0badf00d-1.bin'];
    for (const file of local) files.set(file, new TextEncoder().encode(`the places of ${file}`));
    const page = Buffer.concat(local.map((file) => sha256(files.get(file)!).subarray(0, CHUNK_HASH_BYTES)));
    const pageHash = sha256(page).toString('base64');
    files.set(hashPageFile(pageHash), new Uint8Array(page));
    const load = checkedByPages(loaderOf(files), local, [pageHash]);
    expect(await load(local[1]!)).toEqual(files.get(local[1]!));
    files.set(local[0]!, Uint8Array.from([...files.get(local[0]!)!, 0]));
    expect(await failureOf(load(local[0]!))).toEqual({
      failure: 'integrity',
      message: `integrity: ${local[0]} is not the file this build pinned, so it was not used.`,
    });
    expect(await failureOf(load(names[0]!))).toMatchObject({ failure: 'integrity' });
  });
});
