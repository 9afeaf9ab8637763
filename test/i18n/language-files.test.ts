import { describe, expect, it } from 'vitest';
import { createLanguageFiles } from '../../src/i18n/language-files.ts';

describe('createLanguageFiles', () => {
  it('answers English at once, without the loader', async () => {
    const files = createLanguageFiles('hello', () => Promise.reject(new Error('English is built in')));
    expect(files.loaded('en')).toBe('hello');
    await expect(files.load('en')).resolves.toBe('hello');
  });

  it('loads each other language once, however many widgets ask at the same time', async () => {
    const asked: string[] = [];
    const files = createLanguageFiles('hello', async (language) => (asked.push(language), `${language}: hallo`));
    expect(files.loaded('de')).toBeUndefined();
    const answers = await Promise.all([files.load('de'), files.load('de'), files.load('fr')]);
    expect(answers).toEqual(['de: hallo', 'de: hallo', 'fr: hallo']);
    await files.load('de');
    expect(asked).toEqual(['de', 'fr']);
    expect(files.loaded('de')).toBe('de: hallo');
  });

  it('keeps what the loader stood in for a file that could not load, and does not ask again', async () => {
    let calls = 0;
    const files = createLanguageFiles('hello', async () => ((calls += 1), 'hello'));
    await files.load('ja');
    await files.load('ja');
    expect(files.loaded('ja')).toBe('hello');
    expect(calls).toBe(1);
  });
});
