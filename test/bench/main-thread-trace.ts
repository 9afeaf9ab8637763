// What the longest tasks of a cold load are made of, from a DevTools Protocol trace of the
// renderer's main thread (devtools.timeline and fonts categories): our script, the browser's style
// recalculation (UpdateLayoutTree, with the elements it styled), its layout (Layout, with the
// objects laid out), paint, and the font lookups a first layout waits for (each new font size or
// weight asks the browser process for the font and its rendering settings). The Long Tasks API
// tells how long a task was; this tells why.
import type { Browser, Page } from '@playwright/test';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts'];
const TASKS_SHOWN = 3;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number; url?: string };
    data?: { url?: string };
  };
}

/** One long task: its wall time and what ran inside it, in ms (elements and objects: counts). */
export interface TaskMakeup {
  duration: number;
  script: number;
  style: number;
  styled: number;
  layout: number;
  laidOut: number;
  paint: number;
  fontLookups: number;
  fontWait: number;
  /** What the trace names none of the above: compiling, garbage collection, the throttle's own pauses. */
  other: number;
}

const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);
const FONT_LOOKUPS = new Set([
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
]);

/** Loads `url` cold in `page` (already throttled) under a trace; the makeup of its longest tasks. */
export async function traceLongestTasks(
  browser: Browser,
  page: Page,
  url: string,
  settled: () => Promise<unknown>,
): Promise<TaskMakeup[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await settled();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return longestTasks(traceEvents, new URL(url).pathname);
}

function longestTasks(events: TraceEvent[], path: string): TaskMakeup[] {
  // The renderer that committed the page, and its main thread.
  const commit = events.find((event) => event.name === 'CommitLoad' && event.args?.data?.url?.includes(path));
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === commit?.pid && event.args?.name === 'CrRendererMain',
  );
  if (!commit || !main) return [];
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  for (const event of own)
    if (event.name === 'RunTask' && (tasks.length === 0 || event.ts >= tasks.at(-1)!.ts + tasks.at(-1)!.dur!))
      tasks.push(event);
  return tasks
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, TASKS_SHOWN)
    .map((task) => makeup(task, own));
}

function makeup(task: TraceEvent, own: TraceEvent[]): TaskMakeup {
  const inside = own.filter((event) => event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!);
  // Only the outermost event of a kind counts, so that nested script or paint is not counted twice.
  const outermost = (names: Set<string>) => {
    const found: TraceEvent[] = [];
    for (const event of inside)
      if (names.has(event.name) && (found.length === 0 || event.ts >= found.at(-1)!.ts + found.at(-1)!.dur!))
        found.push(event);
    return found;
  };
  const ms = (found: TraceEvent[]) => found.reduce((sum, event) => sum + event.dur!, 0) / 1000;
  const styles = outermost(new Set(['UpdateLayoutTree']));
  const layouts = outermost(new Set(['Layout']));
  const lookups = outermost(FONT_LOOKUPS);
  const parts = {
    script: ms(outermost(SCRIPT)),
    style: ms(styles),
    layout: ms(layouts),
    paint: ms(outermost(PAINT)),
  };
  const duration = task.dur! / 1000;
  return {
    duration,
    ...parts,
    styled: styles.reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0),
    laidOut: layouts.reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0),
    fontLookups: lookups.length,
    fontWait: ms(lookups),
    other: Math.max(0, duration - parts.script - parts.style - parts.layout - parts.paint),
  };
}

/** "229 ms: script 12, style 11 (50 elements), layout 171 (18 objects), paint 10, other 25; 9 font lookups 55". */
export function describeTask(task: TaskMakeup): string {
  const round = Math.round;
  return (
    `${round(task.duration)} ms: script ${round(task.script)}, style ${round(task.style)} (${task.styled} elements), ` +
    `layout ${round(task.layout)} (${task.laidOut} objects), paint ${round(task.paint)}, other ${round(task.other)}; ` +
    `${task.fontLookups} font lookups ${round(task.fontWait)}`
  );
}
