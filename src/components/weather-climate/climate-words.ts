// The climate's words on a page: English is built into the climate's module; every other
// language is one small file, loaded the first time a chart speaks it, by the loader its build
// passes in (a pinned file beside the script for the script tag, a chunk for npm users).
import type { Language } from '../../contract/languages.ts';
import type { ClimateMessages } from './climate-messages.ts';
import english from './messages/en.json';
import { createLanguageFiles } from '../../i18n/language-files.ts';

/** The climate's words and the language they are in (English where a language's file could not load). */
export type SpokenClimateMessages = ClimateMessages & { readonly language: Language };

/** Fetches the climate's words in one language (never English, which is built in). */
export type ClimateWordsLoader = (language: Exclude<Language, 'en'>) => Promise<ClimateMessages>;

/** The page's climate words: each language loaded once. */
export interface ClimateWords {
  /** Loads the words of `language` once for the page; English stands in for a file that cannot load (said in the console). */
  load(language: Language): Promise<SpokenClimateMessages>;
  /** The words of `language` if they have loaded (English always has). */
  loaded(language: Language): SpokenClimateMessages | undefined;
}

// JSON's arrays type as string[], not as the fixed-length tuple of the seasons: the messages'
// test checks every file's shape, English's included.
const ENGLISH: SpokenClimateMessages = { ...(english as unknown as ClimateMessages), language: 'en' };

/** The climate words of a page whose other languages come through `loader`. */
export function createClimateWords(loader: ClimateWordsLoader): ClimateWords {
  return createLanguageFiles(ENGLISH, (language) =>
    loader(language)
      .then((words): SpokenClimateMessages => ({ ...words, language }))
      .catch((error: unknown) => {
        console.error(`weather-widgets: the climate's "${language}" words could not load; English is shown.`, error);
        return ENGLISH;
      }),
  );
}
