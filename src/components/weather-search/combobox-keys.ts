// The keyboard of the WAI-ARIA APG combobox (list autocomplete without automatic selection), as
// a pure function from a key and the list's state to what the element does.

/** What the combobox knows when a key goes down. */
export interface ComboboxState {
  open: boolean;
  /** Options available to show (those of the last answer). */
  count: number;
  /** Index of the active option, -1 for none. */
  active: number;
  /** Whether the input holds any text. */
  hasText: boolean;
}

/** The key as the keydown event gives it. */
export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
}

/**
 * What to do. `activate` opens the list (if closed) with option `index` active (-1: none);
 * `open` shows the list, asking the service first when there is nothing to show. `consume`
 * says whether the key's default action (caret move, form submit, focus move) is prevented.
 */
export type ComboboxAction =
  | { type: 'activate'; index: number; consume: boolean }
  | { type: 'open'; consume: true }
  | { type: 'select'; index: number; consume: true }
  | { type: 'close'; consume: boolean }
  | { type: 'clear'; consume: true }
  | { type: 'none'; consume: false };

const NONE = { type: 'none', consume: false } as const;

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The action for a key press in the combobox's input. */
export function comboboxAction(press: KeyPress, state: ComboboxState): ComboboxAction {
  // An IME composing text (Japanese, Chinese) owns the keys until it commits.
  if (press.isComposing || press.ctrlKey || press.metaKey) return NONE;
  const { open, count, active } = state;
  switch (press.key) {
    case 'ArrowDown':
      if (press.altKey) return { type: 'open', consume: true };
      if (count === 0) return { type: 'open', consume: true };
      return { type: 'activate', index: open ? wrap(active + 1, count) : 0, consume: true };
    case 'ArrowUp':
      if (press.altKey) return open ? { type: 'close', consume: true } : NONE;
      if (count === 0) return { type: 'open', consume: true };
      return { type: 'activate', index: open && active >= 0 ? wrap(active - 1, count) : count - 1, consume: true };
    case 'Enter':
      if (open && active >= 0 && active < count) return { type: 'select', index: active, consume: true };
      // Nothing chosen: the list goes and Enter does what it does anywhere (submits the form).
      return open ? { type: 'close', consume: false } : NONE;
    case 'Escape':
      if (open) return { type: 'close', consume: true };
      return state.hasText ? { type: 'clear', consume: true } : NONE;
    case 'Tab':
      // Tab never selects: the list closes and focus moves on as usual.
      return open ? { type: 'close', consume: false } : NONE;
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End':
      // These edit the text: the caret moves and the visual focus returns to the input.
      return open && active >= 0 ? { type: 'activate', index: -1, consume: false } : NONE;
    default:
      return NONE;
  }
}
