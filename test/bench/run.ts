// `npm run bench`: prints figures. Timings live here, never in tests.
import { benchBrowser } from './browser.bench.ts';
import { benchEmbeddedWorld } from './embedded-world.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchService } from './service.bench.ts';

console.log(`node ${process.version}, ${new Date().toISOString()}`);
benchEmbeddedWorld();
await benchService();
await benchHttp();
await benchBrowser();
