// Chromium over the DevTools protocol and Firefox over WebDriver BiDi, both through puppeteer-core.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../e2e/find-chromium.ts';
import { VIEWPORT, type Engine, type EngineContext, type EngineTab } from './engine.ts';
import { CHROMIUM_HOST_RULE, FIREFOX_HOST_PREFS } from './insecure-host.ts';

function tabOf(page: Page): EngineTab {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    addScript: async (source) => {
      await page.evaluate(source);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
  };
}

async function engineOf(name: 'chromium' | 'firefox', browser: Browser): Promise<Engine> {
  const version = await browser.version();
  return {
    name,
    version,
    async newContext(): Promise<EngineContext> {
      const context = await browser.createBrowserContext();
      return {
        async newTab() {
          const page = await context.newPage();
          await page.setViewport(VIEWPORT);
          return tabOf(page);
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// Puppeteer hides Chromium's scrollbars by default; a visitor's Chrome shows them.
export async function launchChromium(executablePath: string): Promise<Engine> {
  return engineOf(
    'chromium',
    await puppeteer.launch({
      browser: 'chrome',
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, CHROMIUM_HOST_RULE],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    }),
  );
}

export async function launchFirefox(executablePath: string): Promise<Engine> {
  return engineOf(
    'firefox',
    await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: FIREFOX_HOST_PREFS,
    }),
  );
}
