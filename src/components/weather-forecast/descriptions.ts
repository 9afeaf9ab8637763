// WMO weather descriptions in the languages we speak beyond English (English comes in the reply).
// Codes are the contract's; one row per language keeps the table small and easy to check.
import type { Description } from '../../contract/records.ts';
import { languageOf } from '../shared/locale.ts';

const CODES = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 68, 69, 71, 73, 75, 77, 79, 80, 81, 82, 85, 86, 95, 96, 99] as const;

// Each list follows CODES, in order.
const TABLE: Record<string, readonly string[]> = {
  de: [
    'Klar', 'Überwiegend klar', 'Teilweise bewölkt', 'Bedeckt', 'Nebel', 'Nebel mit Reifansatz',
    'Leichter Nieselregen', 'Mäßiger Nieselregen', 'Starker Nieselregen', 'Leichter gefrierender Nieselregen', 'Starker gefrierender Nieselregen',
    'Leichter Regen', 'Mäßiger Regen', 'Starker Regen', 'Leichter Eisregen', 'Starker Eisregen', 'Leichter Schneeregen', 'Starker Schneeregen',
    'Leichter Schneefall', 'Mäßiger Schneefall', 'Starker Schneefall', 'Schneegriesel', 'Eiskörner',
    'Leichte Regenschauer', 'Mäßige Regenschauer', 'Heftige Regenschauer', 'Leichte Schneeschauer', 'Starke Schneeschauer',
    'Gewitter', 'Gewitter mit leichtem Hagel', 'Gewitter mit starkem Hagel',
  ],
  fr: [
    'Ciel dégagé', 'Plutôt dégagé', 'Partiellement nuageux', 'Couvert', 'Brouillard', 'Brouillard givrant',
    'Bruine légère', 'Bruine modérée', 'Bruine dense', 'Bruine verglaçante légère', 'Bruine verglaçante dense',
    'Pluie faible', 'Pluie modérée', 'Forte pluie', 'Pluie verglaçante faible', 'Forte pluie verglaçante', 'Pluie et neige faibles', 'Pluie et neige',
    'Faibles chutes de neige', 'Chutes de neige modérées', 'Fortes chutes de neige', 'Neige en grains', 'Granules de glace',
    'Faibles averses', 'Averses', 'Violentes averses', 'Faibles averses de neige', 'Fortes averses de neige',
    'Orage', 'Orage avec grêle faible', 'Orage avec forte grêle',
  ],
  es: [
    'Despejado', 'Mayormente despejado', 'Parcialmente nublado', 'Cubierto', 'Niebla', 'Niebla con escarcha',
    'Llovizna ligera', 'Llovizna moderada', 'Llovizna densa', 'Llovizna helada ligera', 'Llovizna helada densa',
    'Lluvia ligera', 'Lluvia moderada', 'Lluvia fuerte', 'Lluvia helada ligera', 'Lluvia helada fuerte', 'Aguanieve ligera', 'Aguanieve',
    'Nevada ligera', 'Nevada moderada', 'Nevada fuerte', 'Granos de nieve', 'Gránulos de hielo',
    'Chubascos ligeros', 'Chubascos moderados', 'Chubascos violentos', 'Chubascos de nieve ligeros', 'Chubascos de nieve fuertes',
    'Tormenta', 'Tormenta con granizo ligero', 'Tormenta con granizo fuerte',
  ],
  ja: [
    '快晴', '晴れ', '晴れ時々曇り', '曇り', '霧', '着氷性の霧',
    '弱い霧雨', '霧雨', '強い霧雨', '弱い着氷性の霧雨', '強い着氷性の霧雨',
    '弱い雨', '雨', '強い雨', '弱い着氷性の雨', '強い着氷性の雨', '弱いみぞれ', 'みぞれ',
    '弱い雪', '雪', '大雪', '霧雪', '凍雨',
    '弱いにわか雨', 'にわか雨', '激しいにわか雨', '弱いにわか雪', '強いにわか雪',
    '雷雨', '雷雨（弱いひょう）', '雷雨（強いひょう）',
  ],
};

/** The description in the locale's language; the reply's English name where we have none. */
export function describe(description: Description, locale: string): string {
  const row = TABLE[languageOf(locale)];
  const index = CODES.indexOf(description.code as (typeof CODES)[number]);
  return (row && index >= 0 ? row[index] : undefined) ?? description.name;
}
