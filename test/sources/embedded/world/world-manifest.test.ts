import { describe, expect, it } from 'vitest';
import {
  encodeWorldManifest,
  parseWorldManifest,
  WORLD_MANIFEST_VERSION,
  type WorldManifest,
} from '../../../../src/sources/embedded/world/world-manifest.ts';
import {
  decodeTileTree,
  encodeTileTree,
  quarters,
  tileTreeRoots,
  type TileBounds,
} from '../../../../src/sources/embedded/world/tile-tree.ts';

const set = (kind: string, count: number, setHash = 'c0ffee00') =>
  Array.from({ length: count }, (_, at) => `${kind}-${setHash}-${at}.bin`);

// Every 45° square a tile, except the first, cut in four, and the first of those in four again.
const [first, ...otherRoots] = tileTreeRoots();
const [firstQuarter, ...otherQuarters] = quarters(first!);
const tiles: TileBounds[] = [...quarters(firstQuarter!), ...otherQuarters, ...otherRoots];

const manifest: WorldManifest = {
  version: WORLD_MANIFEST_VERSION,
  names: {
    heavy: ['a', 'ma'],
    chunks: { first: ['a', 'b', 'osl'], files: set('names', 3, '0000000a') },
    major: { first: ['pa'], files: set('major', 1, '0000000b') },
    initials: { first: ['o', 'p'], files: set('initials', 2, '0000000c') },
  },
  tiles: { bounds: tiles, files: set('tile', tiles.length, '0000000d') },
  climate: { degrees: 90, files: set('climate', 8) },
  languages: { tags: ['de', 'ja'], files: set('language', 2, 'be11a000') },
};

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the world manifest', () => {
  it('reads back exactly what the build wrote: names, files and tile areas', () => {
    expect(parseWorldManifest(bytes(encodeWorldManifest(manifest)))).toEqual(manifest);
  });

  it('writes the tiles as their quadtree, depth first', () => {
    expect(encodeTileTree(tiles)).toBe(`11${'0'.repeat(4 + 3 + 31)}`);
    expect(decodeTileTree(encodeTileTree(tiles))).toEqual(tiles);
  });

  it('refuses tiles that are not a quadtree cut, and a tree that is cut short, too long or too deep', () => {
    expect(() => encodeTileTree(tiles.slice(1))).toThrow(RangeError);
    expect(() => encodeTileTree([...tiles, tiles[0]!])).toThrow(RangeError);
    const tree = encodeTileTree(tiles);
    expect(decodeTileTree(tree.slice(0, -1))).toBeUndefined();
    expect(decodeTileTree(`${tree}0`)).toBeUndefined();
    expect(decodeTileTree('1'.repeat(100_000))).toBeUndefined();
  });

  it.each([
    ['another version', (file: Record<string, unknown>) => ({ ...file, version: 1 })],
    [
      'a set hash that is not hex',
      (file: Record<string, unknown>) => ({ ...file, tiles: { ...(file['tiles'] as object), hash: 'zzzzzzzz' } }),
    ],
    [
      'a climate set hash that is not one',
      (file: Record<string, unknown>) => ({ ...file, climate: { degrees: 90, hash: 'c0ffee' } }),
    ],
    [
      'name chunks without their set hash',
      (file: Record<string, unknown>) => ({
        ...file,
        names: { ...(file['names'] as object), chunks: { first: ['a'] } },
      }),
    ],
  ])('refuses a manifest with %s, saying to rebuild it', (_, spoil) => {
    const spoiled = spoil(JSON.parse(encodeWorldManifest(manifest)) as Record<string, unknown>);
    expect(() => parseWorldManifest(bytes(JSON.stringify(spoiled)))).toThrow(/npm run data/);
  });

  it('refuses bytes that are not JSON', () => {
    expect(() => parseWorldManifest(bytes('{'))).toThrow('the manifest is not JSON');
  });

  it('will not write a file under another kind of chunk, nor chunks that are not one set in order', () => {
    const misfiled = { ...manifest, tiles: { ...manifest.tiles, files: set('names', tiles.length) } };
    expect(() => encodeWorldManifest(misfiled)).toThrow('is not tile chunk 0 of a set');
    expect(() => encodeWorldManifest({ ...manifest, climate: { degrees: 90, files: set('tile', 8) } })).toThrow(
      'is not climate chunk 0 of a set',
    );
    expect(() =>
      encodeWorldManifest({
        ...manifest,
        names: {
          ...manifest.names,
          chunks: { first: ['a', 'b'], files: ['names-0000000a-0.bin', 'names-0000000f-1.bin'] },
        },
      }),
    ).toThrow('not one set');
    expect(() =>
      encodeWorldManifest({
        ...manifest,
        climate: { degrees: 90, files: [...set('climate', 7), 'climate-0badf00d-7.bin'] },
      }),
    ).toThrow('not one set');
    expect(() =>
      encodeWorldManifest({ ...manifest, climate: { degrees: 90, files: set('climate', 8).reverse() } }),
    ).toThrow('of a set');
  });
});
