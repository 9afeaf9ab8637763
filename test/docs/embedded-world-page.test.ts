// docs/embedded-world.md states the chunk layout and what a request costs: checked against what
// `npm run build` (run by `npm test` before vitest) wrote into dist/data/, so a change to the
// cutting that moves a figure must move the page too.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportScript } from '../../src/build/script-report.ts';
import { parseWorldManifest, worldFiles } from '../../src/sources/embedded/world/world-manifest.ts';
import { languageChunkFiles } from '../../src/build/world/shipped-files.ts';

const root = resolve(import.meta.dirname, '../..');
const page = readFileSync(resolve(root, 'docs/embedded-world.md'), 'utf8');
const data = resolve(root, 'dist/data');
const manifest = parseWorldManifest(readFileSync(resolve(data, readdirSync(data).find((file) => /^world-[0-9a-f]{8}\.json$/.test(file))!)));
const report = reportScript(resolve(root, 'dist'));

/** The cells of the page's table row that starts with `label`. */
function row(label: string): string[] {
  const line = page.split('\n').find((candidate) => candidate.startsWith(`| ${label}`));
  if (line === undefined) throw new Error(`docs/embedded-world.md has no table row for "${label}"`);
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
}

// What a page in another language reads besides, at the worst language: its file and one of its chunks, each with a page of hashes.
const inLanguage = Math.max(...report.languages.map((language) => language.fileGzip + language.largestChunkGzip + 2 * report.hashPageGzip));
const kilobytes = (cell: string): number => Number(/([\d.]+) KB/.exec(cell)?.[1]);
const KB = 1024;

describe('docs/embedded-world.md, "In chunks"', () => {
  it.each([
    ['name chunks', manifest.names.chunks.files.length],
    ['major chunks', manifest.names.major.files.length],
    ['initials chunks', manifest.names.initials.files.length],
    ['spatial tiles', manifest.tiles.files.length],
    ['climate tiles', manifest.climate.files.length],
    ['language files', manifest.languages.files.length],
    ['language name chunks', [...languageChunkFiles(data, manifest).values()].flat().filter((file) => file.startsWith('local-')).length],
  ])('counts the %s the build made', (label, count) => {
    expect(Number(row(label)[1])).toBe(count);
  });

  it.each([
    ['a first forecast for a named place', report.manifestGzip + report.typedPrefixGzip + report.climateTileGzip + 2 * report.hashPageGzip],
    ['a forecast for coordinates', report.manifestGzip + report.spatialTileGzip + report.climateTileGzip + 2 * report.hashPageGzip],
    ['a new prefix typed into the search', report.typedPrefixGzip + report.hashPageGzip],
    ['the largest file', report.largestChunkGzip],
    ['… on a page in another language', report.manifestGzip + report.typedPrefixGzip + report.climateTileGzip + 2 * report.hashPageGzip + inLanguage],
    ['… for coordinates, in another language', report.manifestGzip + report.spatialTileGzip + report.climateTileGzip + 2 * report.hashPageGzip + inLanguage],
    ['… a prefix, in another language', report.typedPrefixGzip + 2 * report.hashPageGzip + Math.max(...report.languages.map((language) => language.largestChunkGzip))],
  ])('states what %s costs at worst, within 0.5 KB', (label, bytes) => {
    expect(Math.abs(kilobytes(row(label)[2]!) - bytes / KB)).toBeLessThanOrEqual(0.5);
  });

  it('states the whole world, its chunk count, the manifest and the engine', () => {
    const [, fetches, worst] = row('the whole world');
    expect(Number(/(\d+) chunks/.exec(fetches!)?.[1])).toBe(worldFiles(manifest).length);
    expect(Number(/manifest \(([\d.]+) KB/.exec(fetches!)?.[1])).toBeCloseTo(report.manifestGzip / KB, 0);
    expect(Number(/engine \(([\d.]+) KB/.exec(fetches!)?.[1])).toBeCloseTo(report.engineGzip / KB, 0);
    expect(Number(/([\d.]+) MB/.exec(worst!)?.[1])).toBeCloseTo(report.worldGzip / KB / KB, 1);
  });

  it('states what the names by language come to', () => {
    expect(Number(/([\d.]+) MB/.exec(row('the names by language')[2]!)?.[1])).toBeCloseTo(report.languagesGzip / KB / KB, 1);
  });
});
