// What a site owner pastes and what a visitor downloads: the script's SRI hash, its size, and
// what the embedded world costs a visit (the manifest and the chunks one request reads) and in
// all, against the budgets of the product.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseWorldManifest } from '../sources/embedded/world/world-manifest.ts';
import { CLIMATE_MESSAGES_FOLDER } from './climate-module-build.ts';
import { MESSAGES_FOLDER } from './message-files.ts';
import { languageChunkFiles, languageIndexes, shippedFiles } from './world/shipped-files.ts';

const KB = 1024;

/**
 * Gzipped bytes. The per-request budgets count the data a request fetches beyond the script and
 * the engine, at worst: the manifest, then a named place's name chunk and climate tile, a
 * coordinate's spatial tile and climate tile, or a typed prefix's name chunk, each chunk with its
 * page of hashes.
 */
export const BUDGETS = {
  /** Whatever the languages and features: the worker's code and every language but English are beside it. */
  script: 50 * KB,
  /** weather-widgets/api as an app's bundler builds it: the page API's client, its checks and Comlink; no Lit, no element. */
  api: 9 * KB,
  namedForecast: 60 * KB,
  coordinateForecast: 40 * KB,
  /**
   * Raised from 30 KB when each chunk came with its page of hashes (0.5 KB), and from 30.5 KB when
   * each carried the countries and time zones of its places: the largest name chunk is 30.7 KB.
   */
  typedPrefix: 31.5 * KB,
  /** A page in another language reads its language's name chunk beside the world's (language-names.ts). */
  typedPrefixInLanguage: 40 * KB,
  /** A coordinate forecast in another language adds its language's file and one of its name chunks. */
  coordinateForecastInLanguage: 50 * KB,
  largestChunk: 64 * KB,
  /**
   * The whole world with its engine: see docs/embedded-world.md for why it is not 1.6 MB. Raised
   * from 8 MB when observed climate normals replaced the Köppen classes (+0.8 MB of tiles), and
   * from 9.5 MB when each name chunk and spatial tile carried the countries and time zones of its
   * places (+0.3 MB), which the manifest every first visit reads then no longer lists.
   */
  embeddedWorld: 10 * KB * KB,
  /**
   * Apart from the world: no visitor reads more than their language's, one chunk of it a request.
   * Russian's 11,600 places are a fifth of it, each in the chunks of its name's and its GeoNames
   * name's words. Raised from 6.5 MB when the languages' names of the regions joined them
   * (region-lines.ts, about 0.5 MB in all).
   */
  namesByLanguage: 7 * KB * KB,
} as const;

export interface ScriptReport {
  integrity: string;
  scriptGzip: number;
  /** The scripts of one element alone: dist/weather-widgets-forecast.js, -search.js and -climate.js. */
  forecastScriptGzip: number;
  searchScriptGzip: number;
  climateScriptGzip: number;
  /** The worker's code beside the script, fetched when a widget first asks. */
  workerGzip: number;
  /** The embedded world's engine module (dist/data/*.js: the search by name), fetched with its first chunks. */
  engineGzip: number;
  /** The embedded world's weather model, fetched beside the engine. */
  modelGzip: number;
  /** The embedded world's spatial index (places by coordinate), fetched only for a coordinate. */
  spatialGzip: number;
  /** The contract source's module, fetched when a page on its own server first asks. */
  contractSourceGzip: number;
  /** The Open-Meteo source's module, fetched when a page on Open-Meteo first asks. */
  openMeteoSourceGzip: number;
  /** The service on the main thread, where no worker can start. */
  mainThreadGzip: number;
  /** weather-widgets/api, bundled and minified as an app's bundler would, before its first request. */
  apiGzip: number;
  /** The forecast's details module (UV, moon, units per quantity, the compact line). */
  detailsGzip: number;
  /** The search's interaction module (keys, requests, options, the status line's words), loaded on a visitor's first turn to a search. */
  searchModuleGzip: number;
  /** The climate chart's module, which every script but the climate's own loads for a page with a chart. */
  climateModuleGzip: number;
  /** The smallest and the largest language's climate words (dist/climate-messages/). */
  climateMessagesGzip: { least: number; most: number };
  /** The smallest and the largest language's messages (dist/messages/). */
  messagesGzip: { least: number; most: number };
  manifestGzip: number;
  /** The largest name chunk a typed prefix of two or more characters reads (names or major places). */
  typedPrefixGzip: number;
  /** The largest one-letter chunk: for queries made of one-letter words only, which <weather-search> does not send alone. */
  oneLetterGzip: number;
  spatialTileGzip: number;
  climateTileGzip: number;
  /** The largest page of the chunks' hashes: each chunk a request reads comes with its page. */
  hashPageGzip: number;
  /** Each language's names: its file, the sum and the largest of its name chunks. */
  languages: LanguageReport[];
  largestChunkGzip: number;
  /** Every file of dist/data/ but the names by language. */
  worldGzip: number;
  /** The names by language: every language's file and name chunks. */
  languagesGzip: number;
  fileCount: number;
}

/** What one language's place names cost. */
export interface LanguageReport {
  tag: string;
  fileGzip: number;
  /** All its chunks. */
  chunksGzip: number;
  /** The largest chunk a typed prefix of two or more characters, or a place's name, reads (names or major places). */
  largestChunkGzip: number;
  chunkCount: number;
}

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** dist/'s file holding the script's integrity value, `sha384-…`, as the build writes it. */
export const INTEGRITY_FILE = 'integrity.txt';

/** Where the build leaves what weather-widgets/api weighs in an app (gzipped bytes), which it alone can measure. */
export const API_SIZE_FILE = 'api-size.txt';

/** Measures dist/: the script's sha384 integrity and gzipped size, and the embedded world's files in dist/data/. */
export function reportScript(dist: string): ScriptReport {
  const script = resolve(dist, 'weather-widgets.js');
  const data = resolve(dist, 'data');
  const files = readdirSync(data);
  const size = new Map(
    [
      ...files,
      ...readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `../${file}`),
    ].map((file) => [file, gzipped(resolve(data, file))]),
  );
  const largest = (names: string[]) => Math.max(0, ...names.map((file) => size.get(file) ?? 0));
  const manifestFile = files.find((file) => /^world-[0-9a-f]{8}\.json$/.test(file));
  if (manifestFile === undefined) throw new Error(`report: no world-<hash>.json in ${data}`);
  const manifest = parseWorldManifest(readFileSync(resolve(data, manifestFile)));
  // The script's modules beside it: dist/weather-widgets-<name>-<hash>.js.
  const beside = (name: string) =>
    largest(
      readdirSync(dist)
        .filter((file) => new RegExp(`^weather-widgets-${name}-[0-9a-f]{8}\\.js$`).test(file))
        .map((file) => `../${file}`),
    );
  const gzippedIn = (folder: string) =>
    readdirSync(resolve(dist, folder)).map((file) => gzipped(resolve(dist, folder, file)));
  const messages = gzippedIn(MESSAGES_FOLDER);
  const climateMessages = gzippedIn(CLIMATE_MESSAGES_FOLDER);
  // The languages' files, chunks and pages of hashes (language-names.ts).
  const ofLanguages = new Set([
    ...manifest.languages.files,
    ...[...languageChunkFiles(data, manifest).values()].flat(),
  ]);
  return {
    integrity: `sha384-${createHash('sha384').update(readFileSync(script)).digest('base64')}`,
    scriptGzip: gzipped(script),
    forecastScriptGzip: gzipped(resolve(dist, 'weather-widgets-forecast.js')),
    searchScriptGzip: gzipped(resolve(dist, 'weather-widgets-search.js')),
    climateScriptGzip: gzipped(resolve(dist, 'weather-widgets-climate.js')),
    workerGzip: beside('worker'),
    engineGzip: largest(files.filter((file) => /^embedded-world-[0-9a-f]{8}\.js$/.test(file))),
    modelGzip: largest(files.filter((file) => /^embedded-weather-[0-9a-f]{8}\.js$/.test(file))),
    spatialGzip: largest(files.filter((file) => /^embedded-spatial-[0-9a-f]{8}\.js$/.test(file))),
    contractSourceGzip: largest(files.filter((file) => /^contract-source-[0-9a-f]{8}\.js$/.test(file))),
    openMeteoSourceGzip: largest(files.filter((file) => /^open-meteo-source-[0-9a-f]{8}\.js$/.test(file))),
    mainThreadGzip: beside('main-thread'),
    apiGzip: Number(readFileSync(resolve(dist, API_SIZE_FILE), 'utf8')),
    detailsGzip: beside('details'),
    searchModuleGzip: beside('search'),
    climateModuleGzip: beside('climate'),
    climateMessagesGzip: { least: Math.min(...climateMessages), most: Math.max(...climateMessages) },
    messagesGzip: { least: Math.min(...messages), most: Math.max(...messages) },
    manifestGzip: size.get(manifestFile)!,
    typedPrefixGzip: largest([...manifest.names.chunks.files, ...manifest.names.major.files]),
    oneLetterGzip: largest(manifest.names.initials.files),
    spatialTileGzip: largest(manifest.tiles.files),
    climateTileGzip: largest(manifest.climate.files),
    hashPageGzip: largest(files.filter((file) => /^hashes-[0-9a-f]{8}\.bin$/.test(file))),
    languages: [...languageIndexes(data, manifest)].map(
      (
        [
          tag,
          {
            names: { chunks, major },
            files: all,
          },
        ],
        at,
      ) => {
        return {
          tag,
          fileGzip: size.get(manifest.languages.files[at]!)!,
          chunksGzip: all.reduce((sum, file) => sum + size.get(file)!, 0),
          largestChunkGzip: largest([...chunks.files, ...major.files]),
          chunkCount: all.length,
        };
      },
    ),
    largestChunkGzip: largest(shippedFiles(data, manifest)),
    worldGzip: [...size].filter(([file]) => !ofLanguages.has(file)).reduce((sum, [, bytes]) => sum + bytes, 0),
    languagesGzip: [...size].filter(([file]) => ofLanguages.has(file)).reduce((sum, [, bytes]) => sum + bytes, 0),
    fileCount: files.length,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** What one request reads at worst beyond the script and the engine, each chunk with its page of hashes. */
export function perRequest(report: ScriptReport): {
  namedForecast: number;
  coordinateForecast: number;
  typedPrefix: number;
} {
  const { manifestGzip, typedPrefixGzip, spatialTileGzip, climateTileGzip, hashPageGzip } = report;
  return {
    namedForecast: manifestGzip + typedPrefixGzip + climateTileGzip + 2 * hashPageGzip,
    coordinateForecast: manifestGzip + spatialTileGzip + climateTileGzip + 2 * hashPageGzip,
    typedPrefix: typedPrefixGzip + hashPageGzip,
  };
}

/** Each budget: what it covers, the bytes the report measures for it, and the budget. */
export function measured(report: ScriptReport): [string, number, number][] {
  const { namedForecast, coordinateForecast, typedPrefix } = perRequest(report);
  const { hashPageGzip } = report;
  // A page in another language reads its language's file and one of its name chunks, each with a
  // page of hashes (the world's for the file, the language's own for the chunk: the same size).
  const ownChunk = Math.max(0, ...report.languages.map((language) => language.largestChunkGzip + hashPageGzip));
  const inLanguage = Math.max(
    0,
    ...report.languages.map((language) => language.fileGzip + hashPageGzip + language.largestChunkGzip + hashPageGzip),
  );
  return [
    ['dist/weather-widgets.js', report.scriptGzip, BUDGETS.script],
    ['dist/weather-widgets-forecast.js (the forecast alone)', report.forecastScriptGzip, BUDGETS.script],
    ['dist/weather-widgets-search.js (the search alone)', report.searchScriptGzip, BUDGETS.script],
    ['dist/weather-widgets-climate.js (the climate chart alone)', report.climateScriptGzip, BUDGETS.script],
    ['weather-widgets/api in an app (minified, with Comlink)', report.apiGzip, BUDGETS.api],
    [
      'a forecast for a named place (manifest, name chunk, climate tile, their hashes)',
      namedForecast,
      BUDGETS.namedForecast,
    ],
    [
      'a forecast for a coordinate (manifest, spatial tile, climate tile, their hashes)',
      coordinateForecast,
      BUDGETS.coordinateForecast,
    ],
    ['a typed prefix (one name chunk, its hashes)', typedPrefix, BUDGETS.typedPrefix],
    [
      "a forecast for a named place in another language (the same, and the language's file and name chunk)",
      namedForecast + inLanguage,
      BUDGETS.namedForecast,
    ],
    [
      "a forecast for a coordinate in another language (the same, and the language's file and name chunk)",
      coordinateForecast + inLanguage,
      BUDGETS.coordinateForecastInLanguage,
    ],
    [
      "a typed prefix in another language (the world's name chunk and the language's, their hashes)",
      typedPrefix + ownChunk,
      BUDGETS.typedPrefixInLanguage,
    ],
    ['the largest chunk', report.largestChunkGzip, BUDGETS.largestChunk],
    ['the embedded world (dist/data/, but the names by language)', report.worldGzip, BUDGETS.embeddedWorld],
    ['the names by language (every language file and its name chunks)', report.languagesGzip, BUDGETS.namesByLanguage],
  ];
}

/** One line per budget that the build exceeds; empty when every budget holds. */
export function overBudget(report: ScriptReport): string[] {
  return measured(report)
    .filter(([, bytes, budget]) => bytes > budget)
    .map(
      ([name, bytes, budget]) =>
        `${name} is ${kb(bytes)} gzip, over its budget of ${kb(budget)} by ${kb(bytes - budget)}`,
    );
}

/** The report as the build and the bench print it. */
export function formatReport(report: ScriptReport): string {
  return [
    'dist/weather-widgets.js',
    `  integrity="${report.integrity}"`,
    ...measured(report).map(([name, bytes, budget]) => `  ${name}: ${kb(bytes)} gzip of ${kb(budget)}`),
    `  names by language (file, chunks): ${report.languages.map((language) => `${language.tag} ${kb(language.fileGzip)} + ${language.chunkCount} × ≤ ${kb(language.largestChunkGzip)} = ${kb(language.chunksGzip)}`).join('; ')}`,
    `  (at worst; the manifest ${kb(report.manifestGzip)}, the worker ${kb(report.workerGzip)}, the engine ${kb(report.engineGzip)} and its weather model ${kb(report.modelGzip)} besides, and for a coordinate its spatial index ${kb(report.spatialGzip)}; a one-letter query's chunk ${kb(report.oneLetterGzip)}; ${report.fileCount} files in dist/data/)`,
    ...overBudget(report).map((line) => `  OVER BUDGET: ${line}`),
  ].join('\n');
}
