// The embedded world as the browser and the Node service read it: gazetteer.bin and climate.bin
// cut into name chunks, spatial tiles and climate tiles, each named by its content, and the
// manifest that finds them (see src/sources/embedded/world/world-manifest.ts).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeGazetteer } from '../../sources/embedded/gazetteer/gazetteer.ts';
import { decodePlaceTable } from '../../sources/embedded/gazetteer/place-table.ts';
import {
  CHUNK_FILE_NAME,
  encodeWorldManifest,
  WORLD_MANIFEST_VERSION,
  type WorldManifest,
} from '../../sources/embedded/world/world-manifest.ts';
import type { DataAsset } from '../data-asset.ts';
import { sampleTimeZoneCells } from '../gazetteer/time-zone-grid.ts';
import { CLIMATE_TILE_DEGREES, climateTiles } from './climate-tiles.ts';
import { committedFile } from '../committed/committed-data.ts';
import { decodeNamesFile, REGION_IDS } from '../languages/names-file.ts';
import { contentSetHash } from './content-set-hash.ts';
import { describeLanguage, languageWorlds } from './language-worlds.ts';
import { gzipSize, nameChunks } from './name-chunks.ts';
import { spatialTiles } from './spatial-tiles.ts';
import { unpackPlaces } from './unpack-places.ts';

const here = dirname(fileURLToPath(import.meta.url));
const runtime = join(here, '../../sources/embedded');

/**
 * Writes a set of chunks as `kind-<first 8 hex of the SHA-256 of them all>-<index>.bin`: the
 * manifest then names hundreds of them with one hash, and a change to any renames them all.
 */
function writeSetNamedByContent(folder: string, kind: string, chunks: Uint8Array[]): string[] {
  const setHash = contentSetHash(chunks);
  return chunks.map((bytes, index) => {
    const name = `${kind}-${setHash}-${index}.bin`;
    writeFileSync(join(folder, name), bytes);
    return name;
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Cuts .data/gazetteer.bin and climate.bin into `folder` and returns the manifest's bytes. */
export function cutWorld(folder: string): Uint8Array {
  const gazetteerBin = new Uint8Array(readFileSync(join(folder, 'gazetteer.bin')));
  const table = decodePlaceTable(gazetteerBin);
  const whole = decodeGazetteer(gazetteerBin);
  const { places, regionNames } = unpackPlaces(table);
  // The world's chunks carry the countries and time zones their places use: a first forecast then
  // reads them with its name chunk, rather than every zone of the world in the manifest.
  const names = nameChunks(table, places, regionNames, undefined, (lat, lon) => whole.elevationAt(lat, lon));
  const tiles = spatialTiles(table, places, regionNames, sampleTimeZoneCells());
  const climate = climateTiles(new Uint8Array(readFileSync(join(folder, 'climate.bin'))));
  const languages = languageWorlds(
    decodeNamesFile(readFileSync(committedFile('names'), 'utf8')),
    decodeNamesFile(readFileSync(committedFile('regions'), 'utf8'), REGION_IDS),
    places,
    regionNames,
    (lat, lon) => whole.elevationAt(lat, lon),
  );

  for (const stale of readdirSync(folder).filter((file) => CHUNK_FILE_NAME.test(file))) rmSync(join(folder, stale));
  const write = (kind: string, chunks: readonly { bytes: Uint8Array }[]) =>
    writeSetNamedByContent(
      folder,
      kind,
      chunks.map((chunk) => chunk.bytes),
    );
  const manifest: WorldManifest = {
    version: WORLD_MANIFEST_VERSION,
    names: {
      heavy: names.heavy,
      chunks: { first: names.chunks.map((chunk) => chunk.first), files: write('names', names.chunks) },
      major: { first: names.major.map((chunk) => chunk.first), files: write('major', names.major) },
      initials: { first: names.initials.map((chunk) => chunk.first), files: write('initials', names.initials) },
    },
    tiles: { bounds: tiles.map((tile) => tile.bounds), files: write('tile', tiles) },
    climate: { degrees: CLIMATE_TILE_DEGREES, files: writeSetNamedByContent(folder, 'climate', climate) },
    languages: {
      tags: languages.map((language) => language.tag),
      files: writeSetNamedByContent(
        folder,
        'language',
        languages.map((language) => language.bytes),
      ),
    },
  };
  for (const language of languages) {
    for (const [file, bytes] of language.chunks) writeFileSync(join(folder, file), bytes);
    console.log(describeLanguage(language));
  }
  for (const [what, chunks] of [
    ['name chunks', names.chunks.map((chunk) => chunk.bytes)],
    ['major chunks', names.major.map((chunk) => chunk.bytes)],
    ['initials chunks', names.initials.map((chunk) => chunk.bytes)],
    ['spatial tiles', tiles.map((tile) => tile.bytes)],
    ['climate tiles', climate],
  ] as const) {
    const sizes = chunks.map(gzipSize);
    console.log(
      `data: ${chunks.length} ${what}, ${kb(sizes.reduce((sum, size) => sum + size, 0))} gzip, the largest ${kb(Math.max(...sizes))}`,
    );
  }
  return new TextEncoder().encode(encodeWorldManifest(manifest));
}

/** world.json and the chunk files it names. */
export const worldAsset: DataAsset = {
  fileName: 'world.json',
  inputs: [
    committedFile('names'),
    committedFile('regions'),
    ...readdirSync(join(here, '../languages')).map((file) => join(here, '../languages', file)),
    ...readdirSync(here).map((file) => join(here, file)),
    ...['gazetteer', 'climate', 'world'].flatMap((folder) =>
      readdirSync(join(runtime, folder)).map((file) => join(runtime, folder, file)),
    ),
  ],
  pack: cutWorld,
};
