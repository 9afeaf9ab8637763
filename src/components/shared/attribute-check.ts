// A misspelt attribute (`palce="Berlin"`) does nothing, silently: the element shows its prompt
// and the developer has nothing to go on. Each unknown attribute is named once in the console,
// with the nearest attribute the element knows.
import { nearestName } from './nearest-name.ts';
import { warnOnce } from './warn-once.ts';

/** Attributes every HTML element may carry; the widgets ignore them and so does this check. */
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'slot',
  'hidden',
  'lang',
  'dir',
  'title',
  'tabindex',
  'part',
  'exportparts',
  'role',
  'inert',
  'draggable',
  'spellcheck',
  'translate',
  'contenteditable',
  'accesskey',
  'autofocus',
  'enterkeyhint',
  'inputmode',
  'is',
  'nonce',
  'popover',
  'autocapitalize',
  'itemprop',
  'itemscope',
  'itemtype',
  'itemid',
  'itemref',
]);
const GLOBAL_PREFIXES = ['aria-', 'data-', 'on'];

/** Warns once per page about each attribute of `element`'s name that it does not know. */
export function warnUnknownAttributes(element: Element, known: Iterable<string>): void {
  const knownNames = [...known];
  for (const name of element.getAttributeNames()) {
    if (
      knownNames.includes(name) ||
      GLOBAL_ATTRIBUTES.has(name) ||
      GLOBAL_PREFIXES.some((prefix) => name.startsWith(prefix))
    )
      continue;
    const nearest = nearestName(name, knownNames);
    // Named once for all the page's elements of that name, whatever the values.
    warnOnce(
      'unknown-attribute',
      `<${element.localName}>: unknown attribute ${name}="${element.getAttribute(name)}", ignored${nearest ? `; did you mean ${nearest}?` : '.'}`,
      `${element.localName} ${name}`,
    );
  }
}
