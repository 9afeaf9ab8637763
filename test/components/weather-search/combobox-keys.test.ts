import { describe, expect, it } from 'vitest';
import { comboboxAction, type ComboboxState } from '../../../src/components/weather-search/combobox-keys.ts';

const closed: ComboboxState = { open: false, count: 5, active: -1, hasText: true };
const open: ComboboxState = { open: true, count: 5, active: -1, hasText: true };

describe('comboboxAction', () => {
  it('opens a closed list on ↓ with the first option active, and on ↑ with the last', () => {
    expect(comboboxAction({ key: 'ArrowDown' }, closed)).toEqual({ type: 'activate', index: 0, consume: true });
    expect(comboboxAction({ key: 'ArrowUp' }, closed)).toEqual({ type: 'activate', index: 4, consume: true });
  });

  it('moves down and up through an open list', () => {
    expect(comboboxAction({ key: 'ArrowDown' }, open)).toMatchObject({ type: 'activate', index: 0 });
    expect(comboboxAction({ key: 'ArrowDown' }, { ...open, active: 1 })).toMatchObject({ type: 'activate', index: 2 });
    expect(comboboxAction({ key: 'ArrowUp' }, { ...open, active: 3 })).toMatchObject({ type: 'activate', index: 2 });
  });

  it('wraps from the last option to the first and from the first to the last', () => {
    expect(comboboxAction({ key: 'ArrowDown' }, { ...open, active: 4 })).toMatchObject({ type: 'activate', index: 0 });
    expect(comboboxAction({ key: 'ArrowUp' }, { ...open, active: 0 })).toMatchObject({ type: 'activate', index: 4 });
    expect(comboboxAction({ key: 'ArrowUp' }, open)).toMatchObject({ type: 'activate', index: 4 });
  });

  it('asks to open (search) when there is nothing to show yet', () => {
    expect(comboboxAction({ key: 'ArrowDown' }, { ...closed, count: 0 })).toEqual({ type: 'open', consume: true });
  });

  it('opens without moving on Alt+↓ and closes on Alt+↑', () => {
    expect(comboboxAction({ key: 'ArrowDown', altKey: true }, closed)).toEqual({ type: 'open', consume: true });
    expect(comboboxAction({ key: 'ArrowUp', altKey: true }, open)).toEqual({ type: 'close', consume: true });
  });

  it('selects the active option on Enter and keeps the form from submitting', () => {
    expect(comboboxAction({ key: 'Enter' }, { ...open, active: 2 })).toEqual({
      type: 'select',
      index: 2,
      consume: true,
    });
  });

  it('lets Enter submit the form when no option is active', () => {
    expect(comboboxAction({ key: 'Enter' }, open)).toEqual({ type: 'close', consume: false });
    expect(comboboxAction({ key: 'Enter' }, closed)).toEqual({ type: 'none', consume: false });
    expect(comboboxAction({ key: 'Enter' }, { ...closed, active: 2 })).toEqual({ type: 'none', consume: false });
  });

  it('closes on the first Escape and clears the text on the second', () => {
    expect(comboboxAction({ key: 'Escape' }, { ...open, active: 1 })).toEqual({ type: 'close', consume: true });
    expect(comboboxAction({ key: 'Escape' }, closed)).toEqual({ type: 'clear', consume: true });
  });

  it('leaves Escape to the page when there is nothing to close or clear', () => {
    expect(comboboxAction({ key: 'Escape' }, { ...closed, hasText: false })).toEqual({ type: 'none', consume: false });
  });

  it('never selects on Tab: the list closes and focus moves on', () => {
    expect(comboboxAction({ key: 'Tab' }, { ...open, active: 1 })).toEqual({ type: 'close', consume: false });
    expect(comboboxAction({ key: 'Tab', shiftKey: true }, { ...open, active: 1 })).toEqual({
      type: 'close',
      consume: false,
    });
    expect(comboboxAction({ key: 'Tab' }, closed)).toEqual({ type: 'none', consume: false });
  });

  it('leaves Home, End, ← and → to the text, returning focus from the list to the input', () => {
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      expect(comboboxAction({ key }, { ...open, active: 1 })).toEqual({ type: 'activate', index: -1, consume: false });
      expect(comboboxAction({ key }, closed)).toEqual({ type: 'none', consume: false });
    }
  });

  it('ignores keys while an input method is composing, and shortcuts with Ctrl or Meta', () => {
    expect(comboboxAction({ key: 'Enter', isComposing: true }, { ...open, active: 1 })).toEqual({
      type: 'none',
      consume: false,
    });
    expect(comboboxAction({ key: 'ArrowDown', ctrlKey: true }, open)).toEqual({ type: 'none', consume: false });
  });

  it('ignores typing keys, which the input event handles', () => {
    expect(comboboxAction({ key: 'a' }, open)).toEqual({ type: 'none', consume: false });
  });
});
