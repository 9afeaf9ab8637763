// The bootstrap's text as the script carries it: its parameters as one JSON preamble, then the
// code built from worker-bootstrap.ts, run here as a classic worker script would be.
import { runInNewContext } from 'node:vm';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassicScript } from '../../../src/build/classic-script.ts';
import {
  BOOTSTRAP_PARAMETERS,
  type BootstrapParameters,
} from '../../../src/targets/script-tag/bootstrap-parameters.ts';
import { workerBootstrapSource } from '../../../src/targets/script-tag/page-bootstrap-source.ts';

const root = resolve(import.meta.dirname, '../../..');
let code = '';
beforeAll(async () => {
  code = await buildClassicScript(root, 'src/targets/script-tag/worker-bootstrap.ts');
});

const parameters: BootstrapParameters = {
  code: 'https://cdn.example/worker-3.js',
  integrity: 'sha384-code',
  early: [{ url: 'https://cdn.example/data/world-1.json', integrity: 'sha384-manifest' }],
  ahead: { manifest: 'https://cdn.example/data/world-1.json', asked: { place: "O'slo \u2028</script>" } },
};

describe("the worker's bootstrap source", () => {
  it('opens with its parameters as one JSON preamble, whatever the place asked holds', () => {
    const source = workerBootstrapSource(parameters, code);
    const preamble = source.split('\n')[1]!;
    expect(preamble.startsWith(`const ${BOOTSTRAP_PARAMETERS} = `)).toBe(true);
    expect(JSON.parse(preamble.slice(`const ${BOOTSTRAP_PARAMETERS} = `.length, -1))).toEqual(parameters);
  });

  it('runs as a classic script: it reads the preamble and asks for the early files and the pinned code', () => {
    const asked: Array<[string, RequestInit | undefined]> = [];
    const self: Record<string | symbol, unknown> = {
      fetch: (url: string, init?: RequestInit) => (asked.push([url, init]), new Promise(() => {})),
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    self['self'] = self;
    runInNewContext(
      workerBootstrapSource(parameters, code),
      Object.assign(self, { URL, TextDecoder, MessageEvent, Uint8Array, console }),
    );
    expect(asked).toEqual([
      ['https://cdn.example/data/world-1.json', undefined],
      ['https://cdn.example/worker-3.js', { integrity: 'sha384-code' }],
    ]);
  });
});
