// Intl objects and the facts read from them (a locale's region, its clock) cost far more to
// build than to use, and a render asks for the same ones hundreds of times: each is built once
// per key (a locale, a time zone, options) for the life of the page.
const values = new Map<string, unknown>();

/** The value for `key`, made by `make` on first use and kept. */
export function memoised<T>(key: string, make: () => T): T {
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  values.set(key, value);
  return value;
}
