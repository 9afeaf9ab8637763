// `npm start [-- --port 5173] [--host 127.0.0.1]` (or PORT=…): builds the demo pages with Vite
// into .demo/ and serves them, with the weather service's HTTP API on the same origin at /v1.
import { copyFileSync, createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { basename, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createWeatherService } from '../service/create-weather-service.ts';
import { closeGracefully, createLimitedServer, createNodeHandler, parsePort } from '../server/node-adapter.ts';
import { documentWithExamples } from '../server/openapi/reply-examples.ts';
import type { ServerLimits } from '../server/server-limits.ts';
import { createEmbeddedSource } from '../sources/embedded/embedded-source.ts';
import { WORLD_MANIFEST } from '../sources/embedded/assets.ts';
import { loadAssetsFromDisk } from '../sources/embedded/load-assets-from-disk.ts';
import { CHUNK_FILE_NAME, parseWorldManifest } from '../sources/embedded/world/world-manifest.ts';
import { writeDocs } from './docs/render-docs.ts';
import { shippedFiles } from './world/shipped-files.ts';
import { messageOf } from '../contract/message-of.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where `npm start` builds the demo. */
export const DEMO_DIR = join(ROOT, '.demo');
const USAGE = 'usage: npm start [-- --port 5173] [--host 127.0.0.1]   (or PORT=5173 npm start)';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.bin': 'application/octet-stream',
  '.ts': 'text/plain; charset=utf-8',
};

/** Builds the three demo pages and the docs beside them, and copies the embedded world's files to data/. */
export async function buildDemo(outDir: string = DEMO_DIR): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          index: join(ROOT, 'index.html'),
          gallery: join(ROOT, 'demo/gallery.html'),
          languages: join(ROOT, 'demo/languages.html'),
          playground: join(ROOT, 'demo/playground.html'),
        },
      },
    },
  });
  copyWorld(join(ROOT, '.data'), join(outDir, 'data'));
  writeDocs(outDir);
}

// The manifest under its name while developing, and every chunk it names.
function copyWorld(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  const manifest = readFileSync(join(from, WORLD_MANIFEST));
  writeFileSync(join(to, WORLD_MANIFEST), manifest);
  for (const file of shippedFiles(from, parseWorldManifest(manifest))) copyFileSync(join(from, file), join(to, file));
}

export interface DemoServer {
  server: Server;
  /** e.g. `http://127.0.0.1:5173/` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built demo folder and the weather service at /v1 on one port (0 picks a free one),
 * within the API server's limits (server-limits.ts) unless `limits` says otherwise.
 */
export function startDemoServer(options: {
  port: number;
  host?: string;
  dir?: string;
  dataDir?: string;
  limits?: Partial<ServerLimits>;
}): Promise<DemoServer> {
  const { port, host = '127.0.0.1', dir = DEMO_DIR, dataDir } = options;
  const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk(dataDir ?? join(ROOT, '.data')) });
  const api = createNodeHandler(createWeatherService({ source }), {
    log: (line) => console.log(line),
    openApi: () => documentWithExamples(source),
  });
  const root = resolve(dir);

  const server = createLimitedServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    if (url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?')) return api(incoming, outgoing);
    serveFile(root, incoming, outgoing).catch((error: unknown) => {
      console.error('demo server: failed to answer', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
      outgoing.end();
    });
  }, options.limits);

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        server,
        url: `http://${host}:${bound}/`,
        close: () => closeGracefully(server),
      });
    });
  });
}

async function serveFile(root: string, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD')
    return plain(outgoing, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(incoming.url ?? '/', 'http://demo').pathname);
  } catch {
    return plain(outgoing, 400, 'Bad request');
  }
  let path = resolve(root, `.${pathname}`);
  // No way out of the build folder, whatever the dots and slashes (or a NUL byte).
  if ((path !== root && !path.startsWith(root + sep)) || path.includes('\0')) return plain(outgoing, 404, 'Not found');
  let info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) {
    path = join(path, 'index.html');
    info = await stat(path).catch(() => undefined);
  }
  if (!info?.isFile()) return plain(outgoing, 404, 'Not found');
  // The path's text is inside; a symbolic link on the way may still lead out. Its real path must be inside too.
  const [real, realRoot] = await Promise.all([realpath(path), realpath(root)]);
  if (!real.startsWith(realRoot + sep)) return plain(outgoing, 404, 'Not found');
  path = real;
  outgoing.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    // Hashed assets and chunks never change; pages and the world's manifest are checked each time.
    'Cache-Control':
      path.includes(`${sep}assets${sep}`) || CHUNK_FILE_NAME.test(basename(path))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (incoming.method === 'HEAD') return void outgoing.end();
  await new Promise<void>((done, fail) => createReadStream(path).on('error', fail).on('end', done).pipe(outgoing));
}

function plain(outgoing: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  outgoing.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  outgoing.end(text);
}

function options(): { port: number; host: string } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return { port: parsePort(values.port ?? process.env.PORT ?? '5173', USAGE), host: values.host };
}

async function main(): Promise<void> {
  const { port, host } = options();
  console.log('building the demo into .demo/ …');
  await buildDemo();
  const demo = await startDemoServer({ port, host });
  console.log(`weather-widgets demo: ${demo.url}  (API: ${demo.url}v1/forecast?place=Oslo&key=demo)`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    void demo.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exitCode = 2;
  });
}
