// The playground: the form's fields become the preview's attributes and the snippet's text.
import './setup.ts';
import { DEFAULT_DETAILS } from '../src/components/weather-forecast/details.ts';

const SCRIPT_URL = 'https://cdn.example/weather-widgets.js';
const FULL_WIDTH = 1000;
// Typing a place asks the service; wait for a pause so half-typed names do not flash errors.
const PLACE_PAUSE_MS = 400;

const form = document.querySelector<HTMLFormElement>('#controls')!;
let preview = document.querySelector<HTMLElement>('#preview')!;
const frame = document.querySelector<HTMLElement>('.preview-frame')!;
const snippet = document.querySelector<HTMLElement>('#snippet')!;
const copyButton = document.querySelector<HTMLButtonElement>('#copy')!;
const copyStatus = document.querySelector<HTMLElement>('#copy-status')!;
const widthShown = form.elements.namedItem('width-shown') as HTMLOutputElement;

type Tag = 'weather-forecast' | 'weather-climate';
// What <weather-climate> reads; the forecast reads all but the last two.
const CLIMATE_ATTRIBUTES = new Set(['place', 'units', 'locale', 'theme', 'layout', 'month', 'months']);
const CLIMATE_ONLY = new Set(['month', 'months']);

function tagOf(data: FormData): Tag {
  return data.get('element') === 'weather-climate' ? 'weather-climate' : 'weather-forecast';
}

/** The attributes the form stands for that the chosen element reads, in the snippet's order; '' means unset. */
function attributesOf(data: FormData): [string, string][] {
  const tag = tagOf(data);
  return allAttributesOf(data).filter(([name]) =>
    tag === 'weather-climate' ? CLIMATE_ATTRIBUTES.has(name) : !CLIMATE_ONLY.has(name),
  );
}

function allAttributesOf(data: FormData): [string, string][] {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const shown = data.getAll('show').map(String);
  const details = data.getAll('details').map(String);
  // The default set (in any order) needs no attribute; none ticked shows the default set too.
  const isDefault =
    details.length === 0 ||
    (details.length === DEFAULT_DETAILS.length && DEFAULT_DETAILS.every((detail) => details.includes(detail)));
  const days = text('days');
  const hourly = text('hourly');
  return [
    ['place', text('place')],
    ['units', text('units')],
    ['wind-unit', text('wind-unit')],
    ['pressure-unit', text('pressure-unit')],
    ['precip-unit', text('precip-unit')],
    ['temperature-unit', text('temperature-unit')],
    // The element's defaults are left out so the snippet stays short.
    ['days', days === '5' ? '' : days],
    ['hourly', hourly === '24' ? '' : hourly],
    ['hourly-step', text('hourly-step')],
    ['locale', text('locale')],
    ['hour-cycle', text('hour-cycle')],
    ['theme', text('theme')],
    ['layout', text('layout')],
    ['show', shown.length === 3 ? '' : shown.join(' ')],
    ['details', isDefault ? '' : details.join(' ')],
    ['month', text('month')],
    ['months', text('months')],
  ];
}

function widthOf(data: FormData): number | undefined {
  const width = Number(data.get('width'));
  return Number.isFinite(width) && width < FULL_WIDTH ? width : undefined;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function snippetText(tag: Tag, attributes: [string, string][], width: number | undefined): string {
  const set = attributes.filter(([, value]) => value !== '');
  const markup = set.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  const lines = [`<script src="${SCRIPT_URL}" defer></script>`, ''];
  if (width !== undefined) lines.push('<style>', `  ${tag} { max-width: ${width}px; }`, '</style>', '');
  lines.push(`<${tag}${markup}></${tag}>`);
  return lines.join('\n');
}

function apply(): void {
  const data = new FormData(form);
  const tag = tagOf(data);
  if (preview.localName !== tag) {
    const next = document.createElement(tag);
    next.id = 'preview';
    preview.replaceWith(next);
    preview = next;
  }
  const attributes = attributesOf(data);
  for (const [name, value] of attributes) {
    if (value === '') preview.removeAttribute(name);
    else if (preview.getAttribute(name) !== value) preview.setAttribute(name, value);
  }
  const width = widthOf(data);
  // CSSOM, not a style attribute: fine under a strict CSP.
  frame.style.maxWidth = width === undefined ? '' : `${width}px`;
  widthShown.value = width === undefined ? 'full' : `${width} px`;
  snippet.textContent = snippetText(tag, attributes, width);
  copyStatus.textContent = '';
}

let placeTimer: ReturnType<typeof setTimeout> | undefined;
form.addEventListener('input', (event) => {
  clearTimeout(placeTimer);
  if ((event.target as HTMLInputElement).name === 'place') placeTimer = setTimeout(apply, PLACE_PAUSE_MS);
  else apply();
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  apply();
});

/** Copies the snippet, or selects it where the page may not write to the clipboard. */
async function copySnippet(): Promise<void> {
  const text = snippet.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    copyStatus.textContent = 'Copied.';
  } catch {
    // No clipboard (an insecure origin, or permission refused): select the text for Ctrl+C instead.
    const range = document.createRange();
    range.selectNodeContents(snippet);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    copyStatus.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
  }
}
copyButton.addEventListener('click', () => void copySnippet());

apply();
