// What the cross-engine scenarios ask of a browser, whatever drives it: Chromium over the
// DevTools protocol, Firefox over WebDriver BiDi, WebKit over W3C WebDriver.

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** The keys the scenarios press, by their W3C names. */
export type Key = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab';

/** A function run in the page: its source is sent, so it may use only its arguments. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EngineTab {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page and returns its (awaited, JSON-serialisable) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Runs a whole script (a library's source) in the page. */
  addScript(source: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
}

/** A set of tabs that share storage (one profile): what one visitor's browser is. */
export interface EngineContext {
  newTab(): Promise<EngineTab>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine's own name and version, e.g. "firefox/153.7.0". */
  readonly version: string;
  newContext(): Promise<EngineContext>;
  close(): Promise<void>;
}

/** The viewport every tab opens with: wider than the widest widget the scenarios lay out. */
export const VIEWPORT = { width: 480, height: 1000 };
