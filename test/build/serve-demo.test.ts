// What `npm start` serves: the built demo pages and the weather API on one origin.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo, startDemoServer, type DemoServer } from '../../src/build/serve-demo.ts';
import { DEFAULT_LIMITS } from '../../src/server/server-limits.ts';
import { parseWorldManifest, worldFiles } from '../../src/sources/embedded/world/world-manifest.ts';

describe('the demo server', () => {
  // The build folder has a secret beside it, which no URL may reach.
  const parent = mkdtempSync(join(tmpdir(), 'weather-demo-'));
  const dir = join(parent, 'site');
  let demo: DemoServer;

  beforeAll(async () => {
    writeFileSync(join(parent, 'secret.txt'), 'the secret');
    await buildDemo(dir);
    // Links inside the folder that lead out of it: to the secret, and to the folder above.
    symlinkSync(join(parent, 'secret.txt'), join(dir, 'leak.txt'));
    symlinkSync(parent, join(dir, 'up'));
    demo = await startDemoServer({ port: 0, dir });
  }, 180_000);

  afterAll(async () => {
    await demo?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the landing page with both widgets, and the gallery and playground beside it', async () => {
    const landing = await fetch(demo.url);
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await landing.text();
    expect(html).toContain('<weather-forecast id="forecast"');
    expect(html).toContain('<weather-search for="forecast"');
    for (const page of ['demo/gallery.html', 'demo/playground.html']) {
      expect((await fetch(new URL(page, demo.url))).status).toBe(200);
    }
    const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(new URL(script!, demo.url));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the docs beside the demo: the README as /docs/index.html, every docs page, and the example spec', async () => {
    const index = await fetch(new URL('docs/index.html', demo.url));
    expect(index.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await index.text();
    expect(html).toContain('<h1 id="weather-widgets">weather-widgets</h1>');
    expect(html).toContain('href="/docs/testing.html"');
    for (const page of ['docs/testing.html', 'docs/elements.html', 'docs/server.html'])
      expect((await fetch(new URL(page, demo.url))).status).toBe(200);
    expect(await (await fetch(new URL('docs/examples/weather-page.spec.ts', demo.url))).text()).toContain(
      "from 'weather-widgets/testing'",
    );
  });

  it("serves the embedded world's manifest and every chunk it names under data/, where the pages look for them", async () => {
    const manifest = await fetch(new URL('data/world.json', demo.url));
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const files = worldFiles(parseWorldManifest(new Uint8Array(await manifest.arrayBuffer())));
    expect(files.length).toBeGreaterThan(100);
    for (const name of files) {
      const reply = await fetch(new URL(`data/${name}`, demo.url), { method: 'HEAD' });
      expect(reply.status, name).toBe(200);
      expect(reply.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the weather API at /v1', async () => {
    const reply = await fetch(new URL('v1/forecast?place=Oslo&key=demo', demo.url));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/json/);
    const body = (await reply.json()) as { location: { name: string } };
    expect(body.location.name).toBe('Oslo');
    expect((await fetch(new URL('v1/nowhere', demo.url))).status).toBe(404);
  });

  it("describes the weather API at /v1/openapi.json, its examples the demo world's replies", async () => {
    const reply = await fetch(new URL('v1/openapi.json', demo.url));
    expect(reply.status).toBe(200);
    const document = (await reply.json()) as {
      openapi: string;
      paths: Record<
        string,
        { get: { responses: Record<string, { content?: Record<string, { examples?: object }> }> } }
      >;
    };
    expect(document.openapi).toMatch(/^3\.1\./);
    const examples = document.paths['/geocode']!.get.responses['200']!.content!['application/json']!.examples!;
    expect(Object.values(examples)[0]).toMatchObject({
      value: { results: expect.arrayContaining([expect.objectContaining({ name: 'Oslo' })]) },
    });
  });

  it('never serves a file outside the build folder', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/demo/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/missing.html',
    ]) {
      const reply = await fetch(new URL(path, demo.url));
      expect(reply.status, path).toBe(404);
      expect(await reply.text()).not.toContain('the secret');
    }
    expect((await fetch(new URL('/%E0%A4%A', demo.url))).status).toBe(400);
  });

  it('never follows a symbolic link out of the build folder', async () => {
    for (const path of ['/leak.txt', '/up/secret.txt']) {
      const reply = await fetch(new URL(path, demo.url));
      expect(reply.status, path).toBe(404);
      expect(await reply.text()).not.toContain('the secret');
    }
  });

  it("holds the API server's limits: header and request timeouts, keep-alive, header size, connections per client", async () => {
    const { server } = demo;
    expect({
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      maxConnections: server.maxConnections,
    }).toEqual({
      headersTimeout: DEFAULT_LIMITS.headersTimeoutMs,
      requestTimeout: DEFAULT_LIMITS.requestTimeoutMs,
      keepAliveTimeout: DEFAULT_LIMITS.keepAliveTimeoutMs,
      maxConnections: DEFAULT_LIMITS.maxConnections,
    });
    // Node's default allows 16 KB of headers.
    expect(
      (await fetch(demo.url, { headers: { 'X-Padding': 'x'.repeat(DEFAULT_LIMITS.maxHeaderSize + 1024) } })).status,
    ).toBe(431);
    // Node's defaults held 300 idle connections from one client for 90 s; the cap answers those past 256 at once (429) and closes them.
    const { port } = new URL(demo.url);
    const sockets: Socket[] = Array.from({ length: 300 }, () =>
      connect(Number(port), '127.0.0.1')
        .on('error', () => {})
        .resume(),
    );
    await Promise.all(
      sockets.map(
        (socket) => new Promise((resolve) => (socket.once('connect', resolve), socket.once('close', resolve))),
      ),
    );
    await expect
      .poll(() => sockets.filter((socket) => socket.destroyed).length)
      .toBeGreaterThanOrEqual(300 - DEFAULT_LIMITS.maxConnectionsPerClient);
    for (const socket of sockets) socket.destroy();
  });
});
