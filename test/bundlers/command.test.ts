import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/bundlers/command.ts';

describe('the weather-widgets command', () => {
  let app: string;
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'weather-widgets-command-'));
    mkdirSync(join(app, 'data'));
    writeFileSync(join(app, 'data/world-0123abcd.json'), '{}');
    writeFileSync(join(app, 'data/chunk-1.bin'), 'chunk');
  });
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  it('copies the world into the folder named, relative to where it runs, in one line', () => {
    const first = runCommand(['copy-data', 'public/weather-data', '--from', 'data'], app);
    expect(first).toEqual({
      code: 0,
      out: 'weather-widgets: public/weather-data/ copied 2, removed 0 of an older release (2 files, 0.0 MB)\n',
      err: '',
    });
    expect(readdirSync(join(app, 'public/weather-data'))).toContain('chunk-1.bin');
    expect(runCommand(['copy-data', 'public/weather-data', '--from', 'data'], app).out).toBe(
      'weather-widgets: public/weather-data/ is up to date (2 files, 0.0 MB)\n',
    );
  });

  it('says what is wrong with its arguments, with the usage, and fails', () => {
    expect(runCommand([], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('usage: weather-widgets copy-data <dir>'),
    });
    expect(runCommand(['copy'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('unknown command "copy"'),
    });
    expect(runCommand(['copy-data'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('needs exactly one folder to copy into (got 0)'),
    });
    expect(runCommand(['copy-data', 'a', 'b'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('(got 2)'),
    });
    expect(runCommand(['copy-data', 'a', '--form', 'data'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('unknown option "--form"'),
    });
    expect(runCommand(['copy-data', 'a', '--from'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('--from needs a folder'),
    });
    expect(runCommand(['--help'], app)).toMatchObject({ code: 0, out: expect.stringContaining('usage:') });
  });

  it('reports a folder it must not write into, and copies nothing', () => {
    writeFileSync(join(app, 'index.html'), '<!doctype html>');
    expect(runCommand(['copy-data', '.', '--from', 'data'], app)).toMatchObject({
      code: 1,
      err: expect.stringContaining('already holds files that copy-data did not write'),
    });
    expect(readdirSync(app).sort()).toEqual(['data', 'index.html']);
  });
});
