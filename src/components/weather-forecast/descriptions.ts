// A weather code described in the visitor's language, as its weather service writes it.
import type { Description } from '../../contract/records.ts';
import type { Catalog } from '../../i18n/catalog.ts';

/** The description in the catalog's language; the reply's own name for a code it lacks. */
export function describe(description: Description, catalog: Catalog): string {
  return Object.hasOwn(catalog.weather, description.code) ? catalog.weather[description.code]! : description.name;
}
