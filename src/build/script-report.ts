// What a site owner pastes and what a visitor downloads: the script's SRI hash, and the sizes of
// the script and the data against the budgets of the product.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes a visitor may download: the script all-in, and the data it loads when needed. */
export const BUDGETS = { script: 60 * 1024, data: 1.6 * 1024 * 1024 } as const;

export interface ScriptReport {
  integrity: string;
  scriptGzip: number;
  dataGzip: number;
}

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Measures dist/: the script's sha384 integrity and the gzipped sizes of script and data files. */
export function reportScript(dist: string, dataFiles: readonly string[]): ScriptReport {
  const script = resolve(dist, 'weather-widgets.js');
  return {
    integrity: `sha384-${createHash('sha384').update(readFileSync(script)).digest('base64')}`,
    scriptGzip: gzipped(script),
    dataGzip: dataFiles.reduce((sum, file) => sum + gzipped(resolve(dist, 'data', file)), 0),
  };
}

/** The report as the build prints it. */
export function formatReport({ integrity, scriptGzip, dataGzip }: ScriptReport): string {
  const line = (name: string, bytes: number, budget: number) =>
    `  ${name}: ${(bytes / 1024).toFixed(1)} KB gzip of ${(budget / 1024).toFixed(0)} KB${bytes > budget ? `: OVER BUDGET by ${((bytes - budget) / 1024).toFixed(1)} KB` : ''}`;
  return [
    'dist/weather-widgets.js',
    `  integrity="${integrity}"`,
    line('script', scriptGzip, BUDGETS.script),
    line('data (places + climate)', dataGzip, BUDGETS.data),
  ].join('\n');
}
