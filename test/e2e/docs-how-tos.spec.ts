// The pages of the tutorial and the site owners' how-to guides (docs/examples/*.html, which the
// guides show to the letter: test/docs/example-files.test.ts), each hosted as its guide says:
// dist/ uploaded beside the page, in WordPress's uploads folder, or on a CDN of another origin,
// and the page on its own weather server (docs/examples/weather-server.mjs, run with node).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, ForecastHarness, SearchHarness, test } from '../../src/testing/index.ts';
import { serveStaticSite, type StaticSite } from './servers/static-site.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');
const example = (name: string) => readFileSync(resolve(root, 'docs/examples', name), 'utf8');

test.use({ locale: 'en-GB' });

test('the tutorial: the first page shows Oslo, and with the search a visitor chooses Lyon', async ({ page }) => {
  const site = await serveStaticSite(
    { '/index.html': example('first-forecast.html'), '/search.html': example('first-forecast-with-search.html') },
    { '/weather-widgets/': dist },
  );
  try {
    await page.goto(`${site.origin}/index.html`);
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    await expect(forecast.place).toHaveText('Oslo');

    await page.goto(`${site.origin}/search.html`);
    await SearchHarness.of(page).choose('Lyon');
    await expect(forecast.place).toHaveText('Lyon');
    await forecast.whenReady();
  } finally {
    await site.close();
  }
});

test('WordPress: the Custom HTML block in a post, dist/ in the uploads folder', async ({ page }) => {
  // The post as WordPress renders it: the theme's page, the block's HTML in the post's content.
  const post = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head><body><article class="post">\n${example('wordpress-block.html')}</article></body></html>`;
  const site = await serveStaticSite({ '/2026/11/a-post/': post }, { '/wp-content/uploads/weather-widgets/': dist });
  try {
    await page.goto(`${site.origin}/2026/11/a-post/`);
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    await expect(forecast.place).toHaveText('Lisbon');
    await expect(forecast.days).toHaveCount(3);
  } finally {
    await site.close();
  }
});

test('a CDN: dist/ on another origin with CORS and long caching, the page under its CSP', async ({ page }) => {
  const cdn = await serveStaticSite(
    {},
    { '/weather-widgets/': dist },
    { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable' },
  );
  // The browser asks the site for its icon; an empty one keeps its 404 out of the console.
  const site = await serveStaticSite(
    { '/index.html': example('cdn-page.html').replaceAll('https://cdn.example', cdn.origin), '/favicon.ico': '' },
    {},
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  try {
    await page.goto(`${site.origin}/index.html`);
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    await expect(forecast.place).toHaveText('Reykjavík');
    // The policy lets the worker start: no warning that the service fell back to the main thread.
    expect(warnings).toEqual([]);
  } finally {
    await Promise.all([site.close(), cdn.close()]);
  }
});

// A port no one listens on, for the server the guide starts.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

test.describe(() => {
  // The guide's server answers for the real hour, so the page keeps the real clock.
  test.use({ weatherTime: null });

  test('your own server: the page asks the weather server the guide runs', async ({ page }) => {
    const port = await freePort();
    const server = spawn(process.execPath, [resolve(root, 'docs/examples/weather-server.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'inherit',
    });
    const own = `http://127.0.0.1:${port}`;
    // Stopped however the test ends: a server left running would hold its port.
    let site: StaticSite | undefined;
    try {
      await expect
        .poll(
          () =>
            fetch(`${own}/v1/current?place=Oslo&key=my-site-key`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      site = await serveStaticSite(
        { '/index.html': example('own-server-page.html').replaceAll('http://localhost:8787', own) },
        { '/weather-widgets/': dist },
      );
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(own)) asked.push(new URL(request.url()).pathname);
      });
      await page.goto(`${site.origin}/index.html`);
      const forecast = ForecastHarness.of(page);
      await forecast.whenReady();
      await expect(forecast.place).toHaveText('Oslo');
      expect(asked).toContain('/v1/forecast');
    } finally {
      server.kill();
      await site?.close();
    }
  });
});
