// Which way a widget lays out. Its own `dir` attribute is the page author's word for this one
// element and wins. Otherwise right to left wins when the language and the page disagree: Arabic
// or Hebrew words laid out left to right read in the wrong order (the day's name after its
// temperatures, the chart backwards), whereas a left-to-right language laid out right to left
// stays readable and sits the way the rest of its right-to-left page runs.

/**
 * The direction an element lays out in: its own `dir` as `:dir()` resolves it; else right to left
 * when its language is written so or the page around it is (an ancestor's `dir`); else left to right.
 */
export function layoutDirection(element: Element, language: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  if (!element.hasAttribute('dir') && language === 'rtl') return 'rtl';
  return element.matches(':dir(rtl)') ? 'rtl' : 'ltr';
}
