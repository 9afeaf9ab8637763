import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DetailModuleController,
  type DetailModuleLoader,
} from '../../../src/components/weather-forecast/detail-module-controller.ts';
import type { DetailModule } from '../../../src/components/weather-forecast/loaded-detail-module.ts';
import { UpstreamError } from '../../../src/contract/source-error.ts';

// The facts' module of one forecast: loaded only once something shown needs it, loaded once for
// the page, and a module that cannot load is a failure the element shows (as the integrity
// problem it is when the file was changed).

const MODULE = { DETAIL_CSS: '' } as DetailModule;

/** A page's loader whose one load the test settles. */
function pageLoader() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  let module: DetailModule | undefined;
  let loading: Promise<void> | undefined;
  const loader: DetailModuleLoader & { loads: number; styled: number } = {
    loads: 0,
    styled: 0,
    load: () =>
      (loading ??= new Promise<void>((resolve, reject) => {
        loader.loads++;
        settle = { resolve: () => ((module = MODULE), resolve()), reject };
      })),
    loaded: () => module,
    adoptStyles: () => {
      loader.styled++;
    },
  };
  return { loader, settle: () => settle };
}

function element(loader: DetailModuleLoader) {
  const controllers: ReactiveController[] = [];
  const host = {
    needs: false,
    updates: 0,
    renderRoot: {} as DocumentFragment,
    addController: (controller: ReactiveController) => controllers.push(controller),
    removeController: () => {},
    requestUpdate: () => host.updates++,
    updateComplete: Promise.resolve(true),
    /** What Lit does before each render. */
    update: () => controllers.forEach((controller) => controller.hostUpdate?.()),
  };
  const facts = new DetailModuleController(host, loader, () => host.needs);
  return { host, facts };
}

describe("the facts' module of a forecast", () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is not loaded while nothing shown needs it', () => {
    const { loader } = pageLoader();
    const { host, facts } = element(loader);
    host.update();
    expect(facts.status.state).toBe('unneeded');
    expect(loader.loads).toBe(0);
  });

  it('loads once needed, its styles given to the element, and the element draws again once loaded', async () => {
    const { loader, settle } = pageLoader();
    const { host, facts } = element(loader);
    host.needs = true;
    host.update();
    host.update();
    expect(facts.status.state).toBe('loading');
    expect(loader.loads).toBe(1);
    expect(loader.styled).toBe(2);
    settle().resolve();
    await facts.settled;
    expect(facts.status).toEqual({ state: 'loaded', module: MODULE });
    expect(facts.settled).toBeUndefined();
    expect(host.updates).toBe(1);
  });

  it('is loaded for the page: a second forecast finds it there', async () => {
    const { loader, settle } = pageLoader();
    const first = element(loader);
    first.host.needs = true;
    first.host.update();
    settle().resolve();
    await first.facts.settled;
    const second = element(loader);
    expect(second.facts.status).toEqual({ state: 'loaded', module: MODULE });
    second.host.needs = true;
    second.host.update();
    expect(loader.loads).toBe(1);
  });

  it('fails with the integrity problem when the file was changed, and asks no more', async () => {
    const { loader, settle } = pageLoader();
    const { host, facts } = element(loader);
    host.needs = true;
    host.update();
    settle().reject(new UpstreamError('integrity', 'weather-widgets-details.js does not match its hash'));
    await facts.settled;
    expect(facts.status).toMatchObject({
      state: 'failed',
      problem: { code: 'integrity', detail: 'weather-widgets-details.js does not match its hash' },
    });
    host.update();
    expect(loader.loads).toBe(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('fails without a problem to show when it could not be fetched', async () => {
    const { loader, settle } = pageLoader();
    const { host, facts } = element(loader);
    host.needs = true;
    host.update();
    settle().reject(new Error('weather-widgets-details.js could not be loaded (HTTP 404).'));
    await facts.settled;
    expect(facts.status).toEqual({ state: 'failed' });
  });
});
