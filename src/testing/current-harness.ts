import type { Locator } from '@playwright/test';
import { DEFAULT_DETAILS, parseDetails, type Detail } from '../components/weather-forecast/details.ts';
import { readMeasure, readNumber, type Measure } from './read-measure.ts';

/** A wind as shown: its speed, the compass point it blows from (in the widget's words), and its gusts when notable. */
export interface WindValues {
  speed: Measure;
  direction: string;
  gust?: Measure;
}

/**
 * The current conditions as a visitor reads them. Each fact is there when the element's
 * `details` shows it (by default wind, humidity, pressure, visibility, dew point, sunrise and sunset).
 */
export interface CurrentValues {
  temperature: Measure;
  feelsLike: Measure;
  /** The weather in words, in the widget's language: "Clear sky". */
  description: string;
  wind?: WindValues;
  humidity?: Measure;
  pressure?: Measure;
  visibility?: Measure;
  dewPoint?: Measure;
  /** The UV index and its class in words ("3 Moderate"). */
  uv?: { value: number; text: string };
  /** The local times as shown ("06:12"), or in polar day and night the line that says so. */
  sunrise?: string;
  sunset?: string;
  moon?: string;
}

/** The facts' texts, each `dd` as its text nodes (the values and words the widget wrote, in order). */
interface ReadFacts {
  lang: string;
  temperature: string;
  description: string;
  feels: string[];
  facts: string[][];
}

/** The current conditions of a full forecast: `forecast.current`. */
export class CurrentHarness {
  readonly #whenShown: () => Promise<void>;
  readonly #label: () => Promise<string>;

  /**
   * @param root - The current conditions' section.
   * @param whenShown - Waits for the weather on screen.
   * @param label - Names the forecast in messages.
   */
  constructor(
    readonly root: Locator,
    whenShown: () => Promise<void> = async () => {},
    label: () => Promise<string> = async () => 'CurrentHarness',
  ) {
    this.#whenShown = whenShown;
    this.#label = label;
  }

  /** The large current temperature, e.g. "21°C". */
  get temperature(): Locator {
    return this.root.locator('[part="temperature"]');
  }

  /** The values shown, read once the weather is on screen (throws, saying why, if it cannot be). */
  async values(): Promise<CurrentValues> {
    await this.#whenShown();
    if ((await this.root.count()) === 0)
      throw new Error(
        `${await this.#label()}: current.values() asked, but the forecast shows no current conditions. Check its show attribute (it must name current), or read compact.values() for layout="compact".`,
      );
    const details = await this.root.evaluate((section) => {
      const root = section.getRootNode() as ShadowRoot;
      return (root.host as HTMLElement | undefined)?.getAttribute('details') ?? null;
    });
    const read: ReadFacts = await this.root.evaluate((section) => {
      // The text nodes of an element, skipping the icons' SVG: the widget writes each value and
      // word as a text node of its own.
      const texts = (element: Element | null | undefined): string[] => {
        const found: string[] = [];
        const walker = document.createTreeWalker(element ?? document.createElement('i'), NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('svg, .visually-hidden')) continue;
          const text = (node.textContent ?? '').trim();
          if (text) found.push(text);
        }
        return found;
      };
      return {
        lang: section.closest('[lang]')?.getAttribute('lang') ?? 'en',
        temperature: section.querySelector('[part="temperature"]')?.textContent ?? '',
        description: (section.querySelector('.description')?.textContent ?? '').trim(),
        feels: texts(section.querySelector('.feels')),
        facts: [...section.querySelectorAll('.facts > .fact')].map((fact) =>
          [...fact.querySelectorAll('dd')].flatMap((dd) => texts(dd)),
        ),
      };
    });
    const measure = (text: string | undefined) => readMeasure(text ?? '', read.lang);
    const values: CurrentValues = {
      temperature: measure(read.temperature),
      feelsLike: measure(read.feels.at(-1)),
      description: read.description,
    };
    const shown: readonly Detail[] = details === null ? DEFAULT_DETAILS : parseDetails(details).value;
    // Sunrise and sunset are two facts, or one line in polar day and night.
    const polar = shown.includes('sunrise') && read.facts.length === shown.length;
    let index = 0;
    for (const detail of shown) {
      const fact = read.facts[index++] ?? [];
      switch (detail) {
        case 'wind': {
          const [speed, direction = '', ...rest] = fact;
          values.wind = { speed: measure(speed), direction, ...(rest.length ? { gust: measure(rest.at(-1)) } : {}) };
          break;
        }
        case 'humidity':
          values.humidity = measure(fact.join(' '));
          break;
        case 'pressure':
          values.pressure = measure(fact.join(' '));
          break;
        case 'visibility':
          values.visibility = measure(fact.join(' '));
          break;
        case 'dew':
          values.dewPoint = measure(fact.join(' '));
          break;
        case 'uv':
          values.uv = { value: readNumber(fact.join(' ')), text: fact.join(' ') };
          break;
        case 'moon':
          values.moon = fact.join(' ');
          break;
        case 'sunrise':
          if (polar) values.sunrise = values.sunset = fact.join(' ');
          else {
            values.sunrise = fact.join(' ');
            values.sunset = (read.facts[index++] ?? []).join(' ');
          }
          break;
      }
    }
    return values;
  }
}
