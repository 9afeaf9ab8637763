// The cross-engine suite's test: one engine per Playwright project (its name says which), launched
// once per worker; each test gets a fresh visitor (a browser context of its own) and a tab in it.
import { test as base } from '@playwright/test';
import { ensureChromium } from '../e2e/find-chromium.ts';
import type { Engine, EngineContext, EngineName, EngineTab } from './engine.ts';
import { ensureEngines } from './find-engines.ts';
import { launchChromium, launchFirefox } from './puppeteer-engine.ts';
import { launchWebKit } from './webkit-engine.ts';

export interface EngineOptions {
  engineName: EngineName;
}

async function launch(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return launchChromium(ensureChromium());
  const paths = ensureEngines();
  return name === 'firefox' ? launchFirefox(paths.firefox) : launchWebKit(paths);
}

export const test = base.extend<{ visitor: EngineContext; tab: EngineTab }, EngineOptions & { engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launch(engineName);
      console.log(`engines: ${engineName} is ${engine.version}`);
      await use(engine);
      await engine.close();
    },
    // A cold WebKit under Xvfb on a busy 2-core machine takes a while to come up.
    { scope: 'worker', timeout: 120_000 },
  ],
  visitor: async ({ engine }, use) => {
    const context = await engine.newContext();
    await use(context);
    await context.close();
  },
  tab: async ({ visitor }, use) => use(await visitor.newTab()),
});

export { expect } from '@playwright/test';
