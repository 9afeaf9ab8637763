// Every file of the embedded world that a data folder serves: the chunks the manifest names, and
// each language's chunks and pages of hashes, which the manifest pins only through that
// language's file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPageFile } from '../../sources/embedded/world/chunk-hashes.ts';
import { parseLanguageNames, type LanguageNames } from '../../sources/embedded/world/language-names.ts';
import { worldFiles, type WorldManifest } from '../../sources/embedded/world/world-manifest.ts';

/** Each language's file in `folder`, read, by language tag. */
export function languageIndexes(folder: string, manifest: WorldManifest): Map<string, LanguageNames> {
  return new Map(
    manifest.languages.tags.map(
      (tag, at) =>
        [tag, parseLanguageNames(new Uint8Array(readFileSync(join(folder, manifest.languages.files[at]!))))] as const,
    ),
  );
}

/** The chunks and pages of hashes each language file in `folder` names, by language tag. */
export function languageChunkFiles(folder: string, manifest: WorldManifest): Map<string, string[]> {
  return new Map(
    [...languageIndexes(folder, manifest)].map(
      ([tag, names]) => [tag, [...names.files, ...names.hashPages.map(hashPageFile)]] as const,
    ),
  );
}

/** The manifest's chunks, then every language's. */
export function shippedFiles(folder: string, manifest: WorldManifest): string[] {
  return [...worldFiles(manifest), ...[...languageChunkFiles(folder, manifest).values()].flat()];
}
