// `npm run bench`: prints figures. Timings live here, never in tests.
import { resolve } from 'node:path';
import { formatReport, reportScript } from '../../src/build/script-report.ts';
import { withBrowserBench } from './bench-browser.ts';
import { benchBrowser } from './browser.bench.ts';
import { benchCluster } from './cluster.bench.ts';
import { benchEmbeddedWorld } from './embedded-world.bench.ts';
import { benchFirstRender } from './first-render.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchHttpInstructions } from './http-instructions.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchMainThread } from './main-thread.bench.ts';
import { benchSearchKeystroke } from './search-keystroke.bench.ts';
import { benchSlowNetwork } from './slow-network.bench.ts';
import { benchService } from './service.bench.ts';

// `npm run bench -- main-thread` (or service, cluster, browser) runs that bench alone; with no argument, every bench runs but
// `http-instructions` (callgrind's counts, about 10 minutes), which runs only when named.
const only = process.argv[2];
const wanted = (name: string) => only === undefined || only === name;

console.log(`node ${process.version}, ${new Date().toISOString()}`);
// prebench has just built dist/.
console.log(formatReport(reportScript(resolve('dist'))));
if (wanted('service')) {
  benchEmbeddedWorld();
  await benchService();
  await benchHttp();
  await benchLoad();
}
if (only === 'http-instructions') await benchHttpInstructions();
// Redis, the instances and HAProxy on loopback: `npm run bench -- cluster` alone needs no browser.
if (wanted('cluster')) await benchCluster();
if (only === undefined || only === 'browser' || only === 'main-thread')
  await withBrowserBench(async (browser) => {
    if (wanted('browser')) {
      await benchBrowser(browser);
      await benchFirstRender(browser);
      await benchSlowNetwork(browser);
      await benchSearchKeystroke(browser);
    }
    if (wanted('main-thread')) await benchMainThread(browser);
  });
