// Packs the repository's build once for every example app (npm test has built dist/ already).
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { PACKED } from './example-apps.ts';

export default function packOnce(): void {
  const repo = resolve(import.meta.dirname, '../..');
  if (!existsSync(join(repo, 'dist/index.js')))
    throw new Error('examples: dist/ is not built; run `npm run build` first');
  mkdirSync(dirname(PACKED), { recursive: true });
  rmSync(PACKED, { force: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dirname(PACKED)], { cwd: repo, encoding: 'utf8' }),
  ) as [{ filename: string }];
  renameSync(join(dirname(PACKED), packed.filename), PACKED);
}
