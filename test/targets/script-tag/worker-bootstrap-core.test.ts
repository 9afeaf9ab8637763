import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_FETCHES, EARLY_FETCHES_PLANNED } from '../../../src/worker/early-fetches.ts';
import {
  bootstrap,
  type BootstrapScope,
  type FilesAhead,
} from '../../../src/targets/script-tag/worker-bootstrap-core.ts';
import type { BootstrapParameters } from '../../../src/targets/script-tag/bootstrap-parameters.ts';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES];
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES_PLANNED];
});

/**
 * Runs a bootstrap as a worker would, with `fetch` noting what it is asked (and answering
 * `answers`' URLs, leaving the rest pending), and returns what it left on its global.
 */
function runBootstrap(
  parameters: BootstrapParameters,
  answers: Record<string, string> = {},
  filesAhead: FilesAhead = () => [],
) {
  const asked: Array<[string, RequestInit | undefined]> = [];
  const posted: unknown[] = [];
  const global: Record<symbol, unknown> = {};
  const scope: BootstrapScope = {
    fetch: (url, init) => (
      asked.push([url, init]),
      url in answers ? Promise.resolve(new Response(answers[url])) : new Promise(() => {})
    ),
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => true,
    postMessage: (message) => void posted.push(message),
    importScripts: () => {},
  };
  bootstrap(parameters, scope, filesAhead, global);
  return {
    asked,
    posted,
    early: global[EARLY_FETCHES] as Map<string, { integrity: string }> | undefined,
    planned: global[EARLY_FETCHES_PLANNED] as Promise<void> | undefined,
  };
}

// Stands in for the worker's reading of the manifest: it names a chunk and a page for the
// manifest's text and the place asked.
const namesFromText: FilesAhead = (bytes, asked) => [
  `names-${new TextDecoder().decode(bytes)}-${asked.place}.bin`,
  'hashes-1.bin',
];

const CODE = { code: 'https://cdn.example/worker-3.js', integrity: 'sha384-code' };

describe("the worker's bootstrap", () => {
  it('asks for the early files beside the code, and leaves them, with their pins, where the code looks', () => {
    const early = [
      { url: 'https://cdn.example/data/world-1.json', integrity: 'sha384-manifest' },
      { url: 'https://cdn.example/data/embedded-world-2.js', integrity: 'sha384-engine' },
    ];
    const { asked, early: left } = runBootstrap({ ...CODE, early });
    // The early files without `integrity` (the code checks their bytes once their status is
    // read, so that a missing folder is reported as that); the code with it.
    expect(asked).toEqual([
      ['https://cdn.example/data/world-1.json', undefined],
      ['https://cdn.example/data/embedded-world-2.js', undefined],
      ['https://cdn.example/worker-3.js', { integrity: 'sha384-code' }],
    ]);
    expect([...left!.entries()].map(([url, { integrity }]) => [url, integrity])).toEqual(
      early.map(({ url, integrity }) => [url, integrity]),
    );
  });

  it('asks for nothing early when told of nothing (another source than the embedded world)', () => {
    const { asked, early } = runBootstrap({ ...CODE, early: [] });
    expect(asked.map(([url]) => url)).toEqual(['https://cdn.example/worker-3.js']);
    expect(early?.size).toBe(0);
  });

  it('runs no code the build did not pin', () => {
    expect(() => runBootstrap({ ...CODE, integrity: '', early: [] })).toThrow(
      /worker-3\.js is not pinned by this build, so it was not run/,
    );
  });

  it('tells the page, in a refusal of its own, when the code is not the file the build pinned', async () => {
    const posted: unknown[] = [];
    const scope: BootstrapScope = {
      // The pinned fetch fails (the browser's integrity check); the plain one finds the file there.
      fetch: (url, init) =>
        init?.integrity ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('changed')),
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => true,
      postMessage: (message) => void posted.push(message),
      importScripts: () => expect.unreachable('the changed code must not run'),
    };
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      bootstrap({ ...CODE, early: [] }, scope, () => [], {});
      await expect.poll(() => posted).toHaveLength(1);
    } finally {
      console.error = error;
    }
    expect(posted[0]).toEqual({
      weatherWidgetsRefused: {
        detail:
          "the worker's code at https://cdn.example/worker-3.js was not run (integrity: it is not the file this build pinned)",
      },
    });
    expect(errors.join('\n')).toContain('was not run (integrity');
  });
});

describe("the worker's bootstrap, for the first request's place", () => {
  const early = [
    {
      url: 'https://cdn.example/data/world-1.json',
      integrity: `sha256-${createHash('sha256').update('v5').digest('base64')}`,
    },
    { url: 'https://cdn.example/data/embedded-world-2.js', integrity: 'sha384-engine' },
  ];
  const ahead = { manifest: early[0]!.url, asked: { place: 'Oslo' } };

  it('asks for the chunks the manifest names for it once the manifest is here, and leaves them for the code', async () => {
    const {
      asked,
      early: left,
      planned,
    } = runBootstrap({ ...CODE, early, ahead }, { [early[0]!.url]: 'v5' }, namesFromText);
    await planned;
    expect(asked.slice(3)).toEqual([
      ['https://cdn.example/data/names-v5-Oslo.bin', undefined],
      ['https://cdn.example/data/hashes-1.bin', undefined],
    ]);
    expect(left!.get('https://cdn.example/data/names-v5-Oslo.bin')?.integrity).toBe('');
  });

  it('plans nothing from a manifest that is not the pinned one', async () => {
    const { asked, planned } = runBootstrap({ ...CODE, early, ahead }, { [early[0]!.url]: 'v6' }, namesFromText);
    await planned;
    expect(asked.map(([url]) => url)).toEqual([early[0]!.url, early[1]!.url, CODE.code]);
  });

  it('asks for no chunk when the manifest cannot be read, and the plan still settles', async () => {
    const notAManifest: FilesAhead = () => {
      throw new RangeError('not a manifest');
    };
    const { asked, planned } = runBootstrap({ ...CODE, early, ahead }, { [early[0]!.url]: '{' }, notAManifest);
    await expect(planned).resolves.toBeUndefined();
    expect(asked.map(([url]) => url)).toEqual([...early.map(({ url }) => url), 'https://cdn.example/worker-3.js']);
  });

  it('makes no plan where the manifest is not an early file (another source than the embedded world)', () => {
    const { planned } = runBootstrap({ ...CODE, early: [], ahead }, {}, namesFromText);
    expect(planned).toBeUndefined();
  });
});
