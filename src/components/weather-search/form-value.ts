import type { Location } from '../../contract/records.ts';

/**
 * What the search submits in a form under `name`: with a chosen place, `name` = its label (the
 * field's `text`, which choosing a place sets to its label) and `name-lat`, `name-lon` = its
 * coordinates; with only typed text, `name` = the text (nothing the visitor typed is lost);
 * without a name or any text, nothing.
 */
export function formValue(name: string | undefined, chosen: Location | undefined, text: string): FormData | null {
  if (!name) return null;
  const data = new FormData();
  if (chosen) {
    data.append(name, text);
    data.append(`${name}-lat`, String(chosen.lat));
    data.append(`${name}-lon`, String(chosen.lon));
  } else if (text) {
    data.append(name, text);
  } else {
    return null;
  }
  return data;
}

/**
 * Submits the form as Enter in a text field does (implicit submission): by its default button
 * when it has one (nothing if that button is disabled), else directly. An input inside a shadow
 * root has no form owner, so the browser would not do this by itself.
 */
export function submitImplicitly(form: HTMLFormElement): void {
  const defaultButton = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement && element.type === 'submit') ||
      (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')),
  );
  if (defaultButton) {
    if (!defaultButton.disabled) defaultButton.click();
    return;
  }
  form.requestSubmit();
}
