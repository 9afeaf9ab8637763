/**
 * Query parameters as they arrive: a query string as a URL carries it (`key=demo&place=Oslo`,
 * without the `?`), URLSearchParams, or a record whose repeated parameters are arrays.
 */
export type RawQuery = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Every value of every parameter, duplicates kept, in a Map so no name can touch a prototype. */
export function readQuery(raw: RawQuery): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  };
  if (typeof raw === 'string' || raw instanceof URLSearchParams) {
    (typeof raw === 'string' ? new URLSearchParams(raw) : raw).forEach((value, name) => add(name, value));
    return values;
  }
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    if (typeof value === 'string') add(name, value);
    else if (Array.isArray(value)) for (const item of value) add(name, String(item));
  }
  return values;
}
