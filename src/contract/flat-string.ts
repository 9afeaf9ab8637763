// V8 keeps a string joined from parts (`"minute";r=5;t=60`) as a tree of those parts until
// something reads it whole. node:http checks every header field with a regular expression, and on
// such a tree that check first flattens it in V8's runtime, about 1,400 instructions a field. Reading
// one character flattens it, in place, for a few hundred; the check then runs on flat text.

/** `text`, flattened: for a string built each request that node:http will check as a header field. */
export function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
}
