// The elements' types for each framework and their data for editors, made from
// custom-elements.json: JSX (React 19), Vue's GlobalComponents, Svelte's SvelteHTMLElements, VS
// Code's HTML custom data and JetBrains' web-types. The manifest names each element's attributes,
// properties and events; their types come from the element classes and HTMLElementEventMap, which
// the package's declarations give, so a type cannot drift from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}
interface ManifestElement {
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  attributes?: (Described & { fieldName?: string })[];
  members?: (Described & {
    kind: string;
    static?: boolean;
    privacy?: string;
    readonly?: boolean;
    attribute?: string;
  })[];
  events?: Described[];
}
/** The part of custom-elements.json these files are made from. */
export interface ElementsManifest {
  modules: { declarations?: (Partial<ManifestElement> & { name: string })[] }[];
}

/** One element as the frameworks see it. */
interface ElementShape {
  tagName: string;
  className: string;
  description: string;
  attributes: { name: string; field?: string; description: string; type: string }[];
  /** Writable public properties with no attribute (an object: `location`). */
  properties: { name: string; description: string }[];
  events: { name: string; description: string }[];
}

export function elementShapes(manifest: ElementsManifest): ElementShape[] {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter(
      (declaration): declaration is ManifestElement =>
        declaration.customElement === true && typeof declaration.tagName === 'string',
    );
  return elements
    .map((element) => ({
      tagName: element.tagName,
      className: element.name,
      description: element.summary ?? element.description ?? '',
      attributes: (element.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        field: attribute.fieldName,
        description: attribute.description ?? '',
        type: attribute.type?.text ?? 'string',
      })),
      properties: (element.members ?? [])
        .filter(
          (member) =>
            member.kind === 'field' &&
            !member.static &&
            (member.privacy ?? 'public') === 'public' &&
            !member.readonly &&
            member.attribute === undefined,
        )
        .filter((member) => !(element.attributes ?? []).some((attribute) => attribute.fieldName === member.name))
        .map((member) => ({ name: member.name, description: member.description ?? '' })),
      events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
    }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const quoted = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const doc = (text: string, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';

// The type of an attribute's value: the element's property when the attribute has one.
const attributeType = (element: ElementShape, attribute: ElementShape['attributes'][number]) =>
  attribute.field ? `Exclude<${element.className}['${attribute.field}'], null>` : 'string';
const eventType = (name: string) => `HTMLElementEventMap['${name}']`;

const HEADER = (what: string) => `// ${what}
// Made by \`npm run build\` from custom-elements.json; do not edit.
import type { %CLASSES% } from './entries/index.js';
`;

function header(shapes: ElementShape[], what: string): string {
  return HEADER(what).replace('%CLASSES%', shapes.map((shape) => shape.className).join(', '));
}

/** Members of one element's props: its attributes under `attributeName`, its properties, its events under `eventName`. */
function members(
  element: ElementShape,
  indent: string,
  attributeName: (name: string) => string,
  eventName: (name: string) => string,
): string {
  return [
    ...element.attributes.map(
      (attribute) =>
        `${doc(attribute.description, indent)}${indent}${quoted(attributeName(attribute.name))}?: ${attributeType(element, attribute)};\n`,
    ),
    ...element.properties.map(
      (property) =>
        `${doc(property.description, indent)}${indent}${quoted(property.name)}?: ${element.className}['${property.name}'];\n`,
    ),
    ...element.events.map(
      (event) =>
        `${doc(event.description, indent)}${indent}${quoted(eventName(event.name))}?: (event: ${eventType(event.name)}) => void;\n`,
    ),
  ].join('');
}

// React 19 and Svelte 5 read attributes as written in HTML and listen for `on` + the event's name.
const asWritten = (name: string) => name;
const htmlListener = (name: string) => `on${name}`;

/** One props interface per element, `<ClassName><suffix>`, its members named by the framework's rules. */
function propsInterfaces(
  shapes: ElementShape[],
  suffix: string,
  attribute: (name: string) => string,
  event: (name: string) => string,
): string {
  return shapes
    .map((shape) => `interface ${shape.className}${suffix} {\n${members(shape, '  ', attribute, event)}}\n`)
    .join('\n');
}

/** `weather-widgets/jsx`: the elements in React 19's JSX, attributes as written in HTML, events as React 19 listens (`onweather-load`). */
export function jsxTypes(shapes: ElementShape[]): string {
  const own = propsInterfaces(shapes, 'JsxProps', asWritten, htmlListener);
  const intrinsic = shapes
    .map(
      (shape) =>
        `      ${quoted(shape.tagName)}: ${shape.className}JsxProps & Omit<HTMLAttributes<${shape.className}>, keyof ${shape.className}JsxProps> & RefAttributes<${shape.className}>;\n`,
    )
    .join('');
  return `${header(shapes, "The elements in React 19's JSX: `import type {} from 'weather-widgets/jsx'` once in the app.")}import type { HTMLAttributes, RefAttributes } from 'react';

${own}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic}    }
  }
}
`;
}

/** `weather-widgets/vue`: the elements as Vue's global components, props as Vue names them (`hourly-step` → `hourlyStep`, events `@weather-load` → `onWeatherLoad`). */
export function vueTypes(shapes: ElementShape[]): string {
  const own = propsInterfaces(shapes, 'VueProps', camelCase, (name) => camelCase(`on-${name}`));
  const globals = shapes
    .map(
      (shape) =>
        `    ${quoted(shape.tagName)}: DefineComponent<${shape.className}VueProps & Omit<HTMLAttributes, keyof ${shape.className}VueProps>>;\n`,
    )
    .join('');
  return `${header(shapes, "The elements as Vue's global components, for vue-tsc and Volar: `import type {} from 'weather-widgets/vue'` once in the app.")}import type { DefineComponent, HTMLAttributes } from 'vue';

${own}
declare module 'vue' {
  interface GlobalComponents {
${globals}  }
}
`;
}

/** `weather-widgets/svelte`: the elements in Svelte's markup, attributes as in HTML, events as Svelte 5 listens (`onweather-load`). */
export function svelteTypes(shapes: ElementShape[]): string {
  const own = propsInterfaces(shapes, 'SvelteProps', asWritten, htmlListener);
  const elements = shapes
    .map(
      (shape) =>
        `    ${quoted(shape.tagName)}: ${shape.className}SvelteProps & Omit<HTMLAttributes<${shape.className}>, keyof ${shape.className}SvelteProps>;\n`,
    )
    .join('');
  return `${header(shapes, "The elements in Svelte's markup, for svelte-check: `import type {} from 'weather-widgets/svelte'` once in the app.")}import type { HTMLAttributes } from 'svelte/elements';

${own}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${elements}  }
}
`;
}

// The values an attribute takes, when its type lists them (`'light' | 'dark' | 'auto'`).
const literalValues = (type: string) => [...type.matchAll(/'([^']*)'/g)].map((match) => match[1]!);

/** VS Code's HTML custom data (`html.customData`): each element and attribute with its description and values. */
export function vscodeCustomData(shapes: ElementShape[]): object {
  return {
    version: 1.1,
    tags: shapes.map((shape) => ({
      name: shape.tagName,
      description: shape.description,
      attributes: shape.attributes.map((attribute) => {
        const values = literalValues(attribute.type);
        return {
          name: attribute.name,
          description: attribute.description,
          ...(attribute.type === 'boolean'
            ? { valueSet: 'v' }
            : values.length > 0
              ? { values: values.map((name) => ({ name })) }
              : {}),
        };
      }),
    })),
  };
}

/** JetBrains' web-types (WebStorm, IntelliJ): elements, attributes with their values, properties and events. */
export function webTypes(shapes: ElementShape[], pkg: { name: string; version: string }): object {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: shapes.map((shape) => ({
          name: shape.tagName,
          description: shape.description,
          attributes: shape.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            value: { type: attribute.type.replace(/ \| undefined$/, ''), required: false },
          })),
          events: shape.events.map((event) => ({ name: event.name, description: event.description })),
          js: {
            properties: [
              ...shape.attributes
                .filter((attribute) => attribute.field)
                .map((attribute) => ({ name: attribute.field!, description: attribute.description })),
              ...shape.properties,
            ],
            events: shape.events.map((event) => ({ name: event.name, description: event.description })),
          },
        })),
      },
    },
  };
}

/** Writes every file above into `dist`, from its custom-elements.json (the types beside the package's other declarations, in dist/types/). */
export function writeElementTypes(dist: string, pkg: { name: string; version: string }): void {
  const shapes = elementShapes(
    JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8')) as ElementsManifest,
  );
  writeFileSync(join(dist, 'types/jsx.d.ts'), jsxTypes(shapes));
  writeFileSync(join(dist, 'types/vue.d.ts'), vueTypes(shapes));
  writeFileSync(join(dist, 'types/svelte.d.ts'), svelteTypes(shapes));
  writeFileSync(join(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(shapes), null, 2)}\n`);
  writeFileSync(join(dist, 'web-types.json'), `${JSON.stringify(webTypes(shapes, pkg), null, 2)}\n`);
}
