// What a site owner pastes and what a visitor downloads: the script's SRI hash, and the sizes of
// the script and the embedded world against the budgets of the product.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes a visitor may download: the script all-in, and the embedded world it loads when needed. */
export const BUDGETS = { script: 60 * 1024, embeddedWorld: 1.6 * 1024 * 1024 } as const;

export interface ScriptReport {
  integrity: string;
  scriptGzip: number;
  /** The packed places and climate (dist/data/*.bin). */
  dataGzip: number;
  /** The embedded world's engine module (dist/data/*.js), fetched with its data. */
  engineGzip: number;
}

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Measures dist/: the script's sha384 integrity, its gzipped size and that of the embedded world (dist/data/). */
export function reportScript(dist: string): ScriptReport {
  const script = resolve(dist, 'weather-widgets.js');
  const worldFiles = readdirSync(resolve(dist, 'data'));
  const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + gzipped(resolve(dist, 'data', file)), 0);
  return {
    integrity: `sha384-${createHash('sha384').update(readFileSync(script)).digest('base64')}`,
    scriptGzip: gzipped(script),
    dataGzip: sizeOf(worldFiles.filter((file) => file.endsWith('.bin'))),
    engineGzip: sizeOf(worldFiles.filter((file) => file.endsWith('.js'))),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per budget that the build exceeds; empty when every budget holds. */
export function overBudget({ scriptGzip, dataGzip, engineGzip }: ScriptReport): string[] {
  const over = [
    ['dist/weather-widgets.js', scriptGzip, BUDGETS.script],
    ['the embedded world (dist/data/)', dataGzip + engineGzip, BUDGETS.embeddedWorld],
  ] as const;
  return over.filter(([, bytes, budget]) => bytes > budget).map(([name, bytes, budget]) => `${name} is ${kb(bytes)} gzip, over its budget of ${kb(budget)} by ${kb(bytes - budget)}`);
}

/** The report as the build and the bench print it. */
export function formatReport(report: ScriptReport): string {
  const { integrity, scriptGzip, dataGzip, engineGzip } = report;
  return [
    'dist/weather-widgets.js',
    `  integrity="${integrity}"`,
    `  script, all-in: ${kb(scriptGzip)} gzip of ${kb(BUDGETS.script)}`,
    `  embedded world, fetched on first use: ${kb(dataGzip + engineGzip)} gzip of ${kb(BUDGETS.embeddedWorld)} (places + climate ${kb(dataGzip)}, engine ${kb(engineGzip)})`,
    ...overBudget(report).map((line) => `  OVER BUDGET: ${line}`),
  ].join('\n');
}
