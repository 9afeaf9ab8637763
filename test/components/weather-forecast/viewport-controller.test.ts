import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewportController } from '../../../src/components/weather-forecast/viewport-controller.ts';

// A lazy forecast asks nothing until it comes near the viewport; an eager one at once; once near,
// it stays near. The browser's IntersectionObserver is played by the test.

/** The observers made, and the test's hand on them: `see()` brings the element within the margin. */
function observers() {
  const made: { margin: string | undefined; observing: boolean; see: () => void }[] = [];
  class FakeObserver {
    readonly #entry;
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
      this.#entry = {
        margin: options?.rootMargin,
        observing: false,
        see: () => callback([{ isIntersecting: false }, { isIntersecting: true }]),
      };
      made.push(this.#entry);
    }
    observe() {
      this.#entry.observing = true;
    }
    disconnect() {
      this.#entry.observing = false;
    }
  }
  return { made, FakeObserver };
}

function element(loading: 'eager' | 'lazy') {
  const controllers: ReactiveController[] = [];
  const host = {
    isConnected: false,
    updates: 0,
    loading,
    addController: (controller: ReactiveController) => controllers.push(controller),
    removeController: () => {},
    requestUpdate: () => host.updates++,
    updateComplete: Promise.resolve(true),
    connect() {
      host.isConnected = true;
      for (const controller of controllers) controller.hostConnected?.();
    },
    disconnect() {
      host.isConnected = false;
      for (const controller of controllers) controller.hostDisconnected?.();
    },
  };
  const viewport = new ViewportController(host as unknown as typeof host & Element, () => host.loading);
  return { host, viewport };
}

describe('when a forecast may ask', () => {
  let fake: ReturnType<typeof observers>;
  beforeEach(() => {
    fake = observers();
    vi.stubGlobal('IntersectionObserver', fake.FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a lazy one watches from 400 px outside the viewport, and is near once it comes within them', async () => {
    const { host, viewport } = element('lazy');
    expect(viewport.status.state).toBe('away');
    host.connect();
    expect(viewport.status.state).toBe('watching');
    expect(fake.made).toMatchObject([{ margin: '400px', observing: true }]);
    let reached = false;
    void viewport.reached.then(() => (reached = true));
    fake.made[0]!.see();
    await Promise.resolve();
    expect(viewport.status.state).toBe('near');
    expect(reached).toBe(true);
    expect(host.updates).toBe(1);
    expect(fake.made[0]!.observing).toBe(false);
  });

  it('an eager one is near as soon as it is in the page, watching nothing', () => {
    const { host, viewport } = element('eager');
    host.connect();
    expect(viewport.status.state).toBe('near');
    expect(fake.made).toEqual([]);
  });

  it("a lazy one that turns eager (the site's option, or its attribute) is near at once", () => {
    const { host, viewport } = element('lazy');
    host.connect();
    host.loading = 'eager';
    viewport.watch();
    expect(viewport.status.state).toBe('near');
    expect(fake.made[0]!.observing).toBe(false);
  });

  it('stops watching when taken out of the page, and watches again when put back', () => {
    const { host, viewport } = element('lazy');
    host.connect();
    host.disconnect();
    expect(viewport.status.state).toBe('away');
    expect(fake.made[0]!.observing).toBe(false);
    viewport.watch();
    expect(viewport.status.state).toBe('away');
    host.connect();
    expect(viewport.status.state).toBe('watching');
    expect(fake.made[1]!.observing).toBe(true);
  });

  it('stays near for good, out of the page and back', () => {
    const { host, viewport } = element('eager');
    host.connect();
    host.disconnect();
    host.loading = 'lazy';
    host.connect();
    expect(viewport.status.state).toBe('near');
    expect(fake.made).toEqual([]);
  });

  it('is near at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { host, viewport } = element('lazy');
    host.connect();
    expect(viewport.status.state).toBe('near');
  });
});
