// The example apps under examples/, and how each is built and served in production: with the
// framework's own tool, from the package packed once for all of them.
import { join, resolve } from 'node:path';

export const EXAMPLES = resolve(import.meta.dirname, '../../examples');
/** Where the suite's setup packs the repository, and where every app's package.json points. */
export const PACKED = join(EXAMPLES, '.packed/weather-widgets.tgz');

export interface ExampleApp {
  /** Its folder under examples/. */
  name: string;
  /** The framework, as a test title names it. */
  framework: string;
  /** The production build's static folder, served as it is; none when the framework serves it. */
  staticDir?: string;
  /** The framework's own production server, on `port`, when it has one to run. */
  start?: (port: number) => string[];
  /** Problems the framework's build cannot avoid today, each written in its guide. */
  knownProblems?: RegExp[];
}

export const APPS: readonly ExampleApp[] = [
  // The longest first: with two workers, the Vite apps run beside Next.js rather than after it.
  {
    name: 'next-app',
    framework: 'Next.js (App Router)',
    start: (port) => ['npx', 'next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
  },
  // Angular's builder bundles the workers of the app's own TypeScript only: the package's worker
  // file is left out, and the service runs on the page's main thread (docs/angular.md).
  {
    name: 'angular-app',
    framework: 'Angular',
    staticDir: 'dist/browser',
    knownProblems: [
      /^404 \/worker\.js$/,
      /^warning: weather-widgets: could not start a Web Worker \(the worker failed to load\); running on the main thread/,
    ],
  },
  { name: 'react-vite', framework: 'React 19 (Vite)', staticDir: 'dist' },
  { name: 'vue-vite', framework: 'Vue (Vite)', staticDir: 'dist' },
  { name: 'svelte-vite', framework: 'Svelte 5 (Vite)', staticDir: 'dist' },
];
