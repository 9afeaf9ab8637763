// What the hook in a page tells the test (weather-widgets/testing), through a function Playwright
// exposes on the page's global object.

/** The global name of the test's function in the page. */
export const REPORT_BINDING = '__weatherWidgetsTestingReport';

/**
 * `held`: a slow answer is held back `delayMs` by the page's clock, from now.
 * `answer`: make the reply of scripted answer `id` for this question (the test's function), and
 * give it back. `asked`: the widget asked this and got that status (`cached`: from the cache);
 * `used` names the scripted answers and chosen weathers that made the reply.
 */
export type Report =
  | { kind: 'held'; operation: string; delayMs: number }
  | { kind: 'answer'; id: string; operation: string; query: Readonly<Record<string, string>> }
  | {
      kind: 'asked';
      operation: string;
      query: Readonly<Record<string, string>>;
      status: number;
      cached: boolean;
      used: string[];
      /** The place the reply is for (a forecast's or current's `location.name`), if any. */
      answered?: string;
    };
