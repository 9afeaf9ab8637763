import { nearestName } from '../../components/shared/nearest-name.ts';
import type { WeatherWidgetsConfig } from '../../protocol/config.ts';

// data-* attribute (as in HTML) → configuration option. Only options that are plain strings:
// the key registry and TTLs are objects, set with configure().
const STRING_OPTIONS = {
  'data-source': 'source',
  'data-base-url': 'baseUrl',
  'data-geocoding-base-url': 'geocodingBaseUrl',
  'data-api-key': 'apiKey',
  'data-data-url': 'dataUrl',
  'data-locale': 'locale',
  'data-now': 'now',
  'data-loading': 'loading',
  'data-wind-unit': 'windUnit',
  'data-pressure-unit': 'pressureUnit',
  'data-precip-unit': 'precipUnit',
  'data-temperature-unit': 'temperatureUnit',
} as const;

/**
 * The configuration a site owner wrote on our script tag, e.g.
 * `<script src="…/weather-widgets.js" data-source="open-meteo" defer>`. Values are checked
 * later by configure(), which names a bad one. `data-upstream-timeout` is in milliseconds.
 */
export function readScriptAttributes(script: Element): WeatherWidgetsConfig {
  const config: Record<string, unknown> = {};
  for (const [attribute, option] of Object.entries(STRING_OPTIONS)) {
    const value = script.getAttribute(attribute);
    if (value !== null) config[option] = value;
  }
  const timeout = script.getAttribute('data-upstream-timeout');
  if (timeout !== null) config['upstreamTimeout'] = /^\d+$/.test(timeout) ? Number(timeout) : timeout;
  return config;
}

/**
 * What to tell a site owner about the tag's data-* attributes that configure nothing: an element's
 * attribute written as a site-wide option (data-units), or a misspelt option, with the nearest one.
 * `elements` maps each element's name to the attributes it observes.
 */
export function unknownScriptAttributes(
  script: Element,
  elements: Readonly<Record<string, readonly string[]>>,
): string[] {
  const options = [...Object.keys(STRING_OPTIONS), 'data-upstream-timeout'];
  return script
    .getAttributeNames()
    .filter((name) => name.startsWith('data-') && !options.includes(name))
    .map((name) => {
      const attribute = name.slice('data-'.length);
      const element = Object.keys(elements).find((tag) => elements[tag]!.includes(attribute));
      if (element) {
        return `weather-widgets script tag: ${name} is not a site-wide option, and is ignored; ${attribute} is an attribute of each element: <${element} ${attribute}="${script.getAttribute(name)}">.`;
      }
      const guess = nearestName(name, options);
      return `weather-widgets script tag: unknown option ${name}, ignored${guess ? `; did you mean ${guess}?` : ''}`;
    });
}

/** A configuration error as the site owner wrote it: the data-* attributes in place of the options. */
export function inScriptTagTerms(message: string): string {
  const attributes: [string, string][] = [
    ...Object.entries(STRING_OPTIONS),
    ['data-upstream-timeout', 'upstreamTimeout'],
  ];
  // "source" is also a word of the messages ("the contract source needs…"): only the option itself, before its colon.
  const named = (option: string) => new RegExp(option === 'source' ? '\\bsource(?=:)' : `\\b${option}\\b`, 'g');
  return attributes
    .reduce((text, [attribute, option]) => text.replace(named(option), attribute), message)
    .replace('weather-widgets configure()', 'weather-widgets script tag');
}
