// Unpacks the pack's "three months per image" files (PROVENANCE.md, "Conventions"): `x-1-3` holds
// January in red, February in green, March in blue; `x-4-6`, `x-7-9` and `x-10-12` likewise.
import { join } from 'node:path';
import { decodeWebp, type DecodedWebp } from './webp.ts';

const QUARTERS = ['1-3', '4-6', '7-9', '10-12'] as const;

/**
 * Decodes `path` and checks its size, so that a wrong file fails here rather than as a
 * misplaced grid further on.
 */
export async function decodeGrid(path: string, width: number, height: number): Promise<DecodedWebp> {
  const image = await decodeWebp(path);
  if (image.width !== width || image.height !== height) {
    throw new Error(`${path} is ${image.width}×${image.height}; expected ${width}×${height} (see PROVENANCE.md)`);
  }
  return image;
}

/**
 * The raw 8-bit samples of the 12 months stored in `<prefix>-{1-3,4-6,7-9,10-12}.webp` under `dir`:
 * element 0 is January. Each array is `width × height`, row-major, row 0 = the image's top row (north).
 */
export async function readMonthChannels(
  dir: string,
  prefix: string,
  width: number,
  height: number,
): Promise<Uint8Array[]> {
  const images = await Promise.all(
    QUARTERS.map((quarter) => decodeGrid(join(dir, `${prefix}-${quarter}.webp`), width, height)),
  );
  const months: Uint8Array[] = [];
  for (const image of images) {
    for (let channel = 0; channel < 3; channel++) {
      const samples = new Uint8Array(width * height);
      for (let index = 0; index < samples.length; index++) samples[index] = image.data[index * 4 + channel]!;
      months.push(samples);
    }
  }
  return months;
}
