// The language a widget asks the service to name places in: its locale's language, script and
// region ("pt-BR", "zh-Hant-TW"), without the extensions a page's lang may carry, which the
// service refuses.
import { memoised } from '../../contract/memo.ts';

/** The `language` parameter for a widget in `locale` (asked on every render: built once per locale). */
export function placeLanguage(locale: string): string {
  return memoised(`place-language|${locale}`, () => {
    try {
      const { language, script, region } = new Intl.Locale(locale);
      return [language, script, region].filter((part) => part !== undefined).join('-');
    } catch {
      return 'en';
    }
  });
}
