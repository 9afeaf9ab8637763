import { describe, expect, it } from 'vitest';
import { encodeWorldManifest, parseWorldManifest, WORLD_MANIFEST_VERSION, type WorldManifest } from '../../../../src/sources/embedded/world/world-manifest.ts';
import { decodeTileTree, encodeTileTree, quarters, tileTreeRoots, type TileBounds } from '../../../../src/sources/embedded/world/tile-tree.ts';

const hash = (n: number) => n.toString(16).padStart(8, '0');
const files = (kind: string, count: number, from = 0) => Array.from({ length: count }, (_, at) => `${kind}-${hash(from + at)}.bin`);

// Every 45° square a tile, except the first, cut in four, and the first of those in four again.
const [first, ...otherRoots] = tileTreeRoots();
const [firstQuarter, ...otherQuarters] = quarters(first!);
const tiles: TileBounds[] = [...quarters(firstQuarter!), ...otherQuarters, ...otherRoots];

const manifest: WorldManifest = {
  version: WORLD_MANIFEST_VERSION,
  countries: ['FR', 'NO'],
  timeZones: ['Europe/Oslo', 'Europe/Paris'],
  names: {
    heavy: ['a', 'ma'],
    chunks: { first: ['a', 'b', 'osl'], files: files('names', 3) },
    major: { first: ['pa'], files: files('major', 1, 10) },
    initials: { first: ['o', 'p'], files: files('initials', 2, 20) },
  },
  tiles: { bounds: tiles, files: files('tile', tiles.length, 30) },
  climate: { degrees: 90, files: files('climate', 8, 100) },
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
    ['hashes that are not hex', (file: Record<string, unknown>) => ({ ...file, climate: { degrees: 90, hashes: 'zz'.repeat(32) } })],
    ['a climate tile missing', (file: Record<string, unknown>) => ({ ...file, climate: { degrees: 90, hashes: hash(1).repeat(7) } })],
    ['fewer tiles than the tree has', (file: Record<string, unknown>) => ({ ...file, tiles: { ...(file['tiles'] as object), hashes: hash(1) } })],
  ])('refuses a manifest with %s, saying to rebuild it', (_, spoil) => {
    const spoiled = spoil(JSON.parse(encodeWorldManifest(manifest)) as Record<string, unknown>);
    expect(() => parseWorldManifest(bytes(JSON.stringify(spoiled)))).toThrow(/npm run data/);
  });

  it('refuses bytes that are not JSON', () => {
    expect(() => parseWorldManifest(bytes('{'))).toThrow('the manifest is not JSON');
  });

  it('will not write a file under another kind of chunk', () => {
    const misfiled = { ...manifest, climate: { degrees: 90, files: files('tile', 8) } };
    expect(() => encodeWorldManifest(misfiled)).toThrow('is not a climate chunk');
  });
});
