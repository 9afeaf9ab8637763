// Every file of the embedded world that a data folder serves: the chunks the manifest names, and
// the chunks each language's file names (which the manifest pins only through that file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLanguageNames } from '../../sources/embedded/world/language-names.ts';
import { worldFiles, type WorldManifest } from '../../sources/embedded/world/world-manifest.ts';

/** Each language's name index (its chunks by kind) as its file in `folder` holds it, by language tag. */
export function languageIndexes(folder: string, manifest: WorldManifest): Map<string, WorldManifest['names']> {
  return new Map(manifest.languages.tags.map((tag, at) => [tag, parseLanguageNames(new Uint8Array(readFileSync(join(folder, manifest.languages.files[at]!)))).names] as const));
}

/** The chunks each language file in `folder` names, by language tag. */
export function languageChunkFiles(folder: string, manifest: WorldManifest): Map<string, string[]> {
  return new Map([...languageIndexes(folder, manifest)].map(([tag, names]) => [tag, [...names.chunks.files, ...names.major.files, ...names.initials.files]] as const));
}

/** The manifest's chunks, then every language's. */
export function shippedFiles(folder: string, manifest: WorldManifest): string[] {
  return [...worldFiles(manifest), ...[...languageChunkFiles(folder, manifest).values()].flat()];
}
