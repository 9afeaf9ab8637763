// One file a language, loaded once for the page: what the widgets' messages and the climate's
// words have in common. English is built in; any other language is fetched the first time it is
// asked for, and what its loader answers (English standing in for a file that could not load) is
// kept for the rest of the page's life.
import type { Language } from '../contract/languages.ts';

/** The files of a page's languages, each loaded once. */
export interface LanguageFiles<Words> {
  /** Loads the words of `language` once for the page. */
  load(language: Language): Promise<Words>;
  /** The words of `language` if they have loaded (English always has). */
  loaded(language: Language): Words | undefined;
}

/** The language files of a page: `english` built in, any other language through `loadFile` (which never rejects). */
export function createLanguageFiles<Words>(
  english: Words,
  loadFile: (language: Exclude<Language, 'en'>) => Promise<Words>,
): LanguageFiles<Words> {
  const loaded = new Map<Language, Words>([['en', english]]);
  const loading = new Map<Language, Promise<Words>>();
  return {
    load(language) {
      const done = loaded.get(language);
      if (done) return Promise.resolve(done);
      let pending = loading.get(language);
      if (!pending) {
        pending = loadFile(language as Exclude<Language, 'en'>).then((words) => {
          loaded.set(language, words);
          return words;
        });
        loading.set(language, pending);
      }
      return pending;
    },
    loaded: (language) => loaded.get(language),
  };
}
