import type { WeatherWidgetsConfig } from './config.ts';

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
  return config as WeatherWidgetsConfig;
}
