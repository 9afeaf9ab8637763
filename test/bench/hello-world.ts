// Serves the bare Lit hello-world of the first-render bench: test/bench/hello-world-element.ts and
// Lit from node_modules, bundled by Vite in memory into one minified classic script, on a third
// origin that answers like the test CDN (CORS, Brotli or gzip, an ETag, no Cache-Control), so both scripts
// travel alike.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { acceptedEncoding } from '../e2e/servers/accepted-encoding.ts';
import { BENCH_HELLO_PORT } from './bench-browser.ts';

/** The port the bench's pages load the hello-world script from. */
export const HELLO_PORT = BENCH_HELLO_PORT;

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      lib: {
        entry: resolve(import.meta.dirname, 'hello-world-element.ts'),
        formats: ['iife'],
        name: 'HelloWorld',
        fileName: () => 'hello-world.js',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('bench: the hello-world build produced no script');
}

/** Builds the hello-world script and serves it at http://127.0.0.1:HELLO_PORT/hello-world.js. */
export async function serveHelloWorld(): Promise<{ gzipBytes: number; close: () => Promise<void> }> {
  const code = Buffer.from(await bundle());
  const encoded = {
    br: brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(code, { level: 9 }),
  };
  const etag = `"${createHash('sha256').update(code).digest('base64url').slice(0, 22)}"`;
  const server = createServer((request, out) => {
    if (request.url !== '/hello-world.js') return void out.writeHead(404).end();
    if (request.headers['if-none-match'] === etag)
      return void out.writeHead(304, { ETag: etag, 'Access-Control-Allow-Origin': '*', Vary: 'Accept-Encoding' }).end();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    out.writeHead(200, {
      'Content-Type': 'text/javascript',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      ETag: etag,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    out.end(encoding ? encoded[encoding] : code);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', (error) =>
      fail(new Error(`bench: cannot serve the hello-world script on port ${HELLO_PORT}: ${error.message}`)),
    );
    server.listen(HELLO_PORT, '127.0.0.1', done);
  });
  return {
    gzipBytes: encoded.gzip.length,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
