/**
 * The demo project's words in the four languages (docs/product.md#demo-project): the project's name, each
 * section's name, and the names of its cable, compressor and water pump, by their English name. The numbers and
 * technical symbols of a name (mm², kV, l/min…) stay as they are; only the words change. The demo preset
 * catalogue is shared by every account and stored with its English names: the web app shows a catalogue preset
 * (owner `null`) by {@link demoName} in the user's language, and keeps finding it by its stored name.
 */
import type { Locale } from '../i18n/catalogues.js';
import type { SectionData } from './types.js';

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
  // the rest of the demo preset catalogue (fixtures/presets/demo-catalogue.json), shown by its name in the user's language
  'Micro cable 96 fibres, 6.0 mm': { fr: 'Micro-câble 96 fibres, 6,0 mm', de: 'Mikrokabel 96 Fasern, 6,0 mm', it: 'Microcavo 96 fibre, 6,0 mm' },
  'Micro cable 144 fibres, 7.5 mm': { fr: 'Micro-câble 144 fibres, 7,5 mm', de: 'Mikrokabel 144 Fasern, 7,5 mm', it: 'Microcavo 144 fibre, 7,5 mm' },
  'Copper telecom cable 50 pairs, 18 mm': { fr: 'Câble télécom cuivre 50 paires, 18 mm', de: 'Kupfer-Fernmeldekabel 50 Paare, 18 mm', it: 'Cavo telefonico in rame 50 coppie, 18 mm' },
  'Microduct bundle 7×12/8 mm': { fr: 'Faisceau de microconduits 7×12/8 mm', de: 'Mikrorohrverband 7×12/8 mm', it: 'Fascio di microtubi 7×12/8 mm' },
  'HV single core 1×1200 mm² Cu, 132 kV, 110 mm': { fr: 'HT unipolaire 1×1200 mm² Cu, 132 kV, 110 mm', de: 'HS einadrig 1×1200 mm² Cu, 132 kV, 110 mm', it: 'AT unipolare 1×1200 mm² Cu, 132 kV, 110 mm' },
  'HDPE 40/33 smooth': { fr: 'PEHD 40/33 lisse', de: 'HDPE 40/33 glatt', it: 'HDPE 40/33 liscio' },
  'HDPE 40/32 ribbed': { fr: 'PEHD 40/32 rainuré', de: 'HDPE 40/32 gerillt', it: 'HDPE 40/32 rigato' },
  'HDPE 50/41 smooth': { fr: 'PEHD 50/41 lisse', de: 'HDPE 50/41 glatt', it: 'HDPE 50/41 liscio' },
  'HDPE 32/26 ribbed': { fr: 'PEHD 32/26 rainuré', de: 'HDPE 32/26 gerillt', it: 'HDPE 32/26 rigato' },
  'Microduct 14/10': { fr: 'Microconduit 14/10', de: 'Mikrorohr 14/10', it: 'Microtubo 14/10' },
  'Microduct 12/8': { fr: 'Microconduit 12/8', de: 'Mikrorohr 12/8', it: 'Microtubo 12/8' },
  'PE 110/94 smooth': { fr: 'PE 110/94 lisse', de: 'PE 110/94 glatt', it: 'PE 110/94 liscio' },
  'PE 160/141 smooth': { fr: 'PE 160/141 lisse', de: 'PE 160/141 glatt', it: 'PE 160/141 liscio' },
  'PVC corrugated 160/136': { fr: 'PVC annelé 160/136', de: 'PVC gewellt 160/136', it: 'PVC corrugato 160/136' },
  'Cable rollers in open trench, 2 m spacing': { fr: 'Rouleaux en tranchée ouverte, espacés de 2 m', de: 'Kabelrollen im offenen Graben, Abstand 2 m', it: 'Rulli in trincea aperta, passo 2 m' },
  'Compact blowing machine for micro cables': { fr: 'Souffleuse compacte pour micro-câbles', de: 'Kompakte Einblasmaschine für Mikrokabel', it: 'Soffiatrice compatta per microcavi' },
  'Blowing machine for cables 8–20 mm': { fr: 'Souffleuse pour câbles de 8 à 20 mm', de: 'Einblasmaschine für Kabel 8–20 mm', it: 'Soffiatrice per cavi 8–20 mm' },
  'Caterpillar cable pusher for power cables': { fr: 'Pousseur à chenilles pour câbles d’énergie', de: 'Raupen-Kabelschieber für Energiekabel', it: 'Spingicavo a cingoli per cavi di energia' },
  'Water-tight cable pusher for floating': { fr: 'Pousseur étanche pour le flottage', de: 'Wasserdichter Kabelschieber zum Einschwimmen', it: 'Spingicavo stagno per il flottaggio' },
  'Capstan winch 10 kN': { fr: 'Treuil cabestan 10 kN', de: 'Spillwinde 10 kN', it: 'Argano a cabestano 10 kN' },
  'Drum winch 50 kN': { fr: 'Treuil à tambour 50 kN', de: 'Trommelwinde 50 kN', it: 'Argano a tamburo 50 kN' },
  'Drum winch 100 kN': { fr: 'Treuil à tambour 100 kN', de: 'Trommelwinde 100 kN', it: 'Argano a tamburo 100 kN' },
  'Portable compressor 10 m³/min, 14 bar': { fr: 'Compresseur mobile 10 m³/min, 14 bar', de: 'Mobiler Kompressor 10 m³/min, 14 bar', it: 'Compressore portatile 10 m³/min, 14 bar' },
  'Small compressor 1 m³/min, 10 bar (micro ducts)': { fr: 'Petit compresseur 1 m³/min, 10 bar (microconduits)', de: 'Kleiner Kompressor 1 m³/min, 10 bar (Mikrorohre)', it: 'Compressore piccolo 1 m³/min, 10 bar (microtubi)' },
  'Street crossing: 2 × 45° bends': { fr: 'Traversée de rue : 2 coudes de 45°', de: 'Straßenquerung: 2 Bögen à 45°', it: 'Attraversamento stradale: 2 curve da 45°' },
  'HDD bore under a river': { fr: 'Forage dirigé sous une rivière', de: 'HDD-Bohrung unter einem Fluss', it: 'Perforazione TOC sotto un fiume' },
};

/** An English demo name in `locale` (the English name itself for English, or for a name without translation). */
export function demoName(name: string, locale: Locale): string {
  return locale === 'en' ? name : (DEMO_NAMES[name]?.[locale] ?? name);
}

/**
 * `data` with its own names — the section's, the cable's, the compressor's and the water pump's — in `locale` where
 * they are demo names (a template's or the demo project's); other names stay as typed. Changes `data` and answers it.
 */
export function withDemoNames(data: SectionData, locale: Locale): SectionData {
  if (locale === 'en') return data;
  const name = (text: string | null | undefined): string | null => (typeof text === 'string' ? demoName(text, locale) : null);
  data.general.sectionName = name(data.general.sectionName);
  data.cable.name = name(data.cable.name);
  if (data.equipment.compressor) data.equipment.compressor = { ...data.equipment.compressor, name: name(data.equipment.compressor.name) };
  if (data.equipment.waterPump) data.equipment.waterPump = { ...data.equipment.waterPump, name: name(data.equipment.waterPump.name) };
  return data;
}
