// The small Vite app the npm-pack test installs the package into: pages that use both elements,
// one element, no worker (a policy forbids it) and the data in a folder of its own, the app's own Lit element,
// and a file that is only type-checked, against what the package's declarations promise.
export const APP_FILES: Record<string, string> = {
  // The one line of setup docs/npm-package.md gives: the plugin serves and emits the world's folder.
  'vite.config.js': `import { weatherWidgets } from 'weather-widgets/vite';\n\nexport default { plugins: [weatherWidgets()] };\n`,
  'index.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>app</title><script type="module" src="./src/main.ts"></script></head>
<body><app-greeting></app-greeting><weather-search for="f"></weather-search><weather-forecast id="f" place="Oslo" locale="en-GB"></weather-forecast></body></html>
`,
  'forecast.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>forecast only</title><script type="module" src="./src/forecast-only.ts"></script></head>
<body><weather-search for="f"></weather-search><weather-forecast id="f" place="Oslo" locale="en-GB"></weather-forecast></body></html>
`,
  // A page whose policy forbids workers: the service runs on the main thread, from its own chunk.
  'no-worker.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta http-equiv="Content-Security-Policy" content="worker-src 'none'"><title>no worker</title><script type="module" src="./src/main.ts"></script></head>
<body><weather-forecast place="Oslo" locale="en-GB"></weather-forecast></body></html>
`,
  // A site that serves the embedded world from a folder of its own choosing.
  'self-hosted.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>self-hosted data</title><script type="module" src="./src/self-hosted.ts"></script></head>
<body><weather-forecast place="Oslo" locale="en-GB"></weather-forecast></body></html>
`,
  'src/self-hosted.ts': `import { configure } from 'weather-widgets';\nconfigure({ dataUrl: '/static/weather/' });\n`,
  'src/main.ts': `import 'weather-widgets';
import { LitElement, html } from 'lit';

// The app's own element, on the app's own lit: the bundle must hold one lit, shared with the widgets.
class AppGreeting extends LitElement {
  override render() {
    return html\`<p>Weather, from the app</p>\`;
  }
}
customElements.define('app-greeting', AppGreeting);
`,
  'src/forecast-only.ts': `import 'weather-widgets/forecast';\n`,
  // Type-checked, never bundled: what the package's declarations promise an app.
  'src/types.ts': `import { configure, WeatherPlaceSelectEvent, type Location, type WeatherWidgetsConfig } from 'weather-widgets';
import { WeatherForecast } from 'weather-widgets/forecast';
import { WeatherSearch } from 'weather-widgets/search';

const forecast: WeatherForecast = document.createElement('weather-forecast');
forecast.place = 'Oslo';
forecast.days = 3;
// @ts-expect-error: days is a number
forecast.days = 'three';
const search: WeatherSearch | null = document.querySelector('weather-search');
search?.addEventListener('weather-place-select', (event) => {
  const chosen: WeatherPlaceSelectEvent = event;
  const location: Location = chosen.location;
  forecast.lat = location.lat;
});
const config: WeatherWidgetsConfig = { dataUrl: '/weather-data/' };
configure(config);
// @ts-expect-error: no such option
configure({ dataFolder: '/weather-data/' });
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
    include: ['src'],
  }),
};
