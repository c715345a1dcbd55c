/**
 * The demo project's words in the four languages (docs/product.md#demo-project): the project's name, each
 * section's name, and the names of its cable, compressor and water pump, by their English name. The numbers and
 * technical symbols of a name (mm², kV, l/min…) stay as they are; only the words change. The demo catalogue's
 * machines are shared presets and keep their (English) names.
 */
import type { Locale } from '../i18n/catalogues.js';

type Words = Readonly<Record<Exclude<Locale, 'en'>, string>>;

export const DEMO_PROJECT_NAMES: Readonly<Record<Locale, string>> = {
  en: 'Demo: one section per laying method',
  fr: 'Démo : une section par méthode de pose',
  de: 'Demo: ein Abschnitt je Verlegeverfahren',
  it: 'Demo: una sezione per metodo di posa',
};

/** The translations of the English names used in the demo sections. */
export const DEMO_NAMES: Readonly<Record<string, Words>> = {
  // sections
  'Pull: MV cable under the station access road': {
    fr: 'Tirage : câble MT sous la voie d’accès au poste',
    de: 'Ziehen: MS-Kabel unter der Zufahrt zum Umspannwerk',
    it: 'Tiro: cavo MT sotto la strada di accesso alla cabina',
  },
  'Push: fibre cable across a street crossing': {
    fr: 'Poussage : câble à fibres sous un carrefour',
    de: 'Schieben: Glasfaserkabel unter einer Straßenkreuzung',
    it: 'Spinta: cavo in fibra sotto un incrocio',
  },
  'Push-pull: LV cable along a residential street': {
    fr: 'Poussage-tirage : câble BT le long d’une rue résidentielle',
    de: 'Schieben-Ziehen: NS-Kabel entlang einer Wohnstraße',
    it: 'Spinta-tiro: cavo BT lungo una via residenziale',
  },
  'Jetting: fibre cable to the business park': {
    fr: 'Soufflage : câble à fibres vers la zone d’activités',
    de: 'Einblasen: Glasfaserkabel zum Gewerbegebiet',
    it: 'Soffiaggio: cavo in fibra verso la zona industriale',
  },
  'Floating: fibre backbone along a country road': {
    fr: 'Flottage : dorsale à fibres le long d’une route de campagne',
    de: 'Einschwimmen: Glasfaser-Backbone entlang einer Landstraße',
    it: 'Flottaggio: dorsale in fibra lungo una strada di campagna',
  },
  'Water push-pull: HV cable between two substations': {
    fr: 'Poussage-tirage à l’eau : câble HT entre deux postes',
    de: 'Wasser-Schieben-Ziehen: HS-Kabel zwischen zwei Umspannwerken',
    it: 'Spinta-tiro ad acqua: cavo AT tra due sottostazioni',
  },
  'Free-floating: MV cable under a river meadow': {
    fr: 'Flottage libre : câble MT sous une prairie alluviale',
    de: 'Freies Einschwimmen: MS-Kabel unter einer Flussaue',
    it: 'Flottaggio libero: cavo MT sotto un prato golenale',
  },
  // cables
  'MV 1×400 mm² Al, 12/20 kV, 40 mm': { fr: 'MT 1×400 mm² Al, 12/20 kV, 40 mm', de: 'MS 1×400 mm² Al, 12/20 kV, 40 mm', it: 'MT 1×400 mm² Al, 12/20 kV, 40 mm' },
  'Loose-tube cable 96 fibres, 11 mm': { fr: 'Câble à tubes libres 96 fibres, 11 mm', de: 'Bündeladerkabel 96 Fasern, 11 mm', it: 'Cavo a tubetti 96 fibre, 11 mm' },
  'LV 4×150 mm² Al, 1 kV, 48 mm': { fr: 'BT 4×150 mm² Al, 1 kV, 48 mm', de: 'NS 4×150 mm² Al, 1 kV, 48 mm', it: 'BT 4×150 mm² Al, 1 kV, 48 mm' },
  'Loose-tube cable 10 mm': { fr: 'Câble à tubes libres 10 mm', de: 'Bündeladerkabel 10 mm', it: 'Cavo a tubetti 10 mm' },
  'Loose-tube cable 288 fibres, 15 mm': { fr: 'Câble à tubes libres 288 fibres, 15 mm', de: 'Bündeladerkabel 288 Fasern, 15 mm', it: 'Cavo a tubetti 288 fibre, 15 mm' },
  'HV 1×1000 mm² Al, 132 kV, 90 mm': { fr: 'HT 1×1000 mm² Al, 132 kV, 90 mm', de: 'HS 1×1000 mm² Al, 132 kV, 90 mm', it: 'AT 1×1000 mm² Al, 132 kV, 90 mm' },
  'MV single core 1×240 mm² Al, 20 kV, 36 mm': { fr: 'MT unipolaire 1×240 mm² Al, 20 kV, 36 mm', de: 'MS einadrig 1×240 mm² Al, 20 kV, 36 mm', it: 'MT unipolare 1×240 mm² Al, 20 kV, 36 mm' },
  // compressor and pumps
  'Portable compressor 5 m³/min, 12 bar': { fr: 'Compresseur mobile 5 m³/min, 12 bar', de: 'Mobiler Kompressor 5 m³/min, 12 bar', it: 'Compressore portatile 5 m³/min, 12 bar' },
  'Water pump 300 l/min, 16 bar': { fr: 'Pompe à eau 300 l/min, 16 bar', de: 'Wasserpumpe 300 l/min, 16 bar', it: 'Pompa dell’acqua 300 l/min, 16 bar' },
  'Water pump 1500 l/min, 20 bar': { fr: 'Pompe à eau 1500 l/min, 20 bar', de: 'Wasserpumpe 1500 l/min, 20 bar', it: 'Pompa dell’acqua 1500 l/min, 20 bar' },
};

/** An English demo name in `locale` (the English name itself for English, or for a name without translation). */
export function demoName(name: string, locale: Locale): string {
  return locale === 'en' ? name : (DEMO_NAMES[name]?.[locale] ?? name);
}
