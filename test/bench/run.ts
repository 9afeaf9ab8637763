// `npm run bench`: prints figures. Timings live here, never in tests.
import { resolve } from 'node:path';
import { formatReport, reportScript } from '../../src/build/script-report.ts';
import { withBrowserBench } from './bench-browser.ts';
import { benchBrowser } from './browser.bench.ts';
import { benchEmbeddedWorld } from './embedded-world.bench.ts';
import { benchFirstRender } from './first-render.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchSearchKeystroke } from './search-keystroke.bench.ts';
import { benchSlowNetwork } from './slow-network.bench.ts';
import { benchService } from './service.bench.ts';

console.log(`node ${process.version}, ${new Date().toISOString()}`);
// prebench has just built dist/.
console.log(formatReport(reportScript(resolve('dist'))));
benchEmbeddedWorld();
await benchService();
await benchHttp();
await benchLoad();
await withBrowserBench(async (browser) => {
  await benchBrowser(browser);
  await benchFirstRender(browser);
  await benchSlowNetwork(browser);
  await benchSearchKeystroke(browser);
});
