import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag } from '../../src/contract/place-language.ts';
import { parseParameters } from '../../src/contract/queries.ts';

describe('the language a request names places in', () => {
  it.each([
    ['it', 'it'],
    ['pt-br', 'pt-BR'],
    ['ZH-hant-tw', 'zh-Hant-TW'],
    ['de-AT', 'de-AT'],
    ['es-419', 'es-419'],
  ])('takes %s as the tag %s', (given, canonical) => {
    expect(canonicalLanguageTag(given)).toBe(canonical);
  });

  it.each(['', 'italian', 'it_IT', 'en-US-x-private', 'de-DE-u-co-phonebk', 'i', '12', 'it-', '<script>'])(
    'refuses %j, which is no language tag of language, script and region',
    (given) => {
      expect(canonicalLanguageTag(given)).toBeUndefined();
    },
  );

  it('is a parameter of every operation, canonical, and refused with a sentence naming it', () => {
    const values = (language: string) =>
      new Map([
        ['key', ['demo']],
        ['place', ['Roma']],
        ['language', [language]],
      ]);
    for (const operation of ['forecast', 'current', 'geocode'] as const) {
      expect(parseParameters(operation, values('pt-br')).parameters.language).toBe('pt-BR');
    }
    expect(parseParameters('geocode', values('Italiano')).violations).toEqual([
      {
        param: 'language',
        code: 'not_allowed',
        detail: 'language must be a language tag such as it, pt-BR or zh-Hant.',
      },
    ]);
  });
});
