// Every element warns the developer through here, as lit's issueWarning does: each warning once
// per page however many elements hit it, ending with the troubleshooting entry that explains it.

/** The warnings the elements give; each is a heading of docs/troubleshooting.md. */
export const WARNING_CODES = ['unknown-attribute', 'unusable-attribute-value', 'for-names-no-element'] as const;

/** A warning's code: its anchor in docs/troubleshooting.md. */
export type WarningCode = (typeof WARNING_CODES)[number];

const given = new Set<string>();

/**
 * Warns once per page with `message` and a link to the entry for `code`. The same code about
 * something else (`about`: another attribute, another id; by default the message) is a new warning.
 */
export function warnOnce(code: WarningCode, message: string, about: string = message): void {
  const key = `${code} ${about}`;
  if (given.has(key)) return;
  given.add(key);
  console.warn(`${message} See docs/troubleshooting.md#${code}`);
}
