// `npm run bench`: prints figures. Timings live here, never in tests.
import { resolve } from 'node:path';
import { formatReport, reportScript } from '../../src/build/script-report.ts';
import { EMBEDDED_ASSETS } from '../../src/sources/embedded/assets.ts';
import { benchBrowser } from './browser.bench.ts';
import { benchEmbeddedWorld } from './embedded-world.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchService } from './service.bench.ts';

console.log(`node ${process.version}, ${new Date().toISOString()}`);
// prebench has just built dist/.
console.log(formatReport(reportScript(resolve('dist'), Object.values(EMBEDDED_ASSETS))));
benchEmbeddedWorld();
await benchService();
await benchHttp();
await benchBrowser();
