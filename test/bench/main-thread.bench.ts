// What the widgets cost the host page's main thread, as Lighthouse's mobile run sees it: the CPU
// slowed 4× (CDP), every task over 50 ms counted into Total Blocking Time from the Long Tasks
// API, cold (a new context) and warm (its reload), beside the same page without the widgets.
// Then Interaction to Next Paint for a search typed into <weather-search>, from the Event
// Timing API, beside typing into the plain page's own input.
import type { Browser, Page } from '@playwright/test';
import { BENCH_SITE_PORT } from './bench-browser.ts';
import { percentile } from './stats.ts';
import { writeFigure } from './bench-report.ts';
import { describeTask, traceLongestTasks } from './main-thread-trace.ts';

const THROTTLE = 4;
const LOADS = 5;
// The page is settled once no long task has come for this long after what it waits for.
const QUIET_MS = 1_500;

/** One script run inside a long animation frame (Long Animation Frames API): what ran, how long. */
interface ScriptRun {
  invoker: string;
  duration: number;
  /** Served by the CDN: the script, the engine, the main-thread host. */
  ours: boolean;
}

declare global {
  interface Window {
    longTasks?: { start: number; duration: number; source: string }[];
    scriptRuns?: ScriptRun[];
    interactions?: number[];
  }
}

interface MainThread {
  tbt: number;
  longest: number;
  longTasks: number;
  /** Each long task's duration, in order. */
  durations: number[];
  /** Our script runs, longest first, as the Long Animation Frames API attributes them. */
  ours: ScriptRun[];
}

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const source =
          (entry as PerformanceEntry & { attribution?: { containerSrc?: string }[] }).attribution?.[0]?.containerSrc ||
          entry.name;
        window.longTasks!.push({ start: entry.startTime, duration: entry.duration, source });
      }
    }).observe({ type: 'longtask', buffered: true });
    // Which scripts ran in each frame over 50 ms: a long task that is ours shows as a run of ours.
    window.scriptRuns = [];
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as {
        scripts: { invoker: string; duration: number; sourceURL?: string }[];
      }[]) {
        for (const script of frame.scripts)
          window.scriptRuns!.push({
            invoker: script.invoker,
            duration: script.duration,
            ours: (script.sourceURL ?? '').includes('/cdn/'),
          });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    window.interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ((entry as PerformanceEventTiming).interactionId) window.interactions!.push(entry.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  return page;
}

/** Waits until `ready` holds and then no long task has started for QUIET_MS; reads the tasks. */
async function settle(page: Page, ready: () => Promise<unknown>): Promise<MainThread> {
  await ready();
  await page.waitForFunction(
    (quiet) => {
      const last = Math.max(0, ...window.longTasks!.map((task) => task.start + task.duration));
      return performance.now() - last > quiet;
    },
    QUIET_MS,
    { timeout: 60_000, polling: 100 },
  );
  const tasks = await page.evaluate(() => window.longTasks!);
  const runs = await page.evaluate(() => window.scriptRuns!);
  return {
    tbt: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasks: tasks.length,
    durations: tasks.map((task) => Math.round(task.duration)),
    ours: runs.filter((run) => run.ours).sort((a, b) => b.duration - a.duration),
  };
}

const forecastShown = (page: Page) => () =>
  page.waitForFunction(
    () => {
      const root = document.querySelector('weather-forecast')?.shadowRoot;
      return (
        root?.querySelector('[part~="base"]')?.getAttribute('aria-busy') === 'false' &&
        /\d/.test(root.querySelector('[part~="temperature"]')?.textContent ?? '')
      );
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );

async function loads(
  browser: Browser,
  url: string,
  ready: (page: Page) => () => Promise<unknown>,
): Promise<{ cold: MainThread[]; warm: MainThread[] }> {
  const cold: MainThread[] = [];
  const warm: MainThread[] = [];
  for (let run = 0; run < LOADS; run++) {
    const page = await throttledPage(browser);
    await page.goto(url);
    cold.push(await settle(page, ready(page)));
    await page.reload();
    warm.push(await settle(page, ready(page)));
    await page.context().close();
  }
  return { cold, warm };
}

/** The worst interaction of typing `text` into the focused field, after the page has settled. */
async function typingInp(
  browser: Browser,
  url: string,
  focus: (page: Page) => Promise<void>,
  ready: (page: Page) => () => Promise<unknown>,
): Promise<number> {
  const page = await throttledPage(browser);
  await page.goto(url);
  await settle(page, ready(page));
  await focus(page);
  await page.evaluate(() => (window.interactions = []));
  await page.keyboard.type('Tok', { delay: 150 });
  await settle(page, async () => undefined);
  const inp = await page.evaluate(() => Math.max(0, ...window.interactions!));
  await page.context().close();
  return inp;
}

function line(label: string, runs: MainThread[]): string {
  const p50 = (pick: (run: MainThread) => number) => Math.round(percentile(runs.map(pick), 50));
  const loads = runs.map((run) => `${Math.round(run.tbt)} ms [${run.durations.join(' ')}]`).join('; ');
  const ours = runs
    .map(
      (run) =>
        run.ours
          .slice(0, 3)
          .map((script) => `${script.invoker.replace(/^https?:\/\/[^/]+\/cdn\//, '')} ${Math.round(script.duration)}`)
          .join(', ') || 'none',
    )
    .join('; ');
  return (
    `  ${label.padEnd(22)} TBT p50 ${p50((run) => run.tbt)} ms, longest task p50 ${p50((run) => run.longest)} ms, long tasks p50 ${p50((run) => run.longTasks)} (each load's TBT [its long tasks, ms]: ${loads})\n` +
    `  ${''.padEnd(22)} our longest script run p50 ${p50((run) => run.ours[0]?.duration ?? 0)} ms; runs over 50 ms p50 ${p50((run) => run.ours.filter((script) => script.duration > 50).length)} (each load's longest three, ms: ${ours})`
  );
}

export async function benchMainThread(browser: Browser): Promise<void> {
  const site = (page: string) => `http://127.0.0.1:${BENCH_SITE_PORT}/${page}`;
  const loaded = (page: Page) => () => page.waitForLoadState('load');
  const plain = await loads(browser, site('bench-plain.html'), loaded);
  const widgets = await loads(browser, site('bench-main-thread.html'), forecastShown);
  console.log(
    `\nMain thread under a ${THROTTLE}x CPU throttle (Long Tasks API; ${LOADS} loads each; the widgets' page until its forecast shows and ${QUIET_MS} ms pass with no long task):`,
  );
  console.log(line('plain page, cold', plain.cold));
  console.log(line('plain page, warm', plain.warm));
  console.log(line('with the widgets, cold', widgets.cold));
  console.log(line('with the widgets, warm', widgets.warm));
  const added =
    percentile(
      widgets.cold.map((run) => run.tbt),
      50,
    ) -
    percentile(
      plain.cold.map((run) => run.tbt),
      50,
    );
  console.log(`  the widgets add ${Math.round(added)} ms of TBT to a cold load (p50; goal <= 100 ms)`);
  const traced = await throttledPage(browser);
  const longest = await traceLongestTasks(browser, traced, site('bench-main-thread.html'), () =>
    settle(traced, forecastShown(traced)),
  );
  await traced.context().close();
  console.log(
    `  the longest tasks of a traced cold load with the widgets (DevTools trace; the font lookups wait inside layout): ${longest.map(describeTask).join('; ')}`,
  );
  const plainTbt = percentile(
    plain.cold.map((run) => run.tbt),
    50,
  );
  writeFigure('mainThread', 'tbt', `${Math.round(added)} ms`, `the plain page's own TBT ${Math.round(plainTbt)} ms`);
  const longestOurs = Math.max(...widgets.cold.map((run) => run.ours[0]?.duration ?? 0));
  const longestTask = Math.max(...plain.cold.map((run) => run.longest));
  writeFigure(
    'mainThread',
    'longest',
    `${Math.round(longestOurs)} ms (longest of ${widgets.cold.length} loads)`,
    `the plain page's longest task ${Math.round(longestTask)} ms`,
  );
  const plainInp = await typingInp(browser, site('bench-plain.html'), (page) => page.focus('input'), loaded);
  const searchInp = await typingInp(
    browser,
    site('bench-main-thread.html'),
    (page) => page.locator('weather-search input').focus(),
    forecastShown,
  );
  console.log(
    `  INP typing "Tok": ${Math.round(searchInp)} ms in <weather-search>, ${Math.round(plainInp)} ms in the plain page's input (goal <= 100 ms)`,
  );
  writeFigure('mainThread', 'inp', `${Math.round(searchInp)} ms`, `the plain page's input ${Math.round(plainInp)} ms`);
}
