// Instructions a cached forecast costs each HTTP bench server, counted by callgrind: unlike time,
// the count does not move with what else the machine runs. Each server runs under valgrind with
// counting off, takes WARM requests (V8 has optimised the hot code by then), and then counts
// COUNTED requests of each coding; the figure is its main thread's count a request. The kernel's
// work (the socket writes) is not counted. `npm run bench -- http-instructions`: about 10 minutes
// on 2 cores; it needs valgrind.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sendRequests } from './http-client.ts';
import { KINDS } from './http.bench.ts';
import { writeFigure } from './bench-report.ts';

const WARM = 30_000;
const COUNTED = 3_000;
const CODINGS = [
  ['identity', {}],
  ['gzip', { 'Accept-Encoding': 'gzip' }],
] as const;
const run = promisify(execFile);

/** The main thread's instructions a request, per coding, of one server. */
async function countServer(kind: string, directory: string): Promise<number[]> {
  const out = join(directory, kind);
  const server = [process.execPath, '--import', 'tsx', resolve(import.meta.dirname, 'http-server.ts'), kind];
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${out}.%p`, ...server],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const port = await new Promise<number>((done, fail) => {
    child.stdout.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`${kind} under valgrind exited with ${code}`)));
  });
  const control = (...args: string[]) => run('callgrind_control', [...args, String(child.pid)]);
  try {
    for (const [, headers] of CODINGS) await sendRequests(port, WARM / 2, headers);
    const answered: number[] = [];
    for (const [, headers] of CODINGS) {
      await control('-i', 'on');
      answered.push(await sendRequests(port, COUNTED, headers));
      await control('-i', 'off');
      // Each dump is a part of its own: `<out>.<pid>.<part>-<thread>`, the main thread 01.
      await control('-d');
    }
    const files = await readdir(directory);
    return await Promise.all(
      answered.map(async (ok, index) => {
        const name = files.find((file) => file === `${kind}.${child.pid}.${index + 1}-01`);
        if (name === undefined) throw new Error(`callgrind wrote no part ${index + 1} for ${kind}`);
        const totals = /^totals: (\d+)/m.exec(await readFile(join(directory, name), 'utf8'));
        return Number(totals?.[1]) / ok;
      }),
    );
  } finally {
    child.kill();
  }
}

export async function benchHttpInstructions(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'weather-callgrind-'));
  try {
    const counts = Object.fromEntries(
      await Promise.all(KINDS.map(async (kind) => [kind, await countServer(kind, directory)] as const)),
    );
    console.log(
      `http instructions a request (callgrind, main thread, ${COUNTED} requests of each coding after ${WARM}; cached forecast, 3 days + 24 h)`,
    );
    CODINGS.forEach(([coding], index) => {
      const [bare = NaN, head = NaN, ours = NaN] = KINDS.map((kind) => counts[kind]![index]!);
      const figure = (value: number) => Math.round(value).toLocaleString('en');
      console.log(
        `  ${coding}: bare ${figure(bare)}, bare with our head ${figure(head)}, weather service ${figure(ours)}: ratio ${(bare / ours).toFixed(2)}, against bare with our head ${(head / ours).toFixed(2)} (goal ≥ 0.8)`,
      );
      writeFigure(
        'httpInstructions',
        coding,
        `${(bare / ours).toFixed(2)}× (ours ${figure(ours)})`,
        `bare ${figure(bare)}; bare with our head ${figure(head)}: ${(head / ours).toFixed(2)}×`,
      );
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
