// One React component for one custom element, in React 18 and 19, rendered in the browser or on a
// server and hydrated. What it renders is the element with its attributes only, the same HTML on
// the server and in the browser; properties that have no attribute (an object) and the event
// listeners are set in effects, on the element itself, where hydration cannot lose them (React
// 19's own `on…` props on a custom element are not attached when it hydrates). The element's
// module is imported in an effect too, so a server never loads it.
import {
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  version,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type RefAttributes,
} from 'react';

/** How one element's React props map onto it. */
export interface ElementSpec {
  tagName: string;
  /** Each prop that is an attribute, and the attribute's name (`hourlyStep` → `hourly-step`). */
  attributes: Readonly<Record<string, string>>;
  /** Props that are properties of the element only, set once it is defined. */
  properties: readonly string[];
  /** Each event prop and the event it listens to (`onPlaceSelect` → `weather-place-select`). */
  events: Readonly<Record<string, string>>;
  /** Loads the module that defines the element (in the browser only). */
  define: () => Promise<unknown>;
  displayName: string;
}

// Layout effects do nothing on a server, where React 18 warns of them.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

// React 18 writes a custom element's every prop as an attribute, `false` as "false", which a
// boolean attribute reads as present; React 19 sets the element's property (or, before the
// element is defined, adds or removes the attribute).
const BOOLEANS_AS_PRESENCE = Number.parseInt(version, 10) < 19;

function attributeValue(value: unknown): unknown {
  if (typeof value === 'boolean' && BOOLEANS_AS_PRESENCE) return value ? '' : undefined;
  return value;
}

/** What React renders for `props`: the element's attributes, and the props React itself handles (children, class, style, id, aria-*…). */
function renderedProps(spec: ElementSpec, props: Record<string, unknown>): Record<string, unknown> {
  const rendered: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name in spec.events || spec.properties.includes(name)) continue;
    const attribute = spec.attributes[name];
    if (attribute === undefined) rendered[name === 'className' ? 'class' : name] = value;
    else if (value !== undefined && value !== null) rendered[attribute] = attributeValue(value);
  }
  return rendered;
}

/** A React component rendering the element `spec` describes, its props typed `Props`, its ref the element `E`. */
export function elementComponent<E extends HTMLElement, Props extends object>(
  spec: ElementSpec,
): ForwardRefExoticComponent<PropsWithoutRef<Props> & RefAttributes<E>> {
  const component = forwardRef<E, Props>((props, forwardedRef) => {
    const element = useRef<E | null>(null);
    const latest = useRef(props as Record<string, unknown>);
    latest.current = props as Record<string, unknown>;
    const applied = useRef(new Map<string, unknown>());

    useEffect(() => {
      void spec.define();
    }, []);

    // Properties: on the defined element only, since a property set on an element not yet
    // upgraded would hide the class's own accessor once it is.
    useBrowserLayoutEffect(() => {
      const node = element.current as Record<string, unknown> | null;
      if (!node || spec.properties.length === 0) return;
      let current = true;
      const apply = () => {
        if (!current) return;
        for (const name of spec.properties) {
          const value = latest.current[name];
          if (applied.current.get(name) === value) continue;
          applied.current.set(name, value);
          node[name] = value;
        }
      };
      if (customElements.get(spec.tagName)) apply();
      else void customElements.whenDefined(spec.tagName).then(apply);
      return () => {
        current = false;
      };
    });

    // One listener per event for the element's life, calling the handler of the latest render.
    useBrowserLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      const stops = Object.entries(spec.events).map(([prop, type]) => {
        const listener = (event: Event) => (latest.current[prop] as ((event: Event) => void) | undefined)?.(event);
        node.addEventListener(type, listener);
        return () => node.removeEventListener(type, listener);
      });
      return () => {
        for (const stop of stops) stop();
      };
    }, []);

    const ref = useCallback(
      (node: E | null) => {
        element.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );
    return createElement(spec.tagName, { ...renderedProps(spec, props as Record<string, unknown>), ref });
  });
  component.displayName = spec.displayName;
  return component;
}
