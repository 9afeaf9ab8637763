// The page's message catalogs: English is built in; every other language is one small file,
// loaded the first time a widget speaks it, by the loader its build target passes in (a file
// beside the script for the script tag, a chunk of the package for npm users).
import type { Catalog, CatalogFile } from './catalog.ts';
import type { Language } from '../contract/languages.ts';
import english from './messages/en.json';
import { problem, type Problem } from '../contract/problems.ts';
import { isUpstreamError } from '../contract/source-error.ts';
import { createLanguageFiles } from './language-files.ts';

/** Fetches the file of one language (never English, which is built in). */
export type CatalogLoader = (language: Exclude<Language, 'en'>) => Promise<CatalogFile>;

/** The built-in English catalog, what every language falls back to when its file cannot load. */
// JSON's arrays type as string[], not as the catalog's fixed-length tuples: the catalog test
// checks every file's shape, English's included.
export const ENGLISH: Catalog = { ...(english as unknown as CatalogFile), language: 'en' };

/** The page's catalogs: each language loaded once, by the loader the page's build target passes in. */
export interface Catalogs {
  /**
   * Loads the catalog of `language` once for the page. A file that cannot load (offline, or one
   * that fails its integrity check) is said in the console, and English stands in for it; a file
   * that was changed is also an `integrity` problem the widgets show (refused).
   */
  load(language: Language): Promise<Catalog>;
  /** The catalog of `language` if it has loaded (English always has). */
  loaded(language: Language): Catalog | undefined;
  /** The `integrity` problem of a language whose file was changed (English stands in for it, and the widgets show the problem). */
  refused(language: Language): Problem | undefined;
}

/** The catalogs of a page whose other languages come through `loader` (none: English only). */
export function createCatalogs(loader: CatalogLoader | undefined): Catalogs {
  // Languages whose file is not the one the build pinned: the widgets say so, in English.
  const refused = new Map<Language, Problem>();

  async function loadFile(language: Exclude<Language, 'en'>): Promise<Catalog> {
    if (!loader) {
      console.warn(`weather-widgets: no way to load the "${language}" messages in this build; English is shown.`);
      return ENGLISH;
    }
    try {
      return { ...(await loader(language)), language };
    } catch (error) {
      if (isUpstreamError(error) && error.failure === 'integrity')
        refused.set(language, problem('integrity', error.message));
      console.error(`weather-widgets: the "${language}" messages could not load; English is shown.`, error);
      return ENGLISH;
    }
  }

  return { ...createLanguageFiles(ENGLISH, loadFile), refused: (language) => refused.get(language) };
}
