// The spatial tiles' areas, written as the quadtree that cut them: from each 45° square (row by
// row from the south-west), "1" for a square split into its four quarters (south-west,
// south-east, north-west, north-east, each written in turn) and "0" for a tile. 365 tiles take
// about 500 characters instead of 365 quadruples of numbers: 2 KB less of every first visit.

/** [south, west, north, east] in degrees. */
export type TileBounds = [number, number, number, number];

// Format: the tree's root tiles are 45° on a side.
const ROOT_DEGREES = 45;
/** Format: deeper than any cut (spatial-tiles.ts stops at 45° / 2⁹): a longer run of "1" is not a tree. */
const MAX_DEPTH = 16;

/** The 45° squares the tree starts from, row by row from the south-west. */
export function tileTreeRoots(): TileBounds[] {
  const squares: TileBounds[] = [];
  for (let south = -90; south < 90; south += ROOT_DEGREES) {
    for (let west = -180; west < 180; west += ROOT_DEGREES)
      squares.push([south, west, south + ROOT_DEGREES, west + ROOT_DEGREES]);
  }
  return squares;
}

/** The four quarters of a square, in the order the tree lists them. */
export function quarters([south, west, north, east]: TileBounds): TileBounds[] {
  const [middleLat, middleLon] = [(south + north) / 2, (west + east) / 2];
  return [
    [south, west, middleLat, middleLon],
    [south, middleLon, middleLat, east],
    [middleLat, west, north, middleLon],
    [middleLat, middleLon, north, east],
  ];
}

/** The tree of tiles listed depth first, as spatial-tiles.ts cuts them; throws if they are not such a cut. */
export function encodeTileTree(tiles: readonly TileBounds[]): string {
  let next = 0;
  const same = (a: TileBounds | undefined, b: TileBounds) => a !== undefined && a.every((value, at) => value === b[at]);
  const write = (square: TileBounds): string => {
    if (same(tiles[next], square)) {
      next += 1;
      return '0';
    }
    if (square[2] - square[0] < 1e-6) throw new RangeError(`tile tree: no tile covers ${square.join(', ')}`);
    return `1${quarters(square).map(write).join('')}`;
  };
  const tree = tileTreeRoots().map(write).join('');
  if (next !== tiles.length)
    throw new RangeError('tile tree: the tiles are not a depth-first quadtree cut of the 45° squares');
  return tree;
}

/** The tiles of a tree, depth first; undefined if the text is not a whole tree. */
export function decodeTileTree(tree: string): TileBounds[] | undefined {
  const tiles: TileBounds[] = [];
  let at = 0;
  const read = (square: TileBounds, depth: number): boolean => {
    const mark = tree[at++];
    if (mark === '0') return tiles.push(square) > 0;
    return mark === '1' && depth < MAX_DEPTH && quarters(square).every((quarter) => read(quarter, depth + 1));
  };
  return tileTreeRoots().every((root) => read(root, 0)) && at === tree.length ? tiles : undefined;
}
