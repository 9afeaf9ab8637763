import { describe, expect, it } from 'vitest';
import { regionShown } from '../../../src/components/shared/place-region.ts';

describe('regionShown', () => {
  it('writes a region that adds something, in the language’s script', () => {
    expect(regionShown('en', { name: 'Portland', admin: 'Oregon' })).toBe('Oregon');
    expect(regionShown('it', { name: 'Roma', admin: 'Lazio' })).toBe('Lazio');
    expect(regionShown('ar', { name: 'بورتلاند', admin: 'أوريغون' })).toBe('أوريغون');
    expect(regionShown('ja', { name: '札幌市', admin: '北海道' })).toBe('北海道');
    expect(regionShown('ru', { name: 'Казань', admin: 'Татарстан' })).toBe('Татарстан');
  });

  it('leaves out a region that repeats the place’s name', () => {
    expect(regionShown('en', { name: 'Tokyo', admin: 'Tokyo' })).toBeUndefined();
    expect(regionShown('de', { name: 'Berlin', admin: 'State of Berlin' })).toBeUndefined();
    expect(regionShown('en', { name: 'Bremen', admin: 'Free Hanseatic City of Bremen' })).toBeUndefined();
    // A word of the place's name inside another word is no repetition.
    expect(regionShown('en', { name: 'York', admin: 'New Yorkshire' })).toBe('New Yorkshire');
    expect(regionShown('en', { name: 'Washington', admin: 'District of Columbia' })).toBe('District of Columbia');
  });

  it('leaves out a region the place’s name already holds, so the line names it once', () => {
    expect(regionShown('ar', { name: 'بورتلاند، أوريغون', admin: 'أوريغون' })).toBeUndefined();
    expect(regionShown('en', { name: 'Portland, Oregon', admin: 'Oregon' })).toBeUndefined();
    expect(regionShown('de', { name: 'Halle (Saale)', admin: 'Sachsen-Anhalt' })).toBe('Sachsen-Anhalt');
  });

  it('leaves out a region in another script: the page’s language has no name for it', () => {
    expect(regionShown('ar', { name: 'بورتلاند، أوريغون', admin: 'Oregon' })).toBeUndefined();
    expect(regionShown('he', { name: 'פורטלנד', admin: 'Oregon' })).toBeUndefined();
    expect(regionShown('zh-Hans', { name: '波特兰', admin: 'Oregon' })).toBeUndefined();
    expect(regionShown('uk', { name: 'Портленд', admin: 'Oregon' })).toBeUndefined();
  });

  it('has nothing to write without a region', () => {
    expect(regionShown('en', { name: 'Monaco', admin: '' })).toBeUndefined();
  });
});
