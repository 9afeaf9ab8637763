// `npm run bench`: prints figures. Timings live here, never in tests.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { resolve } from 'node:path';
import { formatReport, reportScript } from '../../src/build/script-report.ts';
import { withBrowserBench } from './bench-browser.ts';
import { benchBrowser } from './browser.bench.ts';
import { benchCluster } from './cluster.bench.ts';
import { benchEmbeddedWorld } from './embedded-world.bench.ts';
import { benchFirstClimate } from './first-climate.bench.ts';
import { benchFirstRender } from './first-render.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchHttpInstructions } from './http-instructions.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchMainThread } from './main-thread.bench.ts';
import { benchSearchKeystroke } from './search-keystroke.bench.ts';
import { benchSlowNetwork } from './slow-network.bench.ts';
import { benchService } from './service.bench.ts';
import { writtenFigures } from './bench-report.ts';
import { renderBenchmarksPage } from './benchmarks-page.ts';

// `npm run bench -- main-thread` (or service, cluster, browser; several names run several) runs
// those benches alone (`forecast` is the embedded world's and the service core's part of
// `service`, `first-visit` the slow-4G part of `browser`, `first-climate` its climate chart's
// part alone); with no name every bench runs but `http-instructions` (callgrind's counts, about
// 10 minutes), which runs only when named. A run of every bench writes docs/benchmarks.md;
// `--page` has a partial run write it too, its sections not measured saying so.
const names = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const writePage = names.length === 0 || process.argv.includes('--page');
const wanted = (name: string) => names.length === 0 || names.includes(name);
const named = (name: string) => names.includes(name);

const started = new Date();
const loadAtStart = loadavg()[0]!;
let browserVersion = '';
console.log(`node ${process.version}, ${started.toISOString()}, load average ${loadAtStart.toFixed(1)}`);
// prebench has just built dist/.
console.log(formatReport(reportScript(resolve('dist'))));
if (wanted('service') || named('forecast')) {
  benchEmbeddedWorld();
  await benchService();
}
if (wanted('service')) {
  await benchHttp();
  await benchLoad();
}
if (named('http-instructions')) await benchHttpInstructions();
// Redis, the instances and HAProxy on loopback: `npm run bench -- cluster` alone needs no browser.
if (wanted('cluster')) await benchCluster();
if (wanted('browser') || wanted('main-thread') || named('first-visit') || named('first-climate'))
  await withBrowserBench(async (browser) => {
    browserVersion = `, Chromium ${browser.version()}`;
    if (wanted('browser')) {
      await benchBrowser(browser);
      await benchFirstRender(browser);
    }
    if (wanted('browser') || named('first-visit')) await benchSlowNetwork(browser);
    if (wanted('browser') || named('first-visit') || named('first-climate')) await benchFirstClimate(browser);
    if (wanted('browser')) {
      await benchSearchKeystroke(browser);
    }
    if (wanted('main-thread')) await benchMainThread(browser);
  });

if (writePage) {
  const cores = cpus();
  const page = renderBenchmarksPage({
    run: {
      date: `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, ${type()} ${release()}, Node ${process.version}${browserVersion}`,
      load: `${loadAtStart.toFixed(1)}, ${loadavg()[0]!.toFixed(1)}`,
    },
    figures: writtenFigures(),
  });
  writeFileSync(resolve('docs/benchmarks.md'), page);
  console.log('wrote docs/benchmarks.md');
}
