// Fills a message's `{name}` placeholders, choosing its plural form by `count` first.
import { memoised } from '../contract/memo.ts';
import type { MessageText } from './catalog.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The message with each `{name}` replaced by `values[name]`: numbers written by Intl in the
 * locale's digits, text as it is. A plural message picks its form by `values.count` first.
 */
export function fillMessage(
  locale: string,
  message: MessageText,
  values: Readonly<Record<string, string | number>>,
): string {
  const text = typeof message === 'string' ? message : pluralForm(locale, message, values.count);
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name]!;
    return typeof value === 'number'
      ? memoised(`number|${locale}`, () => new Intl.NumberFormat(locale)).format(value)
      : value;
  });
}

function pluralForm(locale: string, message: Exclude<MessageText, string>, count: string | number | undefined): string {
  if (typeof count !== 'number') return message.other;
  return message[memoised(`plural|${locale}`, () => new Intl.PluralRules(locale)).select(count)] ?? message.other;
}
