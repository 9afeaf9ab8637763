// `npm run test:seasons`: the browser suite at three instants in different seasons (the suite's
// pages and its test upstream all stand at WEATHER_TEST_NOW), to show that its verdicts do not
// depend on the date. Prints each run's tally; exits non-zero if any run fails. Needs a build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const INSTANTS = ['2026-01-15T06:00:00Z', '2026-04-20T18:30:00Z', '2026-10-05T23:45:00Z'];
const config = resolve(import.meta.dirname, 'playwright.config.ts');
let failed = false;
for (const instant of INSTANTS) {
  console.log(`test:seasons: the browser suite at ${instant}`);
  const run = spawnSync('npx', ['playwright', 'test', '-c', config, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, WEATHER_TEST_NOW: instant },
  });
  console.log(`test:seasons: ${instant}: ${run.status === 0 ? 'passed' : 'FAILED'}`);
  failed ||= run.status !== 0;
}
process.exitCode = failed ? 1 : 0;
