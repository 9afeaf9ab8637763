// A page to try the embedded world by hand: search places, pick one, read a week of weather.
// It runs the source on the main thread; the widgets and the worker come later.
import gazetteerUrl from '../.data/gazetteer.bin?url';
import climateUrl from '../.data/climate.bin?url';
import type { DailyRecord, Location } from '../src/contract/records.ts';
import { createEmbeddedSource } from '../src/sources/embedded/embedded-source.ts';
import { fetchAssets } from '../src/sources/embedded/fetch-assets.ts';

const source = createEmbeddedSource({ loadAsset: fetchAssets({ gazetteer: gazetteerUrl, climate: climateUrl }) });

const input = document.querySelector<HTMLInputElement>('#place')!;
const results = document.querySelector<HTMLUListElement>('#results')!;
const forecast = document.querySelector<HTMLElement>('#forecast')!;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

function label(place: Location): string {
  return [place.name, place.admin, place.country].filter(Boolean).join(', ');
}

function clock(unixSeconds: number | null, timeZone: string): string {
  if (unixSeconds === null) return '—';
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(unixSeconds * 1000);
}

function dayRow(day: DailyRecord, timeZone: string): HTMLTableRowElement {
  const row = element('tr');
  const { rain, snow, freezing_rain, sleet, ice_pellets } = day.precipitation;
  const cells = [
    day.date,
    day.description.name,
    day.temp_min.toFixed(1),
    day.temp_max.toFixed(1),
    (rain + freezing_rain + sleet + ice_pellets).toFixed(1),
    snow.toFixed(1),
    day.wind_speed_max.toFixed(0),
    clock(day.sunrise, timeZone),
    clock(day.sunset, timeZone),
  ];
  row.append(...cells.map((text) => element('td', text)));
  return row;
}

async function showForecast(place: Location): Promise<void> {
  const { daily } = await source.weather(place, { now: Date.now(), hours: 0, days: 7 });
  document.querySelector('#forecast-title')!.textContent = `${label(place)} (${place.timezone})`;
  document.querySelector('#days')!.replaceChildren(...daily.map((day) => dayRow(day, place.timezone)));
  forecast.hidden = false;
}

let latestQuery = '';
async function search(query: string): Promise<void> {
  latestQuery = query;
  const places = await source.geocode(query, 8);
  // Answers can arrive out of order while the user types: show only the latest.
  if (query !== latestQuery) return;
  results.replaceChildren(
    ...places.map((place) => {
      const button = element('button', label(place));
      button.type = 'button';
      button.addEventListener('click', () => void showForecast(place));
      const item = element('li');
      item.append(button);
      return item;
    }),
  );
}

input.addEventListener('input', () => void search(input.value));
document.querySelector('#search')!.addEventListener('submit', (event) => {
  event.preventDefault();
  void search(input.value);
});
