// The committed tables of names by language (data/place-names.tsv by GeoNames id,
// data/region-names.tsv by GeoNames admin1 key): one row per id, one column per language, a cell
// empty where that language has no name of its own. Text, so that a refresh shows in a diff as
// the names that changed; rows in id order and columns in NAME_CATALOGS' order, so the same names
// always make the same bytes.
import { NAME_CATALOGS } from './name-catalogs.ts';

/** A language of the table: every place-name language but English (the gazetteer's own names). */
export type NameLanguage = keyof typeof NAME_CATALOGS;

/** Language → id → the name in that language. */
export type NamesByLanguage = ReadonlyMap<NameLanguage, ReadonlyMap<string, string>>;

/** What a table's rows are keyed by: its id column's header, what an id looks like, and their order. */
export interface TableIds {
  column: string;
  pattern: RegExp;
  compare: (a: string, b: string) => number;
  /** Whether a column is written even where no row has a name in its language. */
  everyLanguage: boolean;
}

/** Places, by GeoNames id ("3169070"), in numeric order. */
export const PLACE_IDS: TableIds = {
  column: 'geonames_id',
  pattern: /^\d+$/,
  compare: (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  everyLanguage: true,
};

/** Regions, by GeoNames admin1 key ("DE.16"), in code-unit order; only the languages that name one. */
export const REGION_IDS: TableIds = {
  column: 'admin1',
  pattern: /^[A-Z]{2}\.[0-9A-Za-z]+$/,
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  everyLanguage: false,
};

const LANGUAGES = Object.keys(NAME_CATALOGS) as NameLanguage[];
// A cell may hold neither the separators of the table nor leading or trailing space.
const UNSAFE_CELL = /[\t\n\r]|^\s|\s$/;

/** The table's text. Throws naming the id and language of a name a cell cannot hold. */
export function encodeNamesFile(names: NamesByLanguage, keyed: TableIds = PLACE_IDS): string {
  const ids = [...new Set([...names.values()].flatMap((byId) => [...byId.keys()]))].sort(keyed.compare);
  const languages = LANGUAGES.filter((language) => keyed.everyLanguage || (names.get(language)?.size ?? 0) > 0);
  const rows = ids.map((id) => {
    if (!keyed.pattern.test(id)) throw new Error(`names file: id ${JSON.stringify(id)} is not a valid ${keyed.column}`);
    const cells = languages.map((language) => {
      const name = names.get(language)?.get(id) ?? '';
      if (UNSAFE_CELL.test(name))
        throw new Error(
          `names file: the ${language} name of ${id}, ${JSON.stringify(name)}, holds a tab, a line break or surrounding space`,
        );
      return name;
    });
    return [id, ...cells].join('\t');
  });
  return [[keyed.column, ...languages].join('\t'), ...rows].join('\n') + '\n';
}

/** Reads the table's text back; throws naming the line that does not fit the header. */
export function decodeNamesFile(text: string, keyed: TableIds = PLACE_IDS): Map<NameLanguage, Map<string, string>> {
  const [header = '', ...lines] = text.split('\n');
  const columns = header.split('\t');
  if (columns[0] !== keyed.column)
    throw new Error(`names file: the header starts with ${JSON.stringify(columns[0])}, not ${keyed.column}`);
  const languages = columns.slice(1);
  const unknown = languages.filter((language) => !LANGUAGES.includes(language as NameLanguage));
  if (unknown.length > 0)
    throw new Error(`names file: unknown language column(s) ${unknown.join(', ')}; known: ${LANGUAGES.join(', ')}`);
  const names = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()]));
  lines.forEach((line, index) => {
    if (line === '') return;
    const [id = '', ...cells] = line.split('\t');
    if (!keyed.pattern.test(id) || cells.length !== languages.length)
      throw new Error(
        `names file: line ${index + 2} has ${cells.length + 1} cells (id ${JSON.stringify(id)}); the header has ${columns.length}`,
      );
    cells.forEach((name, at) => {
      if (name !== '') names.get(languages[at] as NameLanguage)!.set(id, name);
    });
  });
  return names;
}
