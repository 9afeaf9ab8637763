// The test's side of a page's testing hook: installs the hook once per page, keeps the log of
// what the widgets asked, makes the replies of answers scripted as functions, and remembers which
// chosen weathers and scripted answers the page used, so the fixture can name those it never did.
import type { BrowserContext, Page } from '@playwright/test';
import type { ServiceReply } from '../service/types.ts';
import { pageHookCode } from './page-hook-code.ts';
import { REPORT_BINDING, type Report } from './page-hook/report.ts';

/** One question the widgets of a page asked its weather service, and how it was answered. */
export interface AskedRequest {
  operation: 'forecast' | 'current' | 'geocode' | (string & {});
  /** What was asked (`place`, `lat`, `lon`, `days`, `language`…), as the widget sent it, without its key. */
  query: Record<string, string>;
  /** Whether the answer came from the site's cache rather than the source. */
  cached: boolean;
  /** The answer's HTTP status: 200, or a problem's (429, 503…). */
  status: number;
}

/** A chosen weather or scripted answer, as the test gave it. */
export interface Script {
  id: string;
  /** How the test asked for it, for messages: `setWeather(page, { place: 'Berlin', … })`. */
  call: string;
  /** What it waited for: `a forecast of Berlin`. */
  awaited: string;
  used: boolean;
  /** A scripted answer made when asked, from the question. */
  make?: (query: Record<string, string>) => ServiceReply | undefined;
}

interface Session {
  page: Page;
  log: AskedRequest[];
  scripts: Map<string, Script>;
  /** What went wrong in the test's own functions while the page asked (a scripted answer that is not the contract's). */
  errors: Error[];
  /** Slow answers: how many the test queued, and the delays of those the page holds (in order). */
  slow: { queued: number; held: number[]; skipped: number };
  /** The places the page's answers were for. */
  answered: Set<string>;
  installed: Promise<void>;
}

const sessions = new WeakMap<Page, Session>();
const ofContext = new WeakMap<BrowserContext, Set<Session>>();
let counter = 0;

/** The page's session, its hook installed (on this document and every one it opens next). */
export async function sessionOf(page: Page): Promise<Session> {
  let session = sessions.get(page);
  if (!session) {
    const created: Session = {
      page,
      log: [],
      scripts: new Map(),
      slow: { queued: 0, held: [], skipped: 0 },
      errors: [],
      answered: new Set<string>(),
      installed: Promise.resolve(),
    };
    created.installed = install(created);
    sessions.set(page, created);
    const siblings = ofContext.get(page.context()) ?? new Set();
    siblings.add(created);
    ofContext.set(page.context(), siblings);
    session = created;
  }
  await session.installed;
  return session;
}

async function install(session: Session): Promise<void> {
  const { page } = session;
  await page.exposeBinding(REPORT_BINDING, (_source, message: Report) => onReport(session, message));
  const content = await pageHookCode();
  await page.addInitScript({ content });
  if (page.url() !== 'about:blank') await page.evaluate(content);
}

function onReport(session: Session, message: Report): ServiceReply | undefined {
  if (message.kind === 'held') {
    session.slow.held.push(message.delayMs);
    return undefined;
  }
  if (message.kind === 'asked') {
    const { operation, query, status, cached } = message;
    session.log.push({ operation, query: { ...query }, cached, status });
    if (message.answered) session.answered.add(message.answered);
    for (const id of message.used) {
      const script = session.scripts.get(id);
      if (script) script.used = true;
    }
    return undefined;
  }
  const script = session.scripts.get(message.id);
  if (!script?.make) return undefined;
  try {
    return script.make({ ...message.query });
  } catch (error) {
    // The page gets the service's own answer; the test fails at its end with why.
    session.errors.push(error instanceof Error ? error : new Error(String(error)));
    return undefined;
  }
}

/** Registers a chosen weather or scripted answer; returns its id for the page's queue. */
export function addScript(session: Session, script: Omit<Script, 'id' | 'used'>): string {
  const id = `script-${(counter += 1)}`;
  session.scripts.set(id, { ...script, id, used: false });
  return id;
}

/** Forgets the page's scripts: cleared, they are no longer waited for. */
export function forgetScripts(page: Page): void {
  sessions.get(page)?.scripts.clear();
}

/**
 * What the widgets of the page asked its weather service, in the order answered: the operation,
 * the query (without the key), whether the answer came from the cache, and its status. The log
 * starts when the first of this entry's functions touches the page (or with this call, before
 * `page.goto`) and spans every document the page opens.
 */
export async function requests(page: Page): Promise<AskedRequest[]> {
  const { log } = await sessionOf(page);
  return log.map((entry) => ({ ...entry, query: { ...entry.query } }));
}

/**
 * What the fixture reports at a test's end: each chosen weather and scripted answer of the
 * context's pages that no answer used, and errors of scripted answers made from a question.
 */
export function unusedScripts(context: BrowserContext): { unused: Script[]; errors: Error[] } {
  const all = [...(ofContext.get(context) ?? [])];
  return {
    unused: all.flatMap((session) => [...session.scripts.values()].filter((script) => !script.used)),
    errors: all.flatMap((session) => session.errors),
  };
}

/** The places the context's answers were for (their locations' names), for messages. */
export function answeredPlaces(context: BrowserContext): string[] {
  return [...new Set([...(ofContext.get(context) ?? [])].flatMap((session) => [...session.answered]))];
}

/** Counts slow answers the test queued (`slowNextAnswers`), so `skipSlowAnswers` knows how many to wait for. */
export async function expectSlowAnswers(page: Page, count: number): Promise<void> {
  (await sessionOf(page)).slow.queued += count;
}
