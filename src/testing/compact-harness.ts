import type { Locator } from '@playwright/test';
import { readMeasure, type Measure } from './read-measure.ts';

/** One item of the compact line after "now": an hour, or a day (with its high and low). */
export interface CompactItem {
  /** The hour or weekday as shown ("15:00", "Thu"). */
  when: string;
  /** The weather in words, the icon's name. */
  description: string;
  /** An hour's temperature, or a day's high. */
  temperature: Measure;
  /** A day's low; absent for an hour. */
  low?: Measure;
}

/** What a compact forecast (`layout="compact"`) shows: now, then the next hours or days. */
export interface CompactValues {
  /** The current temperature, when the line shows the current conditions. */
  temperature?: Measure;
  /** The current weather in words, the icon's name. */
  description?: string;
  /** Whether the items are the next `hours` or the next `days`. */
  next: 'hours' | 'days' | 'none';
  /** Every item of the line, also those a narrow card hides on its second line. */
  items: CompactItem[];
}

/** The compact line of a forecast with `layout="compact"`: `forecast.compact`. */
export class CompactHarness {
  readonly #whenShown: () => Promise<void>;
  readonly #label: () => Promise<string>;

  /**
   * @param root - The forecast element.
   * @param whenShown - Waits for the weather on screen.
   * @param label - Names the forecast in messages.
   */
  constructor(
    readonly root: Locator,
    whenShown: () => Promise<void>,
    label: () => Promise<string>,
  ) {
    this.#whenShown = whenShown;
    this.#label = label;
  }

  /** The line's values, read once the weather is on screen. Throws at once when the forecast is not compact. */
  async values(): Promise<CompactValues> {
    await this.#whenShown();
    const read = await this.root.evaluate((element) => {
      const base = element.shadowRoot?.querySelector('[part="base"]');
      const strip = base?.querySelector('.strip');
      if (!base || !strip) return undefined;
      const texts = (node: Element | null | undefined): string[] => {
        if (!node) return [];
        const found: string[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.parentElement?.closest('svg, .visually-hidden')) continue;
          const value = (text.textContent ?? '').trim();
          if (value) found.push(value);
        }
        return found;
      };
      const label = (node: Element | null | undefined) =>
        node?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? undefined;
      const now = strip.querySelector('.compact-now');
      const list = strip.querySelector('ol');
      return {
        lang: base.getAttribute('lang') ?? 'en',
        now: now
          ? { temperature: texts(now.querySelector('.temperature')).join(' '), description: label(now) }
          : undefined,
        part: list?.getAttribute('part') ?? undefined,
        items: [...(list?.querySelectorAll(':scope > li') ?? [])].map((item) => ({
          when: texts(item.querySelector('.when')).join(' '),
          description: label(item) ?? '',
          values: [...item.querySelectorAll(':scope > .line:not(.when)')].map((line) => texts(line).join(' ')),
        })),
      };
    });
    if (!read)
      throw new Error(
        `${await this.#label()}: compact.values() asked, but the forecast is not compact. Check that its layout attribute says compact, or read forecast.current, forecast.day(i) and forecast.hourly(i) instead.`,
      );
    const measure = (text: string | undefined) => readMeasure(text ?? '', read.lang);
    const days = read.part === 'daily';
    return {
      ...(read.now ? { temperature: measure(read.now.temperature), description: read.now.description ?? '' } : {}),
      next: read.part === 'hourly' ? 'hours' : days ? 'days' : 'none',
      items: read.items.map(({ when, description, values: [first, second] }) => ({
        when,
        description,
        temperature: measure(first),
        ...(days ? { low: measure(second) } : {}),
      })),
    };
  }
}
