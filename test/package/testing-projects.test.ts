// weather-widgets/testing as a QA engineer gets it: the packed package installed once, and a
// Playwright project of each module system beside it (`npm init -y` makes a CommonJS one) that
// runs the docs' specs of reading values and scripting answers, a spec whose setWeather no answer
// uses (it must fail naming the place), and a spec that loads the entry by import, import() and
// require (one copy). Each project's specs also type-check with TypeScript 5: under
// "module": "commonjs" (node10 resolution, which finds the types through typesVersions) and under
// "nodenext". Needs `npm run build` first (npm test runs it) and the npm cache that `npm ci` filled.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../src/build/serve-demo.ts';
import { ensureChromium } from '../e2e/find-chromium.ts';
import { installPackedApp, repo } from './packed-app.ts';

const CONFIG = `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  reporter: 'line',
  workers: 2,
  timeout: 90_000,
  use: {
    baseURL: process.env.SITE_URL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
`;

// The docs' own specs, as the docs show them.
const DOCS_SPECS = ['reading-values.spec.ts', 'scripting-answers.spec.ts'];

const UNUSED_SPEC = `import { ForecastHarness, setWeather, test } from 'weather-widgets/testing';

test('a chosen weather for a place no widget shows', async ({ page }) => {
  await setWeather(page, { place: 'Berlín', scenario: 'snow' });
  await page.goto('/weather.html');
  await ForecastHarness.of(page).whenReady();
});
`;

// Loaded by import (which Playwright compiles to require in a CommonJS project), by import() and
// by require: one copy, so the fixture sees every page the functions touched.
const ONE_COPY_SPEC = `import { createRequire } from 'node:module';
import { expect, setWeather, test } from 'weather-widgets/testing';

test('import, import() and require give one copy of the entry', async () => {
  const dynamic = await import('weather-widgets/testing');
  const required = createRequire(__filename)('weather-widgets/testing') as typeof import('weather-widgets/testing');
  expect(dynamic.test).toBe(test);
  expect(dynamic.setWeather).toBe(setWeather);
  expect(required.setWeather).toBe(setWeather);
});
`;

const TSCONFIG = {
  commonjs: { module: 'commonjs' },
  module: { module: 'nodenext' },
} as const;

const run = promisify(execFile);

describe('weather-widgets/testing in Playwright projects of each module system', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-qa-'));
  let site: DemoServer | undefined;

  beforeAll(async () => {
    // One pack and one install, which both projects find above them.
    installPackedApp(folder, {}, { dependencies: ['@playwright/test', '@types/node'], type: 'module' });
    // The site is the installed package, its script in dist/ beside the docs' pages (a throwaway
    // install: nothing is copied, and the server follows no link out of its folder).
    const served = join(folder, 'node_modules/weather-widgets');
    for (const page of ['weather.html', 'values.html'])
      writeFileSync(
        join(served, page),
        readFileSync(join(repo, 'test/e2e/sites', page), 'utf8').replaceAll('{{CDN}}/cdn/', '/dist/'),
      );
    site = await startDemoServer({ port: 0, dir: served });
  }, 600_000);

  afterAll(async () => {
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  for (const type of ['commonjs', 'module'] as const) {
    it(`runs the specs in a ${type} project, and its specs type-check`, async () => {
      const project = join(folder, type);
      mkdirSync(project);
      writeFileSync(join(project, 'package.json'), JSON.stringify({ name: `qa-${type}`, private: true, type }));
      writeFileSync(join(project, 'playwright.config.ts'), CONFIG);
      for (const spec of DOCS_SPECS) cpSync(join(repo, 'docs/examples', spec), join(project, spec));
      writeFileSync(join(project, 'unused.spec.ts'), UNUSED_SPEC);
      writeFileSync(
        join(project, 'one-copy.spec.ts'),
        type === 'module' ? ONE_COPY_SPEC.replace('__filename', 'import.meta.filename') : ONE_COPY_SPEC,
      );
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          // What `tsc --init` writes, with the declarations of every package checked (skipLibCheck off).
          compilerOptions: {
            ...TSCONFIG[type],
            target: 'es2022',
            strict: true,
            esModuleInterop: true,
            skipLibCheck: false,
            noEmit: true,
            types: ['node'],
          },
          include: ['*.ts'],
        }),
      );

      const tsc = join(repo, 'test/package/type-checkers/node_modules/typescript/bin/tsc');
      const checked = await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' }).catch(
        (error: unknown) => error as { stdout: string; stderr: string },
      );
      expect(`${checked.stdout}${checked.stderr}`, `tsc --noEmit in the ${type} project`).toBe('');

      const env = { ...process.env, SITE_URL: site!.url, CHROMIUM_PATH: ensureChromium(), CI: '' };
      // Not execFileSync: the site is served from this process, which must keep answering. The
      // unused setWeather fails its test, so the run as a whole fails.
      const { stdout } = await run('node', [join(folder, 'node_modules/@playwright/test/cli.js'), 'test'], {
        cwd: project,
        env,
        encoding: 'utf8',
      }).catch((error: unknown) => {
        const failed = error as { stdout: string; stderr: string };
        return { stdout: `${failed.stdout}\n${failed.stderr}` };
      });
      // The docs' specs (4 + 4) and the one-copy spec pass; the unused setWeather fails.
      const counts = { failed: /(\d+) failed/.exec(stdout)?.[1], passed: /(\d+) passed/.exec(stdout)?.[1] };
      expect(counts, stdout).toEqual({ failed: '1', passed: '9' });
      expect(stdout).toContain('unused.spec.ts');
      expect(stdout).toContain(
        'setWeather(page, { place: "Berlín", scenario: "snow" }) was never used: no answer of the page was a forecast of Berlín. The answers were for "Oslo".',
      );
    }, 600_000);
  }
});
