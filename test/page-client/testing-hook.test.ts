import { afterEach, describe, expect, it } from 'vitest';
import { answerThroughHook, TESTING_HOOK } from '../../src/page-client/testing-hook.ts';
import type { ServiceReply } from '../../src/service/types.ts';

const slot = globalThis as Record<symbol, unknown>;
const served: ServiceReply = { status: 200, headers: {}, body: { served: true } };

function counted() {
  let asks = 0;
  return { ask: () => ((asks += 1), Promise.resolve(served)), asks: () => asks };
}

afterEach(() => {
  delete slot[TESTING_HOOK];
});

describe("the testing hook's slot", () => {
  it('asks the service once, as it is, when no test installed a hook', async () => {
    const { ask, asks } = counted();
    expect(await answerThroughHook('forecast', ask)).toBe(served);
    expect(asks()).toBe(1);
  });

  it("gives the hook's own reply, asking nothing, when the hook answers", async () => {
    const failure: ServiceReply = { status: 503, headers: {}, body: { code: 'upstream_unavailable' } };
    slot[TESTING_HOOK] = (operation: string) => (operation === 'forecast' ? failure : undefined);
    const { ask, asks } = counted();
    expect(await answerThroughHook('forecast', ask)).toBe(failure);
    expect(asks()).toBe(0);
    // Answering nothing, it leaves the service's answer.
    expect(await answerThroughHook('geocode', ask)).toBe(served);
    expect(asks()).toBe(1);
  });

  it('lets the hook change the reply it asked for', async () => {
    slot[TESTING_HOOK] = async (_operation: string, ask: () => Promise<ServiceReply>) => ({
      ...(await ask()),
      body: { changed: true },
    });
    const { ask, asks } = counted();
    expect(await answerThroughHook('current', ask)).toMatchObject({ status: 200, body: { changed: true } });
    expect(asks()).toBe(1);
  });

  it('answers as if the slot were empty, asking once, whatever else sits in it', async () => {
    const { ask, asks } = counted();
    for (const junk of [
      'not a function',
      () => {
        throw new Error('trap');
      },
      () => Promise.reject(new Error('trap')),
      () => ({ status: 'two hundred' }),
      async (_operation: string, ask: () => Promise<ServiceReply>) => {
        await ask();
        throw new Error('after asking');
      },
    ]) {
      slot[TESTING_HOOK] = junk;
      const before = asks();
      expect(await answerThroughHook('forecast', ask)).toBe(served);
      expect(asks() - before).toBe(1);
    }
  });
});
