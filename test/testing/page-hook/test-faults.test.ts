import { afterEach, describe, expect, it } from 'vitest';
import { chosenWeathers, FAULT_QUEUE, takeAnswer, takeFault } from '../../../src/testing/page-hook/test-faults.ts';

const slot = globalThis as Record<symbol, unknown>;

describe('the testing fault queue in a page', () => {
  afterEach(() => {
    delete slot[FAULT_QUEUE];
  });

  it('answers a queued fault once per count, for its operation only', () => {
    slot[FAULT_QUEUE] = [{ kind: 'unavailable', count: 1, operation: 'forecast' }];
    expect(takeFault('geocode')).toBeUndefined();
    expect(takeFault('forecast')).toMatchObject({ status: 503 });
    expect(takeFault('forecast')).toBeUndefined();
  });

  it('is inert, never throwing, whatever a script puts in its slot', () => {
    const hostile = new Proxy([], {
      get: () => {
        throw new Error('trap');
      },
      getPrototypeOf: () => {
        throw new Error('trap');
      },
    });
    for (const value of [
      hostile,
      [
        {
          get kind(): string {
            throw new Error('getter');
          },
          count: 1,
        },
      ],
      [null, 7, 'x'],
      { length: 1 },
    ]) {
      slot[FAULT_QUEUE] = value;
      expect(() => takeFault('forecast')).not.toThrow();
      expect(takeFault('forecast')).toBeUndefined();
    }
  });
});

describe('faults that last, and a chosen weather', () => {
  afterEach(() => {
    delete slot[FAULT_QUEUE];
  });

  it('a fault without a count answers every time until the queue is emptied', () => {
    slot[FAULT_QUEUE] = [{ kind: 'network' }];
    for (let answer = 0; answer < 5; answer += 1)
      expect(takeFault('forecast')).toMatchObject({ status: 503, body: { code: 'upstream_unavailable' } });
    expect(takeFault('geocode')).toMatchObject({ status: 503 });
    slot[FAULT_QUEUE] = [];
    expect(takeFault('forecast')).toBeUndefined();
  });

  it('a failure comes before a chosen weather; the newest choice is offered first', () => {
    const snow = { days: [{ high: -2 }] };
    const heat = { days: [{ high: 38 }] };
    slot[FAULT_QUEUE] = [
      { kind: 'weather', id: 'snow', weather: snow },
      { kind: 'malformed', count: 1 },
      { kind: 'weather', id: 'heat', weather: heat },
    ];
    expect(takeFault('forecast')).toMatchObject({ status: 502, body: { code: 'upstream_error' } });
    expect(takeFault('forecast')).toBeUndefined();
    expect(chosenWeathers('forecast')).toEqual([
      { id: 'heat', weather: heat },
      { id: 'snow', weather: snow },
    ]);
  });

  it('a chosen weather in the slot that is no object, or a hostile one, is ignored', () => {
    for (const weather of [null, 7, 'snow']) {
      slot[FAULT_QUEUE] = [{ kind: 'weather', weather }];
      expect(chosenWeathers('forecast')).toEqual([]);
    }
    slot[FAULT_QUEUE] = new Proxy([], {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(chosenWeathers('forecast')).toEqual([]);
    expect(takeAnswer('forecast', { place: 'Oslo' })).toBeUndefined();
  });
});

describe('scripted answers', () => {
  afterEach(() => {
    delete slot[FAULT_QUEUE];
  });

  it('answer questions about their place only, oldest first, as many times as given', () => {
    const unauthorised = { status: 401, headers: {}, body: { code: 'invalid_key' } };
    slot[FAULT_QUEUE] = [
      { kind: 'answer', id: 'lisbon', place: 'Lisbon', count: 1, reply: unauthorised },
      { kind: 'answer', id: 'any', operation: 'geocode' },
    ];
    expect(takeAnswer('forecast', { place: 'Oslo' })).toBeUndefined();
    expect(takeAnswer('forecast', { place: ' lisbon ' })).toEqual({ id: 'lisbon', reply: unauthorised });
    expect(takeAnswer('forecast', { place: 'Lisbon' })).toBeUndefined();
    // Without a reply, the test makes it from the question.
    expect(takeAnswer('geocode', { place: 'Ly' })).toEqual({ id: 'any' });
    expect(takeAnswer('geocode', { place: 'Lyo' })).toEqual({ id: 'any' });
    // An answer is no failure: takeFault passes it by.
    expect(takeFault('geocode')).toBeUndefined();
  });
});
