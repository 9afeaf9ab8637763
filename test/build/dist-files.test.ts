// Reads what `npm run build` (run by `npm test` before vitest) wrote into dist/.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../dist');
const dataFiles = readdirSync(resolve(dist, 'data')).sort();

describe('the files the script loads when needed', () => {
  it('are the places, the climate and the engine of the embedded world', () => {
    expect(dataFiles).toEqual([
      expect.stringMatching(/^climate-[0-9a-f]{8}\.bin$/),
      expect.stringMatching(/^embedded-world-[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^gazetteer-[0-9a-f]{8}\.bin$/),
    ]);
  });

  it.each(dataFiles)('%s is named by its content, so a CDN may cache it for a year', (file) => {
    const hash = createHash('sha256').update(readFileSync(resolve(dist, 'data', file))).digest('hex').slice(0, 8);
    expect(file).toContain(`-${hash}.`);
  });

  it.each(['weather-widgets.js', 'weather-widgets-main-thread.js', 'service.js'])('%s asks for exactly these names', (entry) => {
    const code = readFileSync(resolve(dist, entry), 'utf8');
    for (const file of dataFiles.filter((name) => entry !== 'service.js' || name.endsWith('.bin'))) expect(code).toContain(file);
  });

  it('keeps the engine out of the script: the gazetteer search is not in it', () => {
    const engine = readFileSync(resolve(dist, 'data', dataFiles[1]!), 'utf8');
    const script = readFileSync(resolve(dist, 'weather-widgets.js'), 'utf8');
    // An error message of the gazetteer decoder: a string no minifier renames.
    const marker = 'gazetteer: the asset ends early at byte';
    expect(engine).toContain(marker);
    expect(script).not.toContain(marker);
  });
});
