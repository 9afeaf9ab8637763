// WebKit, Safari's engine, as WebKitGTK's MiniBrowser driven by WebKitWebDriver over W3C
// WebDriver (selenium-webdriver as the client). The driver runs under xvfb-run, since MiniBrowser
// needs an X display, on a free loopback port; each context is a WebDriver session of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key as Keys, type WebDriver } from 'selenium-webdriver';
import { VIEWPORT, type Engine, type EngineContext, type EngineTab, type Key } from './engine.ts';
import type { EnginePaths } from './find-engines.ts';
import { startInsecureHostProxy } from './insecure-host.ts';

const KEYS: Record<Key, string> = {
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Tab: Keys.TAB,
};

// W3C WebDriver awaits a script's promise only through the asynchronous form; this wraps the
// page function's source so that a rejection comes back as an error instead of a timeout. The
// source is part of the script, not eval'd in the page, so a page's CSP does not refuse it.
function pageFunctionScript(source: string): string {
  return `
  const done = arguments[arguments.length - 1];
  const args = Array.prototype.slice.call(arguments, 0, -1);
  Promise.resolve().then(() => (${source})(...args)).then(
    (value) => done({ value: value === undefined ? null : value }),
    (error) => done({ error: String((error && error.stack) || error) }),
  );`;
}

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the driver answers /status as ready, or its process has ended. */
async function whenReady(url: string, driver: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${log()}`);
    const ready = await fetch(`${url}/status`)
      .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 60 s: ${log()}`);
}

function sessionContext(driver: WebDriver): EngineContext {
  let current: string | undefined;
  async function on(handle: string): Promise<void> {
    if (current !== handle) await driver.switchTo().window(handle);
    current = handle;
  }
  let first = true;
  return {
    async newTab() {
      if (first) first = false;
      else await driver.switchTo().newWindow('tab');
      const handle = await driver.getWindowHandle();
      current = handle;
      const tab: EngineTab = {
        goto: async (url) => (await on(handle), driver.get(url)),
        reload: async () => (await on(handle), driver.navigate().refresh()),
        async evaluate(fn, ...args) {
          await on(handle);
          const result = await driver.executeAsyncScript<{ value?: unknown; error?: string }>(
            pageFunctionScript(fn.toString()),
            ...args,
          );
          if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
          return result.value as never;
        },
        type: async (text) => (await on(handle), driver.actions().sendKeys(text).perform()),
        press: async (key) => (await on(handle), driver.actions().sendKeys(KEYS[key]).perform()),
        addScript: async (source) => {
          await on(handle);
          await driver.executeScript(source);
        },
        screenshot: async () => (await on(handle), Buffer.from(await driver.takeScreenshot(), 'base64')),
      };
      return tab;
    },
    close: () => within(30_000, driver.quit()).catch(() => {}),
  };
}

export async function launchWebKit(paths: EnginePaths): Promise<Engine> {
  const port = await freePort();
  let output = '';
  // Its own process group, so that stopping it stops Xvfb and MiniBrowser too.
  const driverProcess = spawn(paths.xvfbRun, ['-a', paths.webKitWebDriver, `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  driverProcess.stdout?.on('data', keep);
  driverProcess.stderr?.on('data', keep);
  const stop = () => {
    try {
      process.kill(-driverProcess.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await whenReady(url, driverProcess, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  // The insecure host is reached through a proxy (WebKitGTK sends loopback there too).
  const proxy = await startInsecureHostProxy();
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: paths.miniBrowser,
      args: ['--automation', `--proxy=http://127.0.0.1:${proxy.port}`],
    },
  };
  // On a loaded machine a MiniBrowser now and then never answers its new session: give each try
  // 25 s, and start another (three tries fit in a test's 90 s).
  const session = async (): Promise<WebDriver> => {
    for (let attempt = 1; ; attempt++) {
      const starting = new Builder().usingServer(url).withCapabilities(capabilities).build();
      const driver = await within(25_000, Promise.resolve(starting)).catch((error: unknown) => {
        void Promise.resolve(starting).then(
          (late) => late.quit(),
          () => {},
        );
        if (attempt >= 3)
          throw new Error(`WebKitWebDriver: no session after ${attempt} tries: ${String(error)}; ${output}`);
        return undefined;
      });
      if (!driver) continue;
      await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
      await driver.manage().window().setRect(VIEWPORT);
      return driver;
    }
  };
  // One session answers the version; each context then has its own.
  const probe = await session();
  const browserVersion: unknown = (await probe.getCapabilities()).get('browserVersion');
  await probe.quit();
  if (typeof browserVersion !== 'string') throw new Error('WebKitWebDriver: its session names no browserVersion');
  const version = `webkitgtk/${browserVersion}`;
  return {
    name: 'webkit',
    version,
    newContext: async () => sessionContext(await session()),
    close: async () => {
      stop();
      await proxy.close();
    },
  };
}
