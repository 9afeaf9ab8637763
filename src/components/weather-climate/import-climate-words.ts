// The npm package's and the development server's way to the climate's words: each language's file
// is a chunk, which the app's bundler emits beside its own.
import type { ClimateMessages } from './climate-messages.ts';
import type { ClimateWordsLoader } from './climate-words.ts';

const files = import.meta.glob<ClimateMessages>(['./messages/*.json', '!./messages/en.json'], { import: 'default' });

/** Imports a language's words as a chunk of the bundle. */
export const importClimateWords: ClimateWordsLoader = (language) => {
  const load = files[`./messages/${language}.json`];
  return load ? load() : Promise.reject(new Error(`no climate words for "${language}"`));
};
