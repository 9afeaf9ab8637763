// The text of the hook weather-widgets/testing installs in a page (page-hook/install.ts, built as
// a classic script). `npm run build` writes it into dist/testing.js; run from the sources (this
// repository's own tests), it is built on first use.
declare const __WEATHER_WIDGETS_TESTING_HOOK__: string | undefined;

let code: Promise<string> | undefined;

/** The hook's script text, built once per process. */
export function pageHookCode(): Promise<string> {
  return (code ??=
    typeof __WEATHER_WIDGETS_TESTING_HOOK__ === 'string'
      ? Promise.resolve(__WEATHER_WIDGETS_TESTING_HOOK__)
      : import('../build/classic-script.ts').then(({ buildClassicScript }) =>
          buildClassicScript(new URL('../..', import.meta.url).pathname, 'src/testing/page-hook/install.ts'),
        ));
}
