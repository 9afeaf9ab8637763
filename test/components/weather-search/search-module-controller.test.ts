import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchModules, type SearchModule } from '../../../src/components/weather-search/loaded-search-module.ts';
import type { SearchHost } from '../../../src/components/weather-search/search-host.ts';
import type { SearchInteraction } from '../../../src/components/weather-search/search-interaction.ts';
import { SearchModuleController } from '../../../src/components/weather-search/search-module-controller.ts';
import { UpstreamError } from '../../../src/contract/source-error.ts';

// The search's interaction module for one element: fetched on the visitor's first turn to the
// search, and what they do meanwhile handed over in order once it is there.

/** A module whose interaction records what it is asked to do. */
function fakeModule(done: string[]): SearchModule {
  class Interaction {
    typed = (composing: boolean) => done.push(`typed ${composing}`);
    keydown = (press: { key: string }) => done.push(`key ${press.key}`);
    clear = () => done.push('clear');
    close = () => done.push('close');
  }
  return { SearchInteraction: Interaction } as unknown as SearchModule;
}

/** A page's loads, settled by the test. */
function pageImports() {
  const settles: { resolve: (module: SearchModule) => void; reject: (error: unknown) => void }[] = [];
  const modules = createSearchModules(
    () => new Promise<SearchModule>((resolve, reject) => settles.push({ resolve, reject })),
  );
  return { modules, settles };
}

function element(modules: ReturnType<typeof pageImports>['modules']) {
  const controllers: ReactiveController[] = [];
  const target = new EventTarget();
  const host = Object.assign(target, {
    updates: 0,
    addController: (controller: ReactiveController) => controllers.push(controller),
    removeController: () => {},
    requestUpdate: () => host.updates++,
    updateComplete: Promise.resolve(true),
  });
  const search = new SearchModuleController(host as unknown as typeof host & HTMLElement, modules, {} as SearchHost);
  controllers.forEach((controller) => controller.hostConnected?.());
  return { host, search };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const typed = (search: SearchInteraction) => search.typed(false);
const escape = (search: SearchInteraction) => search.keydown({ key: 'Escape' }, () => {});

describe("the search's interaction module", () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is not fetched for the page’s housekeeping before the visitor turns to the search', () => {
    const { modules, settles } = pageImports();
    const { search } = element(modules);
    search.deliver((interaction) => interaction.clear(), false);
    search.deliver((interaction) => interaction.close(), false);
    expect(settles).toHaveLength(0);
    expect(search.status.state).toBe('unneeded');
  });

  it('is fetched when the visitor focuses or points at the search', () => {
    for (const turn of ['focusin', 'pointerenter']) {
      const { modules, settles } = pageImports();
      const { host, search } = element(modules);
      host.dispatchEvent(new Event(turn));
      expect(settles).toHaveLength(1);
      expect(search.status.state).toBe('loading');
    }
  });

  it('hands over what the visitor did while it loaded, in order, and acts at once after', async () => {
    const done: string[] = [];
    const { modules, settles } = pageImports();
    const { host, search } = element(modules);
    search.deliver(typed, true);
    search.deliver(escape, true);
    search.deliver((interaction) => interaction.close(), false);
    expect(done).toEqual([]);
    settles[0]!.resolve(fakeModule(done));
    await settled();
    expect(done).toEqual(['typed false', 'key Escape', 'close']);
    expect(search.status.state).toBe('loaded');
    expect(host.updates).toBe(1);
    search.deliver(typed, true);
    expect(done).toEqual(['typed false', 'key Escape', 'close', 'typed false']);
    expect(settles).toHaveLength(1);
  });

  it('is fetched once for every search of the page', async () => {
    const done: string[] = [];
    const { modules, settles } = pageImports();
    const first = element(modules).search;
    first.deliver(typed, true);
    settles[0]!.resolve(fakeModule(done));
    await settled();
    const second = element(modules).search;
    second.deliver(escape, true);
    expect(second.status.state).toBe('loaded');
    expect(done).toEqual(['typed false', 'key Escape']);
    expect(settles).toHaveLength(1);
  });

  it('that was changed is refused as the integrity problem it is, and what waited is dropped', async () => {
    const done: string[] = [];
    const { modules, settles } = pageImports();
    const { search } = element(modules);
    search.deliver(typed, true);
    settles[0]!.reject(new UpstreamError('integrity', 'weather-widgets-search-0a1b2c3d.js is not the file'));
    await settled();
    expect(search.status).toMatchObject({
      state: 'failed',
      problem: { code: 'integrity', detail: 'weather-widgets-search-0a1b2c3d.js is not the file' },
    });
    expect(done).toEqual([]);
  });

  it('that could not load is tried again on the visitor’s next turn to the search', async () => {
    const done: string[] = [];
    const { modules, settles } = pageImports();
    const { host, search } = element(modules);
    search.deliver(typed, true);
    settles[0]!.reject(new Error('offline'));
    await settled();
    expect(search.status).toEqual({ state: 'failed' });
    host.dispatchEvent(new Event('focusin'));
    search.deliver(escape, true);
    expect(settles).toHaveLength(2);
    settles[1]!.resolve(fakeModule(done));
    await settled();
    expect(done).toEqual(['key Escape']);
  });
});
