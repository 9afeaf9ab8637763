import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COPY_MARKER, copyWorld } from '../../src/bundlers/copy-world.ts';

// A release's world folder, as dist/data/ holds it: a manifest named by its hash and its chunks.
function writeRelease(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

const RELEASE_1 = {
  'world-0123abcd.json': '{"v":1}',
  'chunk-aaaa.bin': 'first chunk',
  'embedded-world-1111.js': 'export {}',
};
const RELEASE_2 = {
  'world-4567cdef.json': '{"v":2}',
  'chunk-aaaa.bin': 'first chunk',
  'chunk-bbbb.bin': 'second chunk',
};

describe('copyWorld', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'copy-world-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('copies every file of the world into a new folder, and marks it', () => {
    writeRelease(join(folder, 'data'), RELEASE_1);
    const copy = copyWorld(join(folder, 'public/weather-data'), join(folder, 'data'));
    expect(copy).toEqual({ copied: 3, unchanged: 0, removed: 0, bytes: 7 + 11 + 9 });
    expect(readdirSync(join(folder, 'public/weather-data')).sort()).toEqual(
      [COPY_MARKER, ...Object.keys(RELEASE_1)].sort(),
    );
    expect(readFileSync(join(folder, 'public/weather-data/chunk-aaaa.bin'), 'utf8')).toBe('first chunk');
  });

  it('leaves files that already match alone on a second run', () => {
    writeRelease(join(folder, 'data'), RELEASE_1);
    const to = join(folder, 'public/weather-data');
    copyWorld(to, join(folder, 'data'));
    const before = readdirSync(to).map((name) => statSync(join(to, name)).mtimeMs);
    expect(copyWorld(to, join(folder, 'data'))).toEqual({ copied: 0, unchanged: 3, removed: 0, bytes: 27 });
    expect(readdirSync(to).map((name) => statSync(join(to, name)).mtimeMs)).toEqual(before);
  });

  it('rewrites a file whose bytes differ though its name and size match', () => {
    writeRelease(join(folder, 'data'), RELEASE_1);
    const to = join(folder, 'public/weather-data');
    copyWorld(to, join(folder, 'data'));
    writeFileSync(join(to, 'chunk-aaaa.bin'), 'first CHUNK');
    expect(copyWorld(to, join(folder, 'data')).copied).toBe(1);
    expect(readFileSync(join(to, 'chunk-aaaa.bin'), 'utf8')).toBe('first chunk');
  });

  it("removes an older release's files and keeps the ones both releases share", () => {
    writeRelease(join(folder, 'v1'), RELEASE_1);
    writeRelease(join(folder, 'v2'), RELEASE_2);
    const to = join(folder, 'public/weather-data');
    copyWorld(to, join(folder, 'v1'));
    expect(copyWorld(to, join(folder, 'v2'))).toEqual({ copied: 2, unchanged: 1, removed: 2, bytes: 7 + 11 + 12 });
    expect(readdirSync(to).sort()).toEqual([COPY_MARKER, ...Object.keys(RELEASE_2)].sort());
  });

  it('refuses a folder that holds files it did not write, and leaves them there', () => {
    writeRelease(join(folder, 'data'), RELEASE_1);
    writeRelease(join(folder, 'public'), { 'favicon.ico': 'icon' });
    expect(() => copyWorld(join(folder, 'public'), join(folder, 'data'))).toThrow(
      /public already holds files that copy-data did not write/,
    );
    expect(readdirSync(join(folder, 'public'))).toEqual(['favicon.ico']);
  });

  it('names a source folder that holds no world', () => {
    writeRelease(join(folder, 'empty'), { 'notes.txt': 'nothing' });
    expect(() => copyWorld(join(folder, 'out'), join(folder, 'empty'))).toThrow(/empty holds no world manifest/);
    expect(() => copyWorld(join(folder, 'out'), join(folder, 'missing'))).toThrow(/missing cannot be read/);
  });

  it('names a target that is a file', () => {
    writeRelease(join(folder, 'data'), RELEASE_1);
    writeFileSync(join(folder, 'weather-data'), 'a file');
    expect(() => copyWorld(join(folder, 'weather-data'), join(folder, 'data'))).toThrow(
      /weather-data is a file, not a folder/,
    );
  });
});
