// Packs the embedded world's data assets into .data/ (or the directory given by
// WEATHER_DATA_DIR), skipping any asset whose output is newer than all of its inputs.
// Usage: tsx src/build/build-data.ts [gazetteer|climate|world ...]
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DataAsset } from './data-asset.ts';

const ASSETS: Record<string, () => Promise<DataAsset>> = {
  gazetteer: async () => (await import('./gazetteer/gazetteer-asset.ts')).gazetteerAsset,
  climate: async () => (await import('./climate/climate-asset.ts')).climateAsset,
  // Cut from the two above, so it comes after them.
  world: async () => (await import('./world/world-asset.ts')).worldAsset,
};

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

function isFresh(output: string, inputs: string[]): boolean {
  const builtAt = modifiedAt(output);
  return builtAt > 0 && inputs.every((input) => modifiedAt(input) < builtAt);
}

async function main(): Promise<void> {
  const outDir = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
  mkdirSync(outDir, { recursive: true });
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in ASSETS));
  if (unknown.length > 0)
    throw new Error(`unknown asset(s): ${unknown.join(', ')}; known: ${Object.keys(ASSETS).join(', ')}`);

  for (const name of wanted.length > 0 ? wanted : Object.keys(ASSETS)) {
    const asset = await ASSETS[name]!();
    const output = resolve(outDir, asset.fileName);
    // An asset cut from others is stale when they are newer: they are its inputs too.
    const inputs =
      name === 'world'
        ? [...asset.inputs, resolve(outDir, 'gazetteer.bin'), resolve(outDir, 'climate.bin')]
        : asset.inputs;
    if (isFresh(output, inputs)) {
      console.log(`data: ${asset.fileName} is up to date`);
      continue;
    }
    const started = performance.now();
    const bytes = await asset.pack(outDir);
    writeFileSync(output, bytes);
    const gzipKb = (gzipSync(bytes, { level: 9 }).length / 1024).toFixed(0);
    const ms = (performance.now() - started).toFixed(0);
    console.log(
      `data: packed ${asset.fileName}: ${(bytes.length / 1024).toFixed(0)} KB, ${gzipKb} KB gzip, in ${ms} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
