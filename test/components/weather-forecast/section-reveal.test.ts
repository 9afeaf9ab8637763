import { describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SectionReveal } from '../../../src/components/weather-forecast/section-reveal.ts';

/** A host that renders on request, as Lit does, and records what each section showed. */
function host(sections: number) {
  let controller: ReactiveController | undefined;
  const renders: (string | undefined)[][] = [];
  let value: string | undefined;
  const fake: ReactiveControllerHost & { render(): void } = {
    addController: (added) => void (controller = added),
    removeController: () => {},
    requestUpdate: () => fake.render(),
    updateComplete: Promise.resolve(true),
    render() {
      reveal.show(value, sections);
      renders.push(Array.from({ length: sections }, (_, index) => reveal.pick(index)));
      controller!.hostUpdated!();
    },
  };
  const reveal = new SectionReveal<string>(fake);
  return { reveal, renders, show: (next: string | undefined) => ((value = next), fake.render()) };
}

describe('SectionReveal', () => {
  it('draws a new answer one section a task, the rest keeping what they showed, then settles', async () => {
    const { reveal, renders, show } = host(3);
    show('first');
    expect(renders.at(-1)).toEqual(['first', undefined, undefined]);
    expect(reveal.done).toBe(false);
    await reveal.complete;
    expect(renders.map((render) => render.join('|'))).toEqual(['first||', 'first|first|', 'first|first|first']);
    expect(reveal.done).toBe(true);

    show('second');
    expect(renders.at(-1)).toEqual(['second', 'first', 'first']);
    await reveal.complete;
    expect(renders.at(-1)).toEqual(['second', 'second', 'second']);
  });

  it('is complete before any answer: a forecast whose first ask failed leaves nothing waiting', async () => {
    const { reveal, renders, show } = host(3);
    show(undefined);
    expect(reveal.done).toBe(true);
    await reveal.complete;
    expect(renders).toEqual([[undefined, undefined, undefined]]);
  });

  it('forgets everywhere at once: no place, or another place, shows the skeleton in every section', async () => {
    const { reveal, renders, show } = host(2);
    show('Oslo');
    await reveal.complete;
    show(undefined);
    expect(renders.at(-1)).toEqual([undefined, undefined]);
    expect(reveal.done).toBe(true);
  });
});
