// Screen readers say a live region's text when it changes; the same words set again are no
// change, and go unsaid. Every other time a no-break space follows the words, so a repeat (the
// same count for a refined search, the same place chosen again) is said too, and sounds the same.

/** `text` as the `nth` announcement (from 0) of a live region. */
export function alternating(text: string, nth: number): string {
  return nth % 2 === 1 ? `${text}\u00a0` : text;
}
