import { pickMessages } from '../shared/locale.ts';
import { memoised } from '../shared/memo.ts';

/** The search's words in one language; `{n}` is a formatted number, `{s}` a formatted duration. */
export interface SearchMessages {
  label: string;
  /** Results announced by plural category (Intl.PluralRules); `other` is required. */
  found: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  none: string;
  rateLimited: string;
  failed: string;
  /** Before the detail of a configuration that cannot work (which names the option to fix). */
  misconfigured: string;
  locate: string;
  locating: string;
  locateDenied: string;
  locateUnavailable: string;
}

const en: SearchMessages = {
  label: 'Search for a place',
  found: { one: '{n} place found', other: '{n} places found' },
  none: 'No places found',
  rateLimited: 'Too many searches, try again in {s}',
  failed: 'Search is not available right now, please try again later',
  misconfigured: 'The weather widgets of this site are set up wrongly:',
  locate: 'Use my location',
  locating: 'Finding your location…',
  locateDenied: 'Your location was not shared, so it cannot be used',
  locateUnavailable: 'Your location could not be found',
};

const de: SearchMessages = {
  label: 'Ort suchen',
  found: { one: '{n} Ort gefunden', other: '{n} Orte gefunden' },
  none: 'Keine Orte gefunden',
  rateLimited: 'Zu viele Suchen, bitte in {s} erneut versuchen',
  failed: 'Die Suche ist gerade nicht verfügbar, bitte später erneut versuchen',
  misconfigured: 'Die Wetter-Widgets dieser Website sind falsch eingerichtet:',
  locate: 'Meinen Standort verwenden',
  locating: 'Standort wird ermittelt …',
  locateDenied: 'Der Standort wurde nicht freigegeben und kann nicht verwendet werden',
  locateUnavailable: 'Der Standort konnte nicht ermittelt werden',
};

const fr: SearchMessages = {
  label: 'Rechercher un lieu',
  found: { one: '{n} lieu trouvé', other: '{n} lieux trouvés' },
  none: 'Aucun lieu trouvé',
  rateLimited: 'Trop de recherches, réessayez dans {s}',
  failed: 'La recherche est indisponible pour le moment, réessayez plus tard',
  misconfigured: 'Les widgets météo de ce site sont mal configurés :',
  locate: 'Utiliser ma position',
  locating: 'Recherche de votre position…',
  locateDenied: 'Votre position n’a pas été partagée et ne peut pas être utilisée',
  locateUnavailable: 'Votre position est introuvable',
};

const es: SearchMessages = {
  label: 'Buscar un lugar',
  found: { one: '{n} lugar encontrado', other: '{n} lugares encontrados' },
  none: 'No se encontraron lugares',
  rateLimited: 'Demasiadas búsquedas, inténtalo de nuevo en {s}',
  failed: 'La búsqueda no está disponible ahora, inténtalo más tarde',
  misconfigured: 'Los widgets del tiempo de este sitio están mal configurados:',
  locate: 'Usar mi ubicación',
  locating: 'Buscando tu ubicación…',
  locateDenied: 'No se compartió tu ubicación, así que no se puede usar',
  locateUnavailable: 'No se pudo encontrar tu ubicación',
};

const ja: SearchMessages = {
  label: '場所を検索',
  found: { other: '{n} 件の場所が見つかりました' },
  none: '場所が見つかりませんでした',
  rateLimited: '検索が多すぎます。{s}後にもう一度お試しください',
  failed: '現在検索を利用できません。しばらくしてからもう一度お試しください',
  misconfigured: 'このサイトの天気ウィジェットの設定が正しくありません:',
  locate: '現在地を使用',
  locating: '現在地を取得しています…',
  locateDenied: '位置情報が共有されていないため、現在地を使用できません',
  locateUnavailable: '現在地を取得できませんでした',
};

/** The messages of the locale's language (English for the others). */
export function searchMessages(locale: string): SearchMessages {
  return pickMessages(locale, { en, de, fr, es, ja });
}

/** "5 places found" / "No places found", in the locale's plural forms and digits. */
export function foundMessage(locale: string, messages: SearchMessages, count: number): string {
  if (count === 0) return messages.none;
  const category = memoised(`plural|${locale}`, () => new Intl.PluralRules(locale)).select(count);
  return (messages.found[category] ?? messages.found.other).replace('{n}', memoised(`count|${locale}`, () => new Intl.NumberFormat(locale)).format(count));
}

/** "Too many searches, try again in 30s", the duration in the locale's own short form. */
export function rateLimitedMessage(locale: string, messages: SearchMessages, seconds: number): string {
  const formatter = memoised(`seconds|${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }));
  const duration = formatter.format(Math.ceil(seconds));
  return messages.rateLimited.replace('{s}', duration);
}
