import { describe, expect, it, vi } from 'vitest';
import { createClimateWords } from '../../../src/components/weather-climate/climate-words.ts';
import { importClimateWords } from '../../../src/components/weather-climate/import-climate-words.ts';

describe('the climate words of a page', () => {
  it('has English at once and loads each other language once, however many charts ask', async () => {
    const loader = vi.fn(importClimateWords);
    const words = createClimateWords(loader);
    expect(words.loaded('en')?.title).toBe('Climate');
    expect(words.loaded('de')).toBeUndefined();
    const [first, second] = await Promise.all([words.load('de'), words.load('de')]);
    expect([first.title, first.language]).toEqual(['Klima', 'de']);
    expect(second).toBe(first);
    expect(words.loaded('de')).toBe(first);
    await words.load('en');
    expect(loader.mock.calls).toEqual([['de']]);
  });

  it('shows English, and says so in the console, when a language’s file cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const words = createClimateWords(() => Promise.reject(new Error('HTTP 404')));
    const shown = await words.load('ja');
    expect([shown.title, shown.language]).toEqual(['Climate', 'en']);
    expect(words.loaded('ja')?.title).toBe('Climate');
    expect(error.mock.calls[0]?.[0]).toMatch(/"ja" words could not load; English is shown/);
    error.mockRestore();
  });
});
