// A site as a site owner makes one: a folder of pages with `dist/` uploaded beside them under a
// name of their choosing, served as plain files by any static host. The browser specs of the
// docs' snippets run them here, as the docs tell a reader to.
import { readFile } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
};

/** A running static site: its origin, and how to stop it. */
export interface StaticSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `pages` (path → HTML) and each folder of `folders` (URL prefix → folder on disk) on
 * 127.0.0.1, on a free port, with `headers` on every file.
 */
export async function serveStaticSite(
  pages: Record<string, string>,
  folders: Record<string, string>,
  headers: OutgoingHttpHeaders = {},
): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    const page = pages[path];
    const [prefix, folder] = Object.entries(folders).find(([candidate]) => path.startsWith(candidate)) ?? [];
    const file = prefix === undefined ? undefined : resolve(folder!, path.slice(prefix.length));
    const read =
      page !== undefined
        ? Promise.resolve(Buffer.from(page))
        : file?.startsWith(resolve(folder!))
          ? readFile(file).catch(() => undefined)
          : Promise.resolve(undefined);
    void read.then((body) => {
      if (body === undefined) return void response.writeHead(404, headers).end('not found');
      response.writeHead(200, {
        'Content-Type': TYPES[page !== undefined ? '.html' : extname(file!)] ?? 'application/octet-stream',
        ...headers,
      });
      response.end(body);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}
