// What docs/benchmarks.md may hold: one section per benchmark, in the page's order, each with the
// figures its bench writes. The page is generated from these and a run's values
// (benchmarks-page.ts); test/docs/benchmarks-page.test.ts fails on any figure not named here.

/** A figure a bench writes: what it is and the budget or goal it is held to. */
export interface FigureSpec {
  what: string;
  /** The budget or goal, as the page states it; empty when the figure has none. */
  budget: string;
}

/** One benchmark: its heading, what it measures, the command that runs it alone, its figures. */
export interface BenchSection {
  title: string;
  /** `npm run bench -- <name>` runs this section's bench alone. */
  name: string;
  measures: string;
  figures: Record<string, FigureSpec>;
}

export const BENCH_SECTIONS = {
  forecast: {
    title: 'The embedded world: forecasts and searches',
    name: 'forecast',
    measures:
      'A 14-day, 168-hour forecast of one place, warm and uncached (each run a new hour, as a worker refreshing through the day asks), place search and reverse geocoding, in one Node process on the embedded world as the build ships it.',
    figures: {
      forecastP50: { what: 'forecast, 14 days + 168 hours, one place, p50', budget: '≤ 0.5 ms' },
      forecastP95: { what: 'forecast, 14 days + 168 hours, one place, p95', budget: '' },
      searchP95: { what: 'place search (realistic queries), p95', budget: '≤ 1 ms' },
      reverseP95: { what: 'coordinates → place, p95', budget: '' },
    },
  },
  service: {
    title: 'The service core',
    name: 'forecast',
    measures:
      "`handle()` calls per second for a 3-day, 24-hour forecast, from the service's cache and uncached (every call a new coordinate), with the embedded source.",
    figures: {
      cached: { what: '`handle()` forecast, cached', budget: '' },
      uncached: { what: '`handle()` forecast, uncached', budget: '' },
    },
  },
  http: {
    title: 'HTTP',
    name: 'service',
    measures:
      "A cached forecast over HTTP at 32 connections against a bare `node:http` server sending the same body, the servers taking turns in slices; the ratio of throughput and of each server's CPU time a request (medians of the rounds).",
    figures: {
      identity: { what: 'identity: throughput / CPU a request, against bare', budget: '≥ 0.8×' },
      gzip: { what: 'gzip: throughput / CPU a request, against bare', budget: '≥ 0.8×' },
      load: { what: 'load: 50 forecast mixes at 64 connections', budget: 'zero 5xx' },
    },
  },
  httpInstructions: {
    title: 'HTTP: instructions a request',
    name: 'http-instructions',
    measures:
      "The stable measure of the HTTP server's own cost: callgrind counts the instructions of each server's main thread over a run of cached forecasts after a warm-up (V8 has optimised the hot code by then), for ours, a bare `node:http` server sending the same body, and a bare one sending our reply's whole head; the kernel's work is left out. Runs only when named (about 10 minutes, with valgrind).",
    figures: {
      identity: { what: 'identity: bare against ours, by instructions', budget: '≥ 0.8×' },
      gzip: { what: 'gzip: bare against ours, by instructions', budget: '≥ 0.8×' },
    },
  },
  cluster: {
    title: 'Scale-out',
    name: 'cluster',
    measures:
      'Four deployments side by side, taking turns at 64 keep-alive connections with the quota on Redis: one instance with the memory cache, one with the Redis cache, two, and three behind HAProxy; one request in ten on a key limited to 60 a minute.',
    figures: {
      redisCache: { what: 'one instance, Redis cache, against the memory cache', budget: '≥ 0.8×' },
      admitted: { what: 'the limited key, admitted in each deployment', budget: 'exactly 60' },
    },
  },
  firstVisit: {
    title: 'The first visit on slow 4G',
    name: 'first-visit',
    measures:
      "A page with `<weather-search>`, `<weather-forecast place=\"Oslo\">` and a bare Lit element, on Lighthouse's mobile network (1.6 Mbps down, 150 ms round trip, through Chrome's network emulation), from a CDN that caches content-named files for a year: the first forecast, cold and after a reload, against the bare element on the same page; the bytes the CDN sent; and the floor, the bytes the first forecast read at that bandwidth plus the round trips no page can avoid (the page, the script, the world's files, and the climate tile that waits for the place's coordinates). The same page with an HTTP source reads the project's own server on another loopback origin instead of the embedded world; the same page with the hints a site owner may add (preconnect to the CDN) shows what they change.",
    figures: {
      coldBrotli: { what: 'cold, Brotli CDN: first forecast against the bare element', budget: '≤ 2.5×' },
      coldGzip: { what: 'cold, gzip-only CDN: first forecast against the bare element', budget: '≤ 2.5×' },
      bytesGzip: { what: 'cold: bytes from a gzip-only CDN', budget: '≤ 90 KB' },
      bytesBrotli: { what: 'cold: bytes from a Brotli CDN', budget: '' },
      floor: { what: 'cold, Brotli CDN: first forecast against the floor', budget: '≤ 1.3×' },
      floorBare: { what: 'cold, Brotli CDN: the floor against the bare element', budget: '' },
      warm: { what: 'warm (a reload): first forecast against the bare element', budget: '≤ 1.5×' },
      httpSource: {
        what: "cold, an HTTP source (the project's server on another origin): first forecast against the bare element",
        budget: '≤ 2×',
      },
      httpFloor: {
        what: 'cold, an HTTP source: the floor (the bytes at that bandwidth plus the page, the script, the worker with the source and the geocode, and the forecast) against the bare element',
        budget: '',
      },
      hints: {
        what: "cold, Brotli CDN, the page with docs/hosting-on-a-cdn.md's preconnect hints: first forecast against the bare element",
        budget: '',
      },
      arrivals: { what: 'cold: when each request reached the CDN', budget: '' },
      search: { what: 'type "Tok", choose Tokyo: bytes from the CDN', budget: '' },
      climateBytes: {
        what: "cold: a first climate chart, alone on a page on the climate's own script, against a first forecast on the forecast's: gzip bytes",
        budget: '≤ 1×',
      },
      climateBytesBothScript: {
        what: 'cold: the same two on the script of both elements, which loads the climate chart as a module of its own: gzip bytes',
        budget: '',
      },
    },
  },
  firstRender: {
    title: 'The first render on a local network',
    name: 'browser',
    measures:
      'The same page on loopback, cold and warm: when the forecast first shows a temperature, against the bare Lit element on the same page, and where the time goes.',
    figures: {
      cold: { what: 'cold: first forecast against the bare element, p50', budget: '' },
      warm: { what: 'warm: first forecast against the bare element, p50', budget: '' },
    },
  },
  worker: {
    title: 'The worker',
    name: 'browser',
    measures:
      "In headless Chromium, with the built script from another origin: a round trip from the page to the worker, a forecast from the worker's IndexedDB cache, and the first forecast of a new worker after a reload.",
    figures: {
      roundTrip: { what: 'page → worker round trip, p50 / p95', budget: '' },
      cached: { what: 'cached forecast through the worker, p50 / p95', budget: '' },
    },
  },
  search: {
    title: 'Typing a search',
    name: 'browser',
    measures:
      "Typing three-letter queries into `<weather-search>` at typing speed: the last key's `input` event to the options in its shadow DOM, of which the debounce is a fixed part.",
    figures: {
      keystroke: { what: 'last key → options rendered, p95', budget: '' },
    },
  },
  mainThread: {
    title: 'The main thread at 4× CPU',
    name: 'main-thread',
    measures:
      "Lighthouse's mobile CPU (4× slower, through the DevTools Protocol): the Total Blocking Time the widgets add to a page, the plain page beside it, and the longest script run of ours (Long Animation Frames API), cold; INP typing into the search.",
    figures: {
      tbt: { what: 'TBT the widgets add, cold, p50', budget: '≤ 100 ms' },
      longest: { what: 'our longest script run, cold', budget: '≤ 50 ms' },
      inp: { what: 'INP typing "Tok"', budget: '≤ 100 ms' },
    },
  },
} as const satisfies Record<string, BenchSection>;

export type SectionId = keyof typeof BENCH_SECTIONS;
export type FigureId<S extends SectionId> = keyof (typeof BENCH_SECTIONS)[S]['figures'] & string;
