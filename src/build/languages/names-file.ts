// The committed table of GeoNames' names by language (data/place-names.tsv): one row per
// GeoNames id, one column per language, a cell empty where that language has no name of its own.
// Text, so that a refresh shows in a diff as the names that changed; rows in numeric id order and
// columns in NAME_CATALOGS' order, so the same names always make the same bytes.
import { NAME_CATALOGS } from './name-catalogs.ts';

/** A language of the table: every place-name language but English (the gazetteer's own names). */
export type NameLanguage = keyof typeof NAME_CATALOGS;

/** Language → GeoNames id → the name in that language. */
export type NamesByLanguage = ReadonlyMap<NameLanguage, ReadonlyMap<string, string>>;

const ID_COLUMN = 'geonames_id';
const LANGUAGES = Object.keys(NAME_CATALOGS) as NameLanguage[];
// A cell may hold neither the separators of the table nor leading or trailing space.
const UNSAFE_CELL = /[\t\n\r]|^\s|\s$/;

/** The table's text. Throws naming the id and language of a name a cell cannot hold. */
export function encodeNamesFile(names: NamesByLanguage): string {
  const ids = [...new Set([...names.values()].flatMap((byId) => [...byId.keys()]))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
  const rows = ids.map((id) => {
    if (!/^\d+$/.test(id)) throw new Error(`names file: GeoNames id ${JSON.stringify(id)} is not a number`);
    const cells = LANGUAGES.map((language) => {
      const name = names.get(language)?.get(id) ?? '';
      if (UNSAFE_CELL.test(name))
        throw new Error(
          `names file: the ${language} name of ${id}, ${JSON.stringify(name)}, holds a tab, a line break or surrounding space`,
        );
      return name;
    });
    return [id, ...cells].join('\t');
  });
  return [[ID_COLUMN, ...LANGUAGES].join('\t'), ...rows].join('\n') + '\n';
}

/** Reads the table's text back; throws naming the line that does not fit the header. */
export function decodeNamesFile(text: string): Map<NameLanguage, Map<string, string>> {
  const [header = '', ...lines] = text.split('\n');
  const columns = header.split('\t');
  if (columns[0] !== ID_COLUMN)
    throw new Error(`names file: the header starts with ${JSON.stringify(columns[0])}, not ${ID_COLUMN}`);
  const languages = columns.slice(1);
  const unknown = languages.filter((language) => !LANGUAGES.includes(language as NameLanguage));
  if (unknown.length > 0)
    throw new Error(`names file: unknown language column(s) ${unknown.join(', ')}; known: ${LANGUAGES.join(', ')}`);
  const names = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()]));
  lines.forEach((line, index) => {
    if (line === '') return;
    const [id = '', ...cells] = line.split('\t');
    if (!/^\d+$/.test(id) || cells.length !== languages.length)
      throw new Error(
        `names file: line ${index + 2} has ${cells.length + 1} cells (id ${JSON.stringify(id)}); the header has ${columns.length}`,
      );
    cells.forEach((name, at) => {
      if (name !== '') names.get(languages[at] as NameLanguage)!.set(id, name);
    });
  });
  return names;
}
