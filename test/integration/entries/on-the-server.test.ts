// A server that renders an app (Next.js, Nuxt, SvelteKit, Astro) evaluates the modules it imports:
// the package's entries, and a configure() at a module's top level, must run there without a
// browser. Here, in Node: no window, no document, no relative URL to resolve.
import { describe, expect, it, vi } from 'vitest';

describe('the entries on a server', () => {
  it('import, configure and answer without a browser, starting nothing', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const started = vi.fn();
    const fetched = vi.fn();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Constructing the mock counts a started worker.
    vi.stubGlobal('Worker', started);
    vi.stubGlobal('fetch', (...args: unknown[]) => {
      fetched(...args);
      return Promise.reject(new Error('no network on the server'));
    });
    try {
      const api = await import('../../../src/entries/api.ts');
      const all = await import('../../../src/entries/index.ts');
      await import('../../../src/entries/forecast.ts');
      await import('../../../src/entries/search.ts');
      // The snippet of the docs, and a relative data folder: both at a module's top level.
      all.configure({ source: 'open-meteo' });
      api.configure({ dataUrl: '/weather-data/' });
      expect(all.sourceName()).toBe('open-meteo');
      // One client for every entry, on the server as in the browser.
      expect(api.sourceName()).toBe('open-meteo');
      // Options are still checked, with the same errors as in the browser.
      expect(() => api.configure({ dataUrl: 'ftp://example.org/' })).toThrow(/dataUrl/);
      expect(() => api.configure({ source: 'nowhere' as never })).toThrow(/source/);

      const reply = await api.request('forecast', { place: 'Oslo' });
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ code: 'service_unavailable' });
      expect((reply.body as { detail: string }).detail).toMatch(/runs in the browser|on the server/);
      expect(started).not.toHaveBeenCalled();
      expect(fetched).not.toHaveBeenCalled();
      // (Lit's own notice of its development build is Lit's, not ours.)
      const ours = (spy: typeof warned) =>
        spy.mock.calls.filter((args) => args.some((arg) => String(arg).includes('weather-widgets')));
      expect(ours(warned)).toEqual([]);
      expect(ours(failed)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      warned.mockRestore();
      failed.mockRestore();
    }
  });
});
