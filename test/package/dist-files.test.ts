// Reads what `npm run build` (run by `npm test` before vitest) wrote into dist/.
import { createHash } from 'node:crypto';
import { contentSetHash } from '../../src/build/world/content-set-hash.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWorldManifest, worldFiles } from '../../src/sources/embedded/world/world-manifest.js';
import { languageIndexes, shippedFiles } from '../../src/build/world/shipped-files.js';
import { CHUNK_HASH_BYTES, HASH_PAGE_SIZE, hashPageFile } from '../../src/sources/embedded/world/chunk-hashes.ts';

const dist = resolve(import.meta.dirname, '../../dist');
const dataFiles = readdirSync(resolve(dist, 'data')).sort();
const manifestName = dataFiles.find((file) => /^world-[0-9a-f]{8}\.json$/.test(file));
const engineName = dataFiles.find((file) => /^embedded-world-[0-9a-f]{8}\.js$/.test(file));
const modelName = dataFiles.find((file) => /^embedded-weather-[0-9a-f]{8}\.js$/.test(file));
const spatialName = dataFiles.find((file) => /^embedded-spatial-[0-9a-f]{8}\.js$/.test(file));
const contractName = dataFiles.find((file) => /^contract-source-[0-9a-f]{8}\.js$/.test(file));
const openMeteoName = dataFiles.find((file) => /^open-meteo-source-[0-9a-f]{8}\.js$/.test(file));
const sha256Name = dataFiles.find((file) => /^sha256-[0-9a-f]{8}\.js$/.test(file));
const manifestBytes = readFileSync(resolve(dist, 'data', manifestName ?? 'missing'));
const manifest = parseWorldManifest(manifestBytes);
const hashPages = manifest.hashPages ?? [];
const besideScript = (kind: string) =>
  readdirSync(dist).find((file) => new RegExp(`^weather-widgets-${kind}-[0-9a-f]{8}\\.js$`).test(file)) ?? 'missing';
const mainThreadName = besideScript('main-thread');
const detailsName = besideScript('details');
const searchName = besideScript('search');
const workerName = besideScript('worker');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

describe('the files the script loads when needed', () => {
  it("are one manifest, the engine and its two parts, the HTTP sources, the SHA-256 module and exactly the chunks the manifest and the languages' files name", () => {
    expect(manifestName).toBeDefined();
    expect(engineName).toBeDefined();
    expect(modelName).toBeDefined();
    expect(spatialName).toBeDefined();
    expect(contractName).toBeDefined();
    expect(openMeteoName).toBeDefined();
    expect(sha256Name).toBeDefined();
    const chunks = shippedFiles(resolve(dist, 'data'), manifest);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(dataFiles).toEqual(
      [
        manifestName,
        engineName,
        modelName,
        spatialName,
        contractName,
        openMeteoName,
        sha256Name,
        ...chunks,
        ...hashPages.map(hashPageFile),
      ].sort(),
    );
  });

  it("pins every language's name chunks by the first 128 bits of their SHA-256 in its pages, pinned by its file", () => {
    const languages = [...languageIndexes(resolve(dist, 'data'), manifest).values()];
    expect(languages).toHaveLength(manifest.languages.tags.length);
    const wrong = languages.flatMap(({ files, hashPages: pages }) => {
      const held = Buffer.concat(
        pages.map((pageHash) => {
          const page = readFileSync(resolve(dist, 'data', hashPageFile(pageHash)));
          expect(sha256(page).toString('base64')).toBe(pageHash);
          return page;
        }),
      );
      return files.filter(
        (file, index) =>
          !sha256(readFileSync(resolve(dist, 'data', file)))
            .subarray(0, CHUNK_HASH_BYTES)
            .equals(held.subarray(index * CHUNK_HASH_BYTES, (index + 1) * CHUNK_HASH_BYTES)),
      );
    });
    expect(wrong).toEqual([]);
  });

  it('names every file by its content, or each set of chunks by theirs, so a CDN may cache each for a year', () => {
    const inSet = (file: string) =>
      /^(names|major|initials|tile|climate|language|local)-[0-9a-f]{8}-\d+\.bin$/.test(file);
    const misnamed = dataFiles.filter((file) => {
      if (inSet(file)) return false;
      const hash = createHash('sha256')
        .update(readFileSync(resolve(dist, 'data', file)))
        .digest('hex')
        .slice(0, 8);
      return !file.includes(`-${hash}.`);
    });
    expect(misnamed).toEqual([]);
    const { chunks, major, initials } = manifest.names;
    for (const [kind, files] of [
      ['names', chunks.files],
      ['major', major.files],
      ['initials', initials.files],
      ['tile', manifest.tiles.files],
      ['climate', manifest.climate.files],
    ] as const) {
      const set = files.map((file) => new Uint8Array(readFileSync(resolve(dist, 'data', file))));
      expect(
        files.every((file, index) => file === `${kind}-${contentSetHash(set)}-${index}.bin`),
        kind,
      ).toBe(true);
    }
  });

  it.each([workerName, mainThreadName, 'service.js'])(
    '%s knows the manifest, the engine and its parts by name, and no chunk',
    (entry) => {
      const code = readFileSync(resolve(dist, entry), 'utf8');
      expect(code).toContain(manifestName);
      expect(code).toContain(engineName);
      expect(code).toContain(modelName);
      expect(code).toContain(spatialName);
      if (entry !== 'service.js') expect(code).toContain(contractName);
      if (entry !== 'service.js') expect(code).toContain(openMeteoName);
      // Chunks are found through the manifest: a script naming one would be stale after `npm run data`.
      expect(worldFiles(manifest).filter((chunk) => code.includes(chunk))).toEqual([]);
    },
  );

  it('keeps the engine out of the script: the gazetteer search is not in it', () => {
    const engine = readFileSync(resolve(dist, 'data', engineName ?? 'missing'), 'utf8');
    const script = readFileSync(resolve(dist, 'weather-widgets.js'), 'utf8');
    // An error message of the gazetteer decoder: a string no minifier renames.
    const marker = 'gazetteer: the asset ends early at byte';
    expect(engine).toContain(marker);
    expect(script).not.toContain(marker);
  });

  it('keeps the weather model and the spatial index out of the engine, which a search runs alone', () => {
    const read = (name: string | undefined) => readFileSync(resolve(dist, 'data', name ?? 'missing'), 'utf8');
    const [engine, model, spatial] = [read(engineName), read(modelName), read(spatialName)];
    // An error message of the climate normals' reader, and one of kdbush's.
    const modelMarker = 'readNormals: bytes must be a Uint8Array';
    const spatialMarker = 'Data does not appear to be in a KDBush format.';
    expect(model).toContain(modelMarker);
    expect(spatial).toContain(spatialMarker);
    for (const marker of [modelMarker, spatialMarker]) expect(engine).not.toContain(marker);
    expect(model).not.toContain(spatialMarker);
    expect(spatial).not.toContain(modelMarker);
  });

  it("keeps the HTTP sources out of the script, and each out of the other's module: a page loads only its own source's", () => {
    // An error message of each source, a string no minifier renames.
    const markers = { contract: 'hourly forecast has gaps or is out of order', openMeteo: 'Open-Meteo has no ' };
    const contract = readFileSync(resolve(dist, 'data', contractName ?? 'missing'), 'utf8');
    const openMeteo = readFileSync(resolve(dist, 'data', openMeteoName ?? 'missing'), 'utf8');
    expect(contract).toContain(markers.contract);
    expect(contract).not.toContain(markers.openMeteo);
    expect(openMeteo).toContain(markers.openMeteo);
    for (const marker of Object.values(markers))
      for (const script of ['weather-widgets.js', mainThreadName])
        expect(readFileSync(resolve(dist, script), 'utf8')).not.toContain(marker);
  });

  it('keeps every language but English out of the script, each in its own file beside it', () => {
    const script = readFileSync(resolve(dist, 'weather-widgets.js'), 'utf8');
    const files = readdirSync(resolve(dist, 'messages'));
    for (const [language, marker] of [
      ['de', 'Zunehmende Sichel'],
      ['fr', 'Gibbeuse décroissante'],
      ['ja', '有明月'],
      ['he', 'ירח מלא'],
    ] as const) {
      const file = files.find((name) => new RegExp(`^${language}-[0-9a-f]{8}\\.json$`).test(name));
      expect(file, language).toBeDefined();
      expect(readFileSync(resolve(dist, 'messages', file!), 'utf8')).toContain(marker);
      expect(script).not.toContain(marker);
      expect(script).toContain(file);
    }
    expect(script).toContain('Waxing crescent');
    expect(readFileSync(resolve(dist, 'weather-widgets.js'), 'utf8')).toContain(detailsName);
  });
});

describe("the search's interaction", () => {
  // A warning only the interaction gives: the marker of its code.
  const marker = 'names no element in this document';

  it('is a module beside the script that the scripts with a search pin and carry none of', () => {
    expect(readFileSync(resolve(dist, searchName), 'utf8')).toContain(marker);
    for (const file of ['weather-widgets.js', 'weather-widgets-search.js']) {
      const script = readFileSync(resolve(dist, file), 'utf8');
      expect(script, file).toContain(searchName);
      expect(script, file).not.toContain(marker);
    }
  });
});

describe('integrity', () => {
  const integrity = (path: string) => `sha256-${sha256(readFileSync(path)).toString('base64')}`;

  it("the script carries the hash of every file beside it, and the worker's code and the main-thread service those of the data folder's files they load", () => {
    const script = readFileSync(resolve(dist, 'weather-widgets.js'), 'utf8');
    expect(
      [workerName, mainThreadName, detailsName, searchName].filter(
        (name) => !script.includes(integrity(resolve(dist, name))),
      ),
    ).toEqual([]);
    for (const service of [workerName, mainThreadName]) {
      const code = readFileSync(resolve(dist, service), 'utf8');
      expect(
        [manifestName, engineName, modelName, spatialName, contractName, openMeteoName].filter(
          (file) => !code.includes(integrity(resolve(dist, 'data', file ?? 'missing'))),
        ),
      ).toEqual([]);
    }
  });

  it("the manifest's pages of hashes hold every chunk's SHA-256 (its first 128 bits), and the manifest each page's", () => {
    const chunks = worldFiles(manifest);
    expect(hashPages).toHaveLength(Math.ceil(chunks.length / HASH_PAGE_SIZE));
    const pages = hashPages.map((pageHash) => {
      const page = readFileSync(resolve(dist, 'data', hashPageFile(pageHash)));
      expect(sha256(page).toString('base64')).toBe(pageHash);
      return page;
    });
    const wrong = chunks.filter((file, index) => {
      const at = (index % HASH_PAGE_SIZE) * CHUNK_HASH_BYTES;
      return !sha256(readFileSync(resolve(dist, 'data', file)))
        .subarray(0, CHUNK_HASH_BYTES)
        .equals(pages[Math.floor(index / HASH_PAGE_SIZE)]!.subarray(at, at + CHUNK_HASH_BYTES));
    });
    expect(wrong).toEqual([]);
  });
});
