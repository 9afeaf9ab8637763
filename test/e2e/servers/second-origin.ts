// The other origins of the browser tests, both on 127.0.0.1:
// - the "CDN" (port CDN_PORT): the built script and its data under /cdn/, with CORS and Brotli or
//   gzip, as a CDN serves them; under /run/<run>/cdn/… the same, with every file and its bytes on the wire
//   recorded for /transfers/<run>; under /flaky/<run>/cdn/… the same, except that the first two requests
//   for a name chunk (the script's, as it runs, and the worker's) find it missing (404), as on a CDN
//   that lost a file; under /tamper/<start>/cdn/…
//   the same, except that every file whose name begins with <start> has a byte more, as on a CDN
//   an attacker controls; under /held/<run>/cdn/… the same, except that the worker's code is held
//   back until a chunk of the world has been asked for (or 5 s have passed), as on a network
//   where it comes last; under /nocors/<run>/cdn/… the same, without Access-Control-Allow-Origin,
//   as a CDN not set up for other origins; and, under /upstream/<run>/<mode>/v1/…, our own weather
//   server as an HTTP upstream that counts the requests of each run and misbehaves on demand;
// - the "site" (port SITE_PORT): static pages of test/e2e/sites/, each with the headers a site
//   owner might send (a strict Content-Security-Policy among them).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createHttpResponder } from '../../../src/server/http-responder.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createEmbeddedSource } from '../../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../../src/sources/embedded/load-assets-from-disk.ts';
import { acceptedEncoding } from './accepted-encoding.ts';
import { HOSTILE_NAME } from './hostile.ts';
import { CDN_PORT, SITE_PORT } from './ports.ts';
import { SUITE_TIME } from './suite-time.ts';

const root = resolve(import.meta.dirname, '../../..');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.bin': 'application/octet-stream',
  '.json': 'application/json',
};
// run id → the CDN's files it fetched, the bytes each took on the wire, and what gzip would have
// sent (the measure of the build's budgets).
const transfers = new Map<string, { file: string; bytes: number; gzipBytes: number; arrivedAt: number }[]>();
// Flaky runs: how many requests for a name chunk each has dropped.
const dropped = new Map<string, number>();
// Held runs: what releases the worker's code once a chunk of the world is asked for.
const holds = new Map<string, { released: Promise<void>; release: () => void }>();
const HOLD_MS = 5_000;

function holdOf(run: string) {
  let hold = holds.get(run);
  if (hold === undefined) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    setTimeout(release, HOLD_MS).unref();
    holds.set(run, (hold = { released, release }));
  }
  return hold;
}

const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk(resolve(root, '.data')) });
// The upstream answers for the suite's instant, as a recorded one would: the pages' clocks stand
// there, and their hours must be in its answers. Its rate limit counts on the real clock.
const service = createWeatherService({ source, onError: () => {} });
const atSuiteTime = { now: Date.parse(SUITE_TIME) };
const respond = createHttpResponder({ handle: (operation, query) => service.handle(operation, query, atSuiteTime) });
// run id → operation → requests that reached the upstream.
const counts = new Map<string, Map<string, number>>();
const slowed = new Set<string>();
// Runs whose upstream is down (see /down/<run> and /up/<run>).
const down = new Set<string>();

type Mode = (url: string, out: ServerResponse, run: string) => Promise<void>;

const ok: Mode = async (url, out) => send(out, await respond({ method: 'GET', url, acceptEncoding: null }));
// Awaited to the end, so that a failure to answer reaches the server's handler.
const slow: Mode = async (url, out, run) => {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await ok(url, out, run);
};

/** What the upstream does, chosen by the path: /upstream/<run>/<mode>/v1/<operation>. */
const MODES: Map<string, Mode> = new Map<string, Mode>([
  ['ok', ok],
  ['slow', slow],
  // Slow for a run's first request only: the test kills the worker meanwhile, then asks again.
  ['slowOnce', async (url, out, run) => (slowed.has(run) ? ok(url, out, run) : (slowed.add(run), slow(url, out, run)))],
  ['fail500', async (_url, out) => send(out, { status: 500, headers: { 'Content-Type': 'text/plain' }, body: 'boom' })],
  [
    'garbage',
    async (_url, out) =>
      send(out, { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"location": [' }),
  ],
  // Every place name, region and country replaced by markup: the widgets must show it as text.
  ['hostile', async (url, out) => send(out, hostile(await respond({ method: 'GET', url, acceptEncoding: null })))],
  // A server of the contract's first version: no UV index in its hours, days or current reply.
  ['noUv', async (url, out) => send(out, withoutUv(await respond({ method: 'GET', url, acceptEncoding: null })))],
  // Answers while the run is up; 500 while a test has it down.
  ['switch', async (url, out, run) => (down.has(run) ? MODES.get('fail500')!(url, out, run) : ok(url, out, run))],
  // The first request of each operation is refused for 2 s; the rest are answered.
  ['limitedOnce', async (url, out, run) => (countOf(run, url) > 1 ? ok(url, out, run) : send(out, limitedFor(2)))],
  ['limited', async (_url, out) => send(out, limitedFor(30))],
]);

function limitedFor(seconds: number) {
  return {
    status: 429,
    headers: { 'Content-Type': 'application/problem+json', 'Retry-After': String(seconds) },
    body: JSON.stringify({
      type: 'urn:weather-widgets:problem:rate_limited',
      title: 'Rate limit exceeded',
      status: 429,
      detail: 'Slow down.',
      code: 'rate_limited',
      retry_after: seconds,
    }),
  };
}

function countOf(run: string, url: string): number {
  const operation = /\/v1\/(\w+)/.exec(url)?.[1] ?? '';
  return counts.get(run)?.get(operation) ?? 0;
}

function hostile(reply: { status: number; headers: Record<string, string>; body: string | Uint8Array | undefined }) {
  if (reply.status !== 200 || reply.body === undefined) return reply;
  const body = JSON.parse(typeof reply.body === 'string' ? reply.body : new TextDecoder().decode(reply.body)) as {
    location?: Record<string, unknown>;
    results?: Record<string, unknown>[];
  };
  for (const place of [body.location, ...(body.results ?? [])]) {
    if (place)
      Object.assign(place, {
        name: HOSTILE_NAME,
        admin: `${HOSTILE_NAME} admin`,
        country: `<script>alert(2)</script>`,
      });
  }
  // The text changed: the upstream's entity tag no longer names it.
  const { ETag: _tag, ...headers } = reply.headers;
  return { ...reply, headers, body: JSON.stringify(body) };
}

function withoutUv(reply: { status: number; headers: Record<string, string>; body: string | Uint8Array | undefined }) {
  if (reply.status !== 200 || reply.body === undefined) return reply;
  const body = JSON.parse(typeof reply.body === 'string' ? reply.body : new TextDecoder().decode(reply.body)) as Record<
    string,
    unknown
  >;
  const records = [body.data, ...((body.hourly as unknown[]) ?? []), ...((body.daily as unknown[]) ?? [])] as (
    Record<string, unknown> | undefined
  )[];
  for (const record of records) {
    delete record?.uv_index;
    delete record?.uv_index_max;
  }
  if (body.units) delete (body.units as Record<string, unknown>).uv_index;
  const { ETag: _tag, ...headers } = reply.headers;
  return { ...reply, headers, body: JSON.stringify(body) };
}

function send(
  out: ServerResponse,
  reply: { status: number; headers: Record<string, string>; body: string | Uint8Array | undefined },
): void {
  out.writeHead(reply.status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Retry-After',
    ...reply.headers,
  });
  out.end(reply.body);
}

async function cdn(request: IncomingMessage, out: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${CDN_PORT}`);
  const upstream = /^\/upstream\/([\w-]+)\/(\w+)(\/v1\/(\w+))$/.exec(url.pathname);
  if (upstream) {
    const [, run, mode, path, operation] = upstream as unknown as [string, string, string, string, string];
    const byOperation = counts.get(run) ?? new Map<string, number>();
    counts.set(run, byOperation);
    byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
    return (MODES.get(mode) ?? MODES.get('fail500')!)(`${path}${url.search}`, out, run);
  }
  const toggled = /^\/(down|up)\/([\w-]+)$/.exec(url.pathname);
  if (toggled) {
    if (toggled[1] === 'down') down.add(toggled[2]!);
    else down.delete(toggled[2]!);
    return send(out, { status: 204, headers: {}, body: undefined });
  }
  const counted = /^\/counts\/([\w-]+)$/.exec(url.pathname);
  if (counted)
    return send(out, {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(counts.get(counted[1]!) ?? [])),
    });
  const moved = /^\/transfers\/([\w-]+)$/.exec(url.pathname);
  if (moved)
    return send(out, {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transfers.get(moved[1]!) ?? []),
    });
  const file =
    /^(?:\/(run|flaky|tamper|held|nocors)\/([\w-]+))?\/cdn\/(weather-widgets(?:-(?:main-thread|details|search|climate|worker)-[0-9a-f]{8}|-forecast|-search|-climate)?\.js|(?:data|messages|climate-messages)\/[\w-]+\.(?:bin|js|json))$/.exec(
      url.pathname,
    );
  if (!file) return send(out, { status: 404, headers: {}, body: 'not found' });
  const [, kind, run, path] = file as unknown as [string, string | undefined, string | undefined, string];
  // A compromised CDN: the files whose names start with the run's word come with one byte more
  // (a module with a statement more, a chunk with a byte appended), under their usual names.
  if (kind === 'tamper' && path.replace(/^(data|messages)\//, '').startsWith(run!)) {
    const bytes = await readFile(resolve(root, 'dist', path));
    const tampered = Buffer.concat([
      bytes,
      Buffer.from(path.endsWith('.js') ? '\n;globalThis.tampered = true;' : '\0'),
    ]);
    return send(out, {
      status: 200,
      headers: {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      },
      body: tampered,
    });
  }
  // Not a lost connection: Chrome quietly retries a request whose reused connection drops.
  if (kind === 'flaky' && path.startsWith('data/names-') && (dropped.get(run!) ?? 0) < 2) {
    dropped.set(run!, (dropped.get(run!) ?? 0) + 1);
    return send(out, { status: 404, headers: {}, body: 'not found' });
  }
  if (kind === 'held' && /^weather-widgets-worker-/.test(path)) await holdOf(run!).released;
  // As docs/site-owners.md asks of a CDN: files named by their content are cached for a year.
  const immutable: Record<string, string> = /-[0-9a-f]{8}(?:-\d+)?\.\w+$/.test(path)
    ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
    : {};
  const arrivedAt = Date.now();
  const sent = await serveFile(
    out,
    resolve(root, 'dist', path),
    // A CDN set up without CORS: the same files, without the header a page of another origin needs.
    { ...(kind === 'nocors' ? {} : { 'Access-Control-Allow-Origin': '*' }), ...immutable },
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  );
  if (run !== undefined) transfers.set(run, [...(transfers.get(run) ?? []), { file: path, ...sent, arrivedAt }]);
  // Released once the chunk is recorded, so that the worker's code is recorded after it.
  if (kind === 'held' && /^data\/(names|major|initials|tile|climate)-/.test(path)) holdOf(run!).release();
}

async function site(request: IncomingMessage, out: ServerResponse): Promise<void> {
  const name = /^\/([\w-]+\.html)$/.exec(new URL(request.url ?? '/', 'http://site').pathname)?.[1];
  if (!name) return send(out, { status: 404, headers: {}, body: 'not found' });
  const file = await readFile(resolve(import.meta.dirname, '../sites', name), 'utf8').catch(() => undefined);
  if (file === undefined) return send(out, { status: 404, headers: {}, body: 'not found' });
  // ?run=<id> loads the widgets through /run/<id>/ (or ?flaky=<id>, /flaky/<id>/; ?tamper=<start>, /tamper/<start>/; ?held=<id>, /held/<id>/), whose files the CDN records.
  const query = new URL(request.url ?? '/', 'http://site').searchParams;
  const through =
    (['run', 'flaky', 'tamper', 'held'] as const)
      .filter((kind) => query.has(kind))
      .map((kind) => `/${kind}/${query.get(kind)}`)[0] ?? '';
  const html = file
    .replaceAll('{{CDN}}', `http://127.0.0.1:${CDN_PORT}${through}`)
    .replaceAll('{{SRI}}', await scriptIntegrity())
    .replaceAll('{{NOW}}', SUITE_TIME)
    // The bench's other origins (test/bench/bench-browser.ts), on ports a parallel bench may move.
    .replaceAll('{{HELLO}}', `http://127.0.0.1:${process.env['WEATHER_BENCH_HELLO_PORT'] || 5186}`)
    .replaceAll('{{HTTP_SOURCE}}', `http://127.0.0.1:${process.env['WEATHER_BENCH_HTTP_SOURCE_PORT'] || 5189}`)
    // ?hints: the hints docs/hosting-on-a-cdn.md gives, a connection to the CDN for the script and
    // one for the files it and its worker fetch (CORS, without credentials).
    .replaceAll(
      '{{HINTS}}',
      query.has('hints')
        ? `<link rel="preconnect" href="http://127.0.0.1:${CDN_PORT}/" /><link rel="preconnect" href="http://127.0.0.1:${CDN_PORT}/" crossorigin />`
        : '',
    );
  // A page states its own Content-Security-Policy in a <meta name="test-csp"> for this server to send.
  // Its sources name the CDN's origin: a path in a source would match that path alone.
  const csp = /<meta name="test-csp" content="([^"]+)"/
    .exec(file)?.[1]
    ?.replaceAll('{{CDN}}', `http://127.0.0.1:${CDN_PORT}`);
  out.writeHead(200, { 'Content-Type': TYPES['.html']!, ...(csp ? { 'Content-Security-Policy': csp } : {}) });
  out.end(html);
}

/** The Subresource Integrity of the built script, as site owners pin it. */
async function scriptIntegrity(): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await readFile(resolve(root, 'dist/weather-widgets.js')))
    .digest('base64')}`;
}

// A file's encodings, made once per version of the file: Brotli at its best quality, as CDNs
// (jsDelivr, unpkg, cdnjs, Cloudflare) keep static files, and gzip at the level the build's
// budgets count.
const encoded = new Map<string, { modified: number; raw: Buffer; br: Buffer; gzip: Buffer; etag: string }>();

async function encodingsOf(path: string) {
  const modified = (await stat(path).catch(() => undefined))?.mtimeMs;
  if (modified === undefined) return undefined;
  const known = encoded.get(path);
  if (known?.modified === modified) return known;
  const raw = await readFile(path);
  const br = brotliCompressSync(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
  const files = { modified, raw, br, gzip: gzipSync(raw, { level: 9 }), etag };
  encoded.set(path, files);
  return files;
}

// Sends a file in the best encoding the browser accepts (Brotli, then gzip); returns the bytes of
// the body on the wire, and those gzip would have taken. As every CDN does, each file carries an
// ETag, and a browser that already holds the file is answered 304 with no body.
async function serveFile(
  out: ServerResponse,
  path: string,
  headers: Record<string, string>,
  acceptEncoding?: string,
  ifNoneMatch?: string,
): Promise<{ bytes: number; gzipBytes: number }> {
  const files = await encodingsOf(path);
  if (!files) {
    send(out, { status: 404, headers, body: 'not found' });
    return { bytes: 0, gzipBytes: 0 };
  }
  if (ifNoneMatch === files.etag) {
    out.writeHead(304, { ETag: files.etag, Vary: 'Accept-Encoding', ...headers });
    out.end();
    return { bytes: 0, gzipBytes: 0 };
  }
  const encoding = acceptedEncoding(acceptEncoding);
  const body = encoding === undefined ? files.raw : files[encoding];
  out.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    ETag: files.etag,
    ...headers,
  });
  out.end(body);
  return { bytes: body.length, gzipBytes: files.gzip.length };
}

function serve(handler: (request: IncomingMessage, out: ServerResponse) => Promise<void>, port: number): void {
  createServer((request, out) => {
    handler(request, out).catch((error: unknown) => {
      console.error(error);
      if (!out.headersSent) out.writeHead(500);
      out.end();
    });
  }).listen(port, '127.0.0.1', () => console.log(`second-origin: listening on ${port}`));
}

serve(cdn, CDN_PORT);
serve(site, SITE_PORT);
