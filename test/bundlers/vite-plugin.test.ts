import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger, type Logger } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { weatherWidgets } from '../../src/bundlers/vite-plugin.ts';

// A world of many files, as the package's is, in a folder the plugin is told to take it from.
const CHUNKS = Array.from({ length: 40 }, (_, index) => `chunk-${String(index).padStart(4, '0')}.bin`);

/** A logger that keeps every line Vite prints. */
function keptLogger(lines: string[]): Logger {
  const logger = createLogger('info');
  return {
    ...logger,
    info: (message) => void lines.push(message),
    warn: (message) => void lines.push(message),
    warnOnce: (message) => void lines.push(message),
  };
}

describe('the Vite plugin', () => {
  let app: string;
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'vite-plugin-'));
    mkdirSync(join(app, 'world'));
    writeFileSync(join(app, 'world/world-0123abcd.json'), '{}');
    for (const name of CHUNKS) writeFileSync(join(app, 'world', name), 'chunk bytes');
    writeFileSync(join(app, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    writeFileSync(join(app, 'main.js'), 'console.log("app");\n');
  });
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  const viteBuild = (lines: string[], ssr = false) =>
    build({
      root: app,
      configFile: false,
      mode: 'production',
      customLogger: keptLogger(lines),
      plugins: [weatherWidgets({ from: join(app, 'world') })],
      build: { outDir: join(app, 'dist'), ...(ssr ? { ssr: join(app, 'main.js') } : {}) },
    });

  it("writes the world's folder into the build, and says so in one line instead of one per file", async () => {
    const lines: string[] = [];
    await viteBuild(lines);
    expect(readdirSync(join(app, 'dist/weather-data')).sort()).toEqual(['world-0123abcd.json', ...CHUNKS].sort());
    expect(lines.filter((line) => line.includes('chunk-0'))).toEqual([]);
    expect(lines.filter((line) => line.includes('weather-widgets'))).toEqual([
      "weather-widgets: the embedded world's 41 files (0.0 MB) in dist/weather-data/",
    ]);
  });

  it('writes nothing into a server build', async () => {
    await viteBuild([], true);
    expect(readdirSync(join(app, 'dist'))).not.toContain('weather-data');
  });
});
