// A classic script's text, built from a TypeScript entry with everything it imports, minified:
// what the script tag carries into its worker's bootstrap, and what weather-widgets/testing adds
// to a page to install its hook.
import { resolve } from 'node:path';
import { build } from 'vite';

/** The text of `entry` (relative to `root`) built as one classic script; `name` is the global its exports go to, if any. */
export async function buildClassicScript(root: string, entry: string, name = 'WeatherWidgetsScript'): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: resolve(root, entry), formats: ['iife'], name, fileName: () => 'script.js' },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const chunk = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`build: ${entry} produced no script`);
  return chunk.code;
}
