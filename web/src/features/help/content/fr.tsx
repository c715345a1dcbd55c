import type { HelpCatalogue } from '../catalogue.ts';
import { DataTable, Formula, HelpLink, Note, Sample, Where } from '../help-blocks.tsx';
import { Cite, Cites, CofDefaultsTable, CofTable, FX, LUBRICANT_FACTORS, SYM } from './shared.tsx';

/** L’aide en français. */
export const fr: HelpCatalogue = {
  ui: {
    indexTitle: 'Aide',
    indexLead: 'Comment utiliser Cable Laying Analyzer, ce qu’il calcule et d’où viennent ses chiffres.',
    topicsNav: 'Rubriques d’aide',
    overview: 'Vue d’ensemble',
    onThisPage: 'Sur cette page',
    notFoundTitle: 'Rubrique d’aide introuvable',
    notFoundBody: 'Il n’y a pas de page d’aide à cette adresse. Choisissez une rubrique dans la liste.',
    backToIndex: 'Toutes les rubriques d’aide',
  },
  topics: {
    manual: {
      title: 'Manuel d’utilisation',
      summary: 'Projets et sections, onglets de l’éditeur, résultat en direct et simulation serveur, scénarios, partage, préréglages, unités et modes d’affichage.',
      sections: [
        {
          id: 'projects',
          heading: 'Projets et dossiers',
          body: (
            <>
              <p>
                Le travail est organisé en <strong>projets</strong>, que l’on peut ranger dans des <strong>dossiers</strong>. La liste
                des projets affiche dossiers et projets en grille ou en liste, avec un filtre par nom, un tri (nom A–Z, Z–A, dernière
                modification) et le chemin du dossier (fil d’Ariane) pour remonter. Dossiers et projets se créent, se renomment et se
                suppriment ; supprimer un dossier supprime ses sous-dossiers et leurs projets.
              </p>
              <p>
                La page d’un projet contient ses <strong>sections</strong>, ses <strong>fichiers</strong> (plans, fichiers de tracé KML
                ou XYZ, rapports) et une <strong>image</strong>. <em>Nouvelle section</em> part d’une section vide ou d’un modèle :
                tirage (câble d’énergie en fourreau de 110 mm), soufflage (câble de 10 mm dans un fourreau de 26 mm) ou pousser-tirer à
                l’eau (câble de 90 mm dans un fourreau de 150 mm). Les sections se renomment, se dupliquent et se suppriment ; la liste
                indique si chacune est calculée, arrêtée par une limite ou non calculée.
              </p>
            </>
          ),
        },
        {
          id: 'sections',
          heading: 'Sections et méthodes de pose',
          body: (
            <>
              <p>
                Une section est un cas de pose : l’équipement, le câble, les tronçons de fourreau, le tracé en 3-D et les réglages de
                simulation. Sa méthode de pose détermine les champs affichés et ce que le moteur calcule :
              </p>
              <ul>
                <li>
                  <strong>Tirage</strong> — un treuil à la tête du câble, une retenue éventuelle au touret.
                </li>
                <li>
                  <strong>Poussage</strong> — un pousseur (chenille) à l’entrée, pointe du câble libre ; le flambage hélicoïdal limite la
                  longueur.
                </li>
                <li>
                  <strong>Pousser-tirer</strong> — un pousseur à sa force de consigne et un treuil à la tête.
                </li>
                <li>
                  <strong>Soufflage</strong> — un pousseur et de l’air comprimé qui s’écoule le long du câble (extrémité ouverte, tête
                  sonique ou navette).
                </li>
                <li>
                  <strong>Flottage</strong>, <strong>pousser-tirer à l’eau</strong> et <strong>flottage libre</strong> — de l’eau au
                  lieu d’air. On peut les saisir et les enregistrer ; le moteur de la version 0.1 ne les simule pas encore et le dit dans
                  les résultats.
                </li>
              </ul>
              <p>Les méthodes disponibles dépendent de votre licence.</p>
            </>
          ),
        },
        {
          id: 'tabs',
          heading: 'Les onglets de l’éditeur',
          body: (
            <>
              <DataTable
                caption="Contenu de chaque onglet de l’éditeur de section"
                head={['Onglet', 'Ce que l’on y saisit']}
                rows={[
                  ['Général', 'Nom et description de la section, méthode de pose, mode d’affichage (simple ou expert).'],
                  ['Équipement', 'Machines de poussage et de tirage (préréglages), machines en série, extrémité du câble, lubrifiant, compresseur (soufflage) ou pompe à eau (méthodes à l’eau).'],
                  [
                    'Tronçons',
                    'Les tronçons de fourreau : type (en fourreau, sur rouleaux, autre), diamètres extérieur et intérieur, surface intérieure (lisse, rainurée, annelée), coefficient de frottement, pression maximale, prérempli d’eau, période et amplitude des ondulations, espacement des rouleaux.',
                  ],
                  [
                    'Câble',
                    'Secteur et type, diamètre extérieur (et intérieur pour un microtube), poids, rigidité en flexion, forces maximales de tirage, de poussage et radiale, rayon de courbure minimal, longueur, nombre de câbles, faisceau torsadé, disposition du poussage et câbles déjà en place.',
                  ],
                  ['Tracé', <>Le tracé en lignes ; voir <HelpLink topic="trajectory">Éditeur de tracé</HelpLink>.</>],
                  ['Réglages', 'Vitesse de pose, forces de poussage et de tirage, retenue au départ, pression d’air ou d’eau, position de lancement, distance gardée à la fin, distance maximale cherchée, calcul à rebours.'],
                  ['Résultats', 'Le résultat en direct, la simulation serveur, les messages, les graphiques, le tableau des courbes et les scénarios.'],
                ]}
              />
              <p>
                Chaque onglet indique son nombre d’erreurs et d’avertissements. Les erreurs empêchent la simulation, les avertissements
                non. Les messages s’affichent sous le champ concerné, dans vos unités.
              </p>
              <h3>Valeurs automatiques</h3>
              <p>
                Certains champs sont automatiques : laissés vides, ils sont calculés à partir des autres — par exemple le poids et la
                rigidité du câble d’après son type et son diamètre, le rayon de courbure minimal (30 × le diamètre extérieur), la
                pression maximale du fourreau d’après son SDR, ou les forces et pressions des réglages d’après les limites des machines et
                du câble. Saisir un nombre rend la valeur manuelle ; <em>revenir à l’automatique</em> la rend au calcul. Si une valeur
                automatique ne peut être calculée parce qu’une donnée dont elle dépend est fausse, le champ affiche{' '}
                <em>données manquantes</em> et les nomme. La valeur de la fiche technique du câble vaut toujours mieux qu’une estimation.
              </p>
            </>
          ),
        },
        {
          id: 'results',
          heading: 'Résultat en direct et simulation serveur',
          body: (
            <>
              <p>
                Le <strong>résultat en direct</strong> est calculé dans votre navigateur, par le même moteur que le serveur, à chaque
                modification de la section — aucun bouton à presser. Il faut une section sans erreur ; sinon l’onglet Résultats demande
                de corriger les champs signalés dans les onglets.
              </p>
              <p>
                <strong>Simuler sur le serveur</strong> exécute le moteur sur le serveur et enregistre la réponse avec la section comme{' '}
                <em>résultat enregistré</em> : c’est le résultat de référence que voient les autres et qui va dans les rapports. Même
                moteur, même requête : les deux concordent ; sinon, le résultat enregistré est antérieur à votre dernière modification.
              </p>
              <p>
                Les chiffres sont : distance atteinte, distance maximale (jusqu’où le câble irait sur le tracé prolongé), durée, force à
                la fin et, en soufflage, le débit d’air. <em>Limité par</em> nomme la limite qui a arrêté la pose et où (par exemple la
                force de poussage de la machine ou la force de tirage maximale du câble). Les messages listent les avertissements (force
                radiale dans une courbe, courbe plus serrée que le câble ne l’admet, taux de coincement, débit du compresseur) et les
                informations (répartition pousser-tirer, consommation d’air, force sur les rouleaux). Les graphiques montrent les forces
                des machines et la vitesse en fonction de la longueur posée, et la force dans le câble, la force radiale, la pression et
                l’altitude le long du tracé ; le tableau des courbes donne pour chaque courbe la force d’entrée, de sortie et la force
                radiale.
              </p>
            </>
          ),
        },
        {
          id: 'scenarios',
          heading: 'Scénarios',
          body: (
            <p>
              Dans l’onglet Résultats, <em>Garder comme scénario</em> conserve les paramètres actuels comme une variante colorée.
              Modifiez la section (autre lubrifiant, pousseur plus fort, autre tracé) et comparez : chaque scénario est calculé par son
              propre moteur, ses chiffres sont affichés côte à côte et la force dans le câble le long du tracé est superposée aux
              couleurs des scénarios. <em>Charger</em> remet les paramètres d’un scénario dans l’éditeur. Les scénarios sont enregistrés
              avec la section (dans ses favoris).
            </p>
          ),
        },
        {
          id: 'saving',
          heading: 'Enregistrer et partager',
          body: (
            <>
              <p>
                L’éditeur indique si toutes les modifications sont enregistrées. <em>Enregistrer</em> sauvegarde la section ; si
                quelqu’un d’autre l’a enregistrée entre-temps, vous en êtes averti, vos modifications restent à l’écran et vous pouvez
                copier ce dont vous avez besoin avant de recharger.
              </p>
              <p>
                <em>Partager</em> donne un lien. Toute personne qui a le lien peut ouvrir la section en lecture seule, avec ses
                résultats, et — après connexion — la copier dans un de ses projets. La copie est indépendante de l’original.
              </p>
            </>
          ),
        },
        {
          id: 'presets',
          heading: 'Préréglages',
          body: (
            <p>
              Les préréglages sont des jeux de valeurs enregistrés : câbles, tronçons de fourreau, compresseurs, pompes à eau, machines
              de tirage et de poussage et tracés entiers. À côté de chacun, <em>Ouvrir un préréglage</em> propose le <em>Catalogue</em>{' '}
              du produit et <em>Mes préréglages</em> ; en choisir un remplit les champs. <em>Enregistrer comme préréglage</em> conserve
              les valeurs actuelles sous un nom pour d’autres sections. Les machines se choisissent toujours parmi les préréglages ; leurs
              limites (forces, vitesses, pressions, plages de diamètres de câble et de fourreau) alimentent les réglages automatiques et
              les contrôles.
            </p>
          ),
        },
        {
          id: 'units',
          heading: 'Unités et modes d’affichage',
          body: (
            <>
              <p>Les valeurs sont stockées en unités de base ; seul leur affichage change. Choisissez le système d’unités dans votre profil :</p>
              <DataTable
                caption="Systèmes d’unités"
                head={['Système', 'Longueur, diamètre', 'Force', 'Pression', 'Vitesse', 'Débit', 'Durée']}
                rows={[
                  ['Standard', 'm, mm', 'N (N/m)', 'bar', 'm/min', 'l/min', 'min'],
                  ['SI', 'm, mm', 'kN (kN/m)', 'kPa', 'm/s', 'm³/h', 'h'],
                  ['Unités américaines', 'ft, in', 'lbf (lbf/ft)', 'psi', 'ft/min', 'gal US/min', 'min'],
                ]}
              />
              <p>
                Les angles sont toujours en degrés. Les pressions sont relatives (au-dessus de la pression atmosphérique). Les nombres
                sont affichés avec deux décimales.
              </p>
              <p>
                Le <strong>mode d’affichage</strong> d’une section est <em>simple</em> (les champs essentiels) ou <em>expert</em> (tous
                les champs, comme la pression maximale du fourreau et les ondulations). Votre profil fixe le mode des nouvelles sections ;
                chaque section peut en changer. En mode simple, le moteur suppose une ondulation typique du fourreau (amplitude 20 mm,
                période 3 m) au lieu de vos valeurs. La langue se choisit dans l’en-tête et le navigateur la retient.
              </p>
            </>
          ),
        },
      ],
    },
    trajectory: {
      title: 'Éditeur de tracé',
      summary: 'Types de lignes, conventions de signe, valeurs dérivées, import KML, XYZ et JSON, collage depuis un tableur et export.',
      sections: [
        {
          id: 'route',
          heading: 'Le tracé comme liste de lignes',
          body: (
            <>
              <p>
                Le tracé décrit le parcours du fourreau depuis le point de lancement (où se trouve la machine) jusqu’à l’autre extrémité,
                dans le sens de déplacement du câble, sous forme d’une liste ordonnée de lignes. Deux valeurs le commencent :{' '}
                <strong>l’altitude au départ</strong> (m) et le <strong>cap initial</strong>, un azimut en degrés : 0 nord, 90 est, 180
                sud, 270 ouest.
              </p>
              <p>
                Le moteur construit une ligne 3-D à partir des lignes (x est, y nord, z vers le haut) et intègre la force dans le câble le
                long de celle-ci. La vue en plan et le profil en long sous le tableau dessinent la même ligne : vérifiez-les après chaque
                import.
              </p>
            </>
          ),
        },
        {
          id: 'row-types',
          heading: 'Types de lignes',
          body: (
            <DataTable
              caption="Types de lignes du tracé"
              head={['Type', 'Champs', 'Signification']}
              rows={[
                ['Droite', 'longueur, pente', 'Un tronçon droit de fourreau à pente constante.'],
                [
                  'Courbe',
                  'angle, rayon',
                  'Un coude circulaire qui tourne de l’angle horizontal. Sa pente va de celle de la droite la plus proche avant elle à celle de la droite la plus proche après elle (sans droite d’un côté, elle garde la pente de l’autre côté ; sans aucune, elle est horizontale). Sa longueur vaut rayon × angle total 3-D.',
                ],
                [
                  'Courbe sur rouleaux',
                  'angle, rayon',
                  'Un coude où le câble passe sur des rouleaux (tranchée ouverte, chambre). Dans un tronçon en fourreau, le frottement des rouleaux vaut 0,15 et leur espacement 1 m ; un tronçon sur rouleaux utilise son propre coefficient et son espacement. La force maximale par rouleau est indiquée.',
                ],
                [
                  'Pousseur',
                  'machine de poussage, force de poussage',
                  'Un pousseur intermédiaire (chenille) de longueur nulle : la force dans le câble baisse de la force du pousseur à cet endroit, F(s⁺) = F(s⁻) − P.',
                ],
                [
                  'Boucle',
                  'lignes répétées, répétitions',
                  'Répète les lignes qui la précèdent : le nombre de lignes indiqué est inséré autant de fois de plus. Utile pour les tracés réguliers (méandre, même traversée tous les 50 m).',
                ],
                [
                  'Changement de tronçon',
                  'tronçon',
                  'À partir de ce point, le câble est dans le tronçon de fourreau choisi (diamètre, surface, frottement). Avant la première ligne de ce type, le premier tronçon s’applique.',
                ],
              ]}
            />
          ),
        },
        {
          id: 'signs',
          heading: 'Signes et angles',
          body: (
            <>
              <ul>
                <li>
                  <strong>Angle de courbe</strong> : positif, elle tourne à <strong>droite</strong> (sens horaire vu de dessus) ; négatif,
                  à gauche. Cap à l’est (90°), une courbe de +90° vous laisse cap au sud (180°).
                </li>
                <li>
                  <strong>Pente</strong> : en degrés par rapport à l’horizontale, positive en montée dans le sens du câble. Une pente en
                  pour cent se convertit par pente = arctan(pourcentage/100) : 2 % ≈ 1,15°.
                </li>
                <li>
                  <strong>Cap</strong> : un azimut, 0 nord et 90 est, dans le sens horaire.
                </li>
              </ul>
              <p>
                Une courbe entre deux droites de pentes différentes se plie en trois dimensions ; son angle total est la déviation 3-D,
                pas la somme des angles horizontal et vertical (voir <HelpLink topic="formulas" section="bends">Formules</HelpLink>). Une
                seule ligne de courbe qui tourne de plus de 180° horizontalement n’est pas représentée correctement : découpez-la en
                plusieurs lignes.
              </p>
            </>
          ),
        },
        {
          id: 'derived',
          heading: 'Valeurs dérivées',
          body: (
            <>
              <p>Le tableau calcule pour chaque ligne :</p>
              <ul>
                <li>son numéro, la longueur des courbes (rayon × angle total) et des boucles (ce qu’ajoutent leurs copies) ;</li>
                <li>la longueur cumulée depuis le point de lancement ;</li>
                <li>les altitudes au début et à la fin de la ligne ;</li>
                <li>l’angle total (3-D) des courbes ;</li>
                <li>le tronçon de fourreau où elle se trouve, sous forme de couleur.</li>
              </ul>
              <p>
                La ligne sous le tableau donne la longueur totale et l’altitude à la fin. Les lignes se modifient sur place : ajouter une
                ligne du type choisi, insérer au-dessus, dupliquer, monter ou descendre, supprimer. <em>Ajuster toutes les courbes</em>{' '}
                donne le même rayon à toutes les courbes. Une nouvelle ligne commence avec pente 0, longueur 10 m, angle 0, rayon 6 m,
                force de poussage 0, une ligne répétée une fois.
              </p>
            </>
          ),
        },
        {
          id: 'import',
          heading: 'Importer un tracé',
          body: (
            <>
              <p>
                <em>Importer un tracé</em> lit un fichier, le transforme en lignes et remplace les lignes actuelles ou s’y ajoute.
                Choisissez d’abord le <strong>rayon des courbes</strong> : chaque angle de la ligne importée devient une courbe de ce
                rayon.
              </p>
              <ul>
                <li>
                  <strong>KML</strong> (.kml) : une ligne dessinée dans Google Earth ou un SIG, en coordonnées géographiques. Voir{' '}
                  <HelpLink topic="kml">Tracés depuis KML</HelpLink>.
                </li>
                <li>
                  <strong>XYZ</strong> (.xyz, .csv, .txt) : des points levés en mètres projetés (x est, y nord, z altitude facultative), un
                  point par ligne, séparés par des espaces, tabulations, virgules ou points-virgules. Une ligne d’en-tête et les lignes
                  commençant par # ou // sont ignorées. Les pentes viennent des altitudes quand chaque point en a une.
                </li>
                <li>
                  <strong>JSON</strong> (.json) : un tracé exporté de ce produit, avec son altitude au départ, son cap initial et ses
                  lignes.
                </li>
              </ul>
              <Sample label="Un fichier XYZ (mètres)">{'x y z\n2600000 1200000 410.0\n2600120 1200000 411.5\n2600180 1200060 412.0'}</Sample>
              <p>
                Les angles de moins de 1° sont traités comme tout droit (bruit de levé le long d’une tranchée). Chaque droite est
                raccourcie de la longueur de tangente de ses courbes, R·tan(|virage|/2), pour que le tracé garde la position de ses
                sommets.
              </p>
            </>
          ),
        },
        {
          id: 'paste',
          heading: 'Coller depuis un tableur',
          body: (
            <>
              <p>
                <em>Coller des lignes</em> ajoute à la fin du tableau des lignes copiées depuis un tableur. Deux formats sont acceptés :
              </p>
              <ol>
                <li>
                  <strong>Avec un en-tête</strong>, les colonnes de l’export CSV : <code>type</code>, <code>slope</code>,{' '}
                  <code>length</code>, <code>angle</code>, <code>radius</code>, <code>pushForce</code>, <code>dupSegments</code>,{' '}
                  <code>loopCount</code>, <code>stretch</code> (n’importe lesquelles, dans n’importe quel ordre, <code>type</code>{' '}
                  obligatoire). Les types s’écrivent <code>straight</code>, <code>curve</code>, <code>curveOnRollers</code>,{' '}
                  <code>pusher</code>, <code>loop</code>, <code>stretch</code>.
                </li>
                <li>
                  <strong>Lignes nues</strong>, une ligne du tracé par ligne : <code>longueur pente</code> ou{' '}
                  <code>straight longueur pente</code> pour une droite (pente 0 si omise) ; <code>curve angle rayon</code> ou{' '}
                  <code>curveOnRollers angle rayon</code> pour une courbe.
                </li>
              </ol>
              <p>
                Les cellules peuvent être séparées par des tabulations (ce que copie un tableur), des points-virgules ou — en lignes
                nues — des espaces ; avec un en-tête, aussi par des virgules. La virgule décimale est acceptée (<code>12,5</code>). Les
                valeurs sont lues en unités de base : mètres, degrés, newtons, quelles que soient vos unités d’affichage.
              </p>
              <Sample label="Lignes nues (séparées par tabulations ou espaces)">{'120\t0\ncurve\t90\t10\nstraight\t80,5\t-1,2\ncurve\t-45\t10\n60\t0'}</Sample>
            </>
          ),
        },
        {
          id: 'export',
          heading: 'Exporter',
          body: (
            <p>
              <em>Exporter en JSON</em> enregistre le tracé (altitude au départ, cap initial et lignes, chacune avec les champs de son
              type) dans un fichier que ce produit réimporte. <em>Exporter en CSV</em> écrit une ligne par ligne du tracé avec les
              colonnes ci-dessus, en unités de base, pour un tableur ; le recoller avec son en-tête restitue les lignes. Un tracé entier
              peut aussi être enregistré comme préréglage.
            </p>
          ),
        },
      ],
    },
    cof: {
      title: 'Coefficients de frottement',
      summary: 'Coefficients de frottement typiques entre câble et fourreau, selon le matériau et la lubrification, avec leurs sources.',
      sections: [
        {
          id: 'meaning',
          heading: 'Ce que signifie le coefficient ici',
          body: (
            <>
              <p>
                Le coefficient de frottement μ est le coefficient dynamique (de glissement) entre la gaine du câble et la paroi du
                fourreau : la force nécessaire pour faire glisser le câble divisée par la force qui le presse contre la paroi. Il entre
                dans toutes les formules de force et agit de façon exponentielle dans les courbes (e<sup>μθ</sup>) : c’est souvent la
                donnée la plus importante et la plus incertaine.
              </p>
              <p>
                Saisissez-le par tronçon de fourreau, pour le cas lubrifié. Le réglage du lubrifiant de l’onglet Équipement le multiplie
                ensuite : aucun {LUBRICANT_FACTORS.no}, lubrifié {LUBRICANT_FACTORS.yes}, lubrificateur {LUBRICANT_FACTORS.lubricator} —
                un choix d’ingénierie fondé sur les valeurs PE sec et lubrifié de TES-P-104.05 ci-dessous. Les courbes sur rouleaux dans
                un tronçon en fourreau utilisent 0,15.
              </p>
            </>
          ),
        },
        {
          id: 'typical',
          heading: 'Valeurs typiques',
          body: (
            <>
              <CofTable
                caption="Coefficients de frottement dynamiques typiques câble/fourreau"
                head={['Fourreau et situation', 'μ', 'Source']}
                labels={{
                  peRollers: 'Gaine PE, tirée sur rouleaux',
                  peDry: 'Gaine PE en fourreau, sans lubrifiant',
                  peLubricated: 'Gaine PE en fourreau, lubrifiée',
                  pvcRollers: 'Gaine PVC, sur rouleaux',
                  pvcDry: 'Gaine PVC en fourreau, à sec',
                  pvcLubricated: 'Gaine PVC en fourreau, lubrifiée',
                  unknown: 'Valeur par défaut quand rien n’est connu',
                  generic: 'Plage générale : 0,1 à 1,0 avec lubrification, plus de 1,0 possible sans',
                  polywater: 'Référence prudente souvent utilisée (il n’existe pas de valeur générale)',
                  jetting: 'Soufflage en PEHD ou microtubes lubrifiés (annonces de fabricants, confiance faible)',
                }}
              />
              <Note>
                Pour Polywater, il n’existe pas de coefficient général : il dépend de la gaine, du fourreau et du lubrifiant. Utilisez des
                valeurs mesurées chaque fois que possible, et les plages ci-dessus pour juger de la plausibilité.
              </Note>
            </>
          ),
        },
        {
          id: 'defaults',
          heading: 'Valeurs de départ par surface de fourreau',
          body: (
            <>
              <CofDefaultsTable
                caption="Valeurs de départ proposées dans les notes de physique du produit (choix d’ingénierie)"
                head={['Surface du fourreau', 'μ']}
                labels={{
                  hdpeDry: 'PEHD lisse, à sec',
                  hdpeLubricated: 'PEHD lisse, lubrifié',
                  ribbedLubricated: 'PEHD rainuré (soufflage), lubrifié',
                  pvcLubricated: 'PVC, lubrifié',
                  steelConcrete: 'Acier ou béton',
                }}
              />
              <p>
                Paroi intérieure annelée : prendre le coefficient d’une paroi lisse ; l’annelure augmente plutôt le frottement de
                l’écoulement d’air (soufflage) et les termes d’ondulation.
              </p>
            </>
          ),
        },
        {
          id: 'measuring',
          heading: 'Mesure et frottement statique',
          body: (
            <>
              <p>
                <Cite source="iec62470" /> décrit trois techniques de mesure du coefficient entre câbles et fourreaux, pour une
                technique, une construction de câble, une méthode de pose (tirage, poussage ou soufflage) et une taille de fourreau
                données. La réduction usuelle est la formule du cabestan, avec Φ l’angle d’enroulement total :
              </p>
              <Formula>{FX.cofMeasure}</Formula>
              <p>
                Le frottement statique est plus élevé que le frottement dynamique : un tirage arrêté demande plus de force pour repartir
                (« pulls should never be stopped and restarted », <Cite source="cableizerMu" />). Pour vérifier un redémarrage, les notes
                de physique proposent 1,2 à 1,5 × la valeur dynamique (choix d’ingénierie).
              </p>
            </>
          ),
        },
      ],
    },
    formulas: {
      title: 'Formules',
      summary: 'Le modèle de forces du moteur : cabestan, poids et pente, courbes en 3-D, flambage, écoulement d’air et entraînement en soufflage, méthodes à l’eau.',
      sections: [
        {
          id: 'notation',
          heading: 'Notations',
          body: (
            <>
              <Where
                items={[
                  ['s', 'position le long du tracé depuis l’entrée du fourreau, dans le sens du câble (m)'],
                  ['F, T', 'force axiale dans le câble, traction positive (N) ; C = −F est la compression'],
                  ['W', 'poids linéique du câble, m′·g (N/m) ; pour plusieurs câbles, leur somme'],
                  ['μ', 'coefficient de frottement dynamique câble/fourreau'],
                  [SYM.wc, 'facteur de correction de poids pour plusieurs câbles (1 pour un câble)'],
                  ['θ, R', 'angle de la courbe (rad) et rayon de courbure (m)'],
                  ['α, β', 'pente (positive en montée) et cap d’une droite'],
                  [<>{SYM.Dd}, {SYM.Dc}</>, 'diamètre intérieur du fourreau, diamètre extérieur du câble (m)'],
                  ['r', <>jeu radial (D<sub>d</sub> − D<sub>c</sub>)/2 (m)</>],
                  ['B', 'rigidité en flexion EI du câble (N·m²)'],
                  [<>p, {SYM.pa}</>, 'pression absolue de l’air ou de l’eau, pression ambiante (Pa)'],
                  ['N', 'force sur la paroi (radiale) par unité de longueur (N/m)'],
                ]}
              />
              <p>
                Le moteur calcule en unités SI ; les champs utilisent les unités de votre profil. Les sources sont données avec chaque
                formule ; le niveau de confiance de chacune (lue dans une source, redérivée, choix d’ingénierie) figure dans les notes de
                physique du produit.
              </p>
            </>
          ),
        },
        {
          id: 'model',
          heading: 'Le modèle de forces et le cabestan',
          body: (
            <>
              <p>
                Le câble est traité comme un fil pressé contre la paroi du fourreau. Le long du tracé, la force croît par le frottement
                sur la force de paroi N et par la composante du poids le long de la pente :
              </p>
              <Formula>{FX.general}</Formula>
              <Where
                items={[
                  ['κ·n', 'vecteur courbure du tracé (1/R vers le centre de la courbe)'],
                  [SYM.zperp, 'la part du vecteur vertical unitaire perpendiculaire au câble'],
                ]}
              />
              <p>
                Dans une courbe horizontale où la traction dépasse largement W·R, on retrouve l’équation du cabestan ; la forme complète
                garde le poids (Rifenburg ; <Cites sources={['cigre194', 'polywaterBend']} />) :
              </p>
              <Formula>
                {FX.capstan}
                {FX.bendFull}
              </Formula>
              <p>
                Exemple (notes de physique) : T<sub>in</sub> 1000 N, μ 0,3, W 20 N/m, R 3 m, une courbe horizontale de 90° donne
                1602,86 N. Un pousseur intermédiaire de force P abaisse la force là où il se trouve :
              </p>
              <Formula>{FX.pointPusher}</Formula>
              <p>
                Le moteur intègre cette équation (formes exactes sur les droites, Runge–Kutta dans les arcs par pas d’au plus 0,5°)
                plutôt que d’additionner les cas des manuels : les points bas à faible traction, la compression et les courbes 3-D sont
                traités de la même façon.
              </p>
            </>
          ),
        },
        {
          id: 'weight',
          heading: 'Poids et pente',
          body: (
            <>
              <p>
                Sur une droite de longueur L, horizontale, en montée et en descente (<Cite source="cigre194" /> ; TES-P-104.05) :
              </p>
              <Formula>{FX.straight}</Formula>
              <p>La plus longue droite horizontale où l’on peut tirer un câble de traction maximale T<sub>m</sub> :</p>
              <Formula>{FX.maxStraight}</Formula>
              <p>
                Avec plusieurs câbles, le frottement augmente du facteur de correction de poids, pour deux ou trois câbles (
                <Cite source="cableizerWc" /> ; le moteur prend 1,4 à partir de quatre, 1 pour un faisceau torsadé) :
              </p>
              <Formula>{FX.weightCorrection}</Formula>
              <p>
                Le moteur applique {SYM.wc} à μ dans les droites et dans les courbes (convention <Cite source="ieee1185" /> et
                Polywater).
              </p>
            </>
          ),
        },
        {
          id: 'bends',
          heading: 'Courbes et angle 3-D',
          body: (
            <>
              <p>
                Une courbe qui relie une droite de pente α<sub>1</sub> et de cap β<sub>1</sub> à une droite de pente α<sub>2</sub> et de
                cap β<sub>2</sub> dévie le câble de l’angle 3-D de la méthode de courbure minimale (<Cite source="spe2262" />) :
              </p>
              <Formula>
                {FX.theta3d}
                {FX.arc}
              </Formula>
              <p>
                Exemple : de +5° à −3° en tournant de 30°, R 20 m : θ = 31,02°, arc 10,83 m, dénivelé 0,19 m — additionner les angles
                donnerait 38°.
              </p>
              <p>
                La force radiale par unité de longueur de courbe sur un câble, et la force sur chaque rouleau d’une courbe sur rouleaux
                espacés de d (<Cite source="cigre194" />) :
              </p>
              <Formula>
                {FX.sidewall}
                {FX.roller}
              </Formula>
              <p>
                Avec plusieurs câbles, le câble le plus chargé en porte une part f<sub>rad</sub> (1 pour un ou deux câbles, w<sub>c</sub>
                /2 pour trois en trèfle et quatre, w<sub>c</sub> − 1 pour cinq et six). Elle est comparée à la force radiale maximale du
                câble.
              </p>
              <h3>Rigidité aux extrémités des courbes et ondulations</h3>
              <p>
                Les câbles poussés (poussage, pousser-tirer, soufflage) paient leur rigidité à l’entrée et à la sortie d’une courbe : une
                force de paroi concentrée (choix d’ingénierie des notes de physique) :
              </p>
              <Formula>{FX.stiffEnds}</Formula>
              <p>
                Un fourreau qui ondule avec une amplitude A et une période P ajoute une courbure κ<sub>u</sub> sur tout le tronçon (le
                câble coupe au plus court dans son jeu), d’où une croissance de cabestan e<sup>μκ<sub>u</sub>s</sup> en traction :
              </p>
              <Formula>{FX.undulation}</Formula>
            </>
          ),
        },
        {
          id: 'buckling',
          heading: 'Flambage d’un câble poussé',
          body: (
            <>
              <p>
                Un câble comprimé dans un fourreau ondule d’abord (flambage sinusoïdal), puis s’enroule en hélice (
                <Cite source="chen1990" />). En hélice, il presse sur la paroi avec une force supplémentaire qui croît avec le carré de la
                compression C (<Cite source="lubinski" />) :
              </p>
              <Formula>{FX.buckling}</Formula>
              <p>
                Le moteur ajoute N<sub>buckle</sub> dès que C dépasse F<sub>hel</sub> (avec W·cos α, le poids transversal dans un
                fourreau incliné). Sur une droite horizontale poussée avec la force F<sub>0</sub>, la longueur poussée et sa limite sont :
              </p>
              <Formula>{FX.pushLength}</Formula>
              <p>
                Exemple (notes de physique, convention de Griffioen, flambage dès C = 0) : fourreau 26/12 mm, W 1,2 N/m, B 0,5 N·m², μ
                0,1, 200 N → 228 m, limite 242 m. Le poussage seul est limité à quelques centaines de mètres : d’où l’assistance par air
                ou par eau.
              </p>
            </>
          ),
        },
        {
          id: 'air',
          heading: 'Soufflage : écoulement de l’air',
          body: (
            <>
              <p>
                L’air s’écoule de façon isotherme avec frottement ; le moteur prend l’espace annulaire autour du câble de la machine à la
                tête du câble, puis l’alésage libre jusqu’à la sortie du fourreau à pression ambiante, et résout le débit massique ṁ à
                travers ces éléments en série :
              </p>
              <Formula>{FX.airFlow}</Formula>
              <Where
                items={[
                  ['A', 'section de passage libre de l’élément (alésage moins câbles) (m²)'],
                  [SYM.Dh, <>diamètre hydraulique 4A/P<sub>wet</sub> ; D<sub>d</sub> − D<sub>c</sub> pour un câble (m)</>],
                  ['λ', 'coefficient de frottement de Darcy'],
                  [SYM.Rs, 'constante de l’air, 287,05 J/(kg·K) ; T = 293,15 K'],
                  [<>{SYM.p0}, p<sub>L</sub></>, 'pression absolue à l’entrée et à la sortie'],
                ]}
              />
              <p>
                Le coefficient de frottement : laminaire sous Re 2300, Blasius pour les fourreaux lisses, Haaland pour les fourreaux
                rainurés (rugosité ε 0,15 mm) ; fourreaux annelés 2,5 × lisse (choix d’ingénierie) :
              </p>
              <Formula>{FX.friction}</Formula>
              <p>Le compresseur doit fournir le débit d’air libre (μ<sub>air</sub> = 1,81·10⁻⁵ Pa·s, p<sub>a</sub> = 1,013 bar) :</p>
              <Formula>{FX.freeAir}</Formula>
              <p>
                La pression baisse lentement au début puis fortement près de la sortie : c’est pourquoi l’air pousse le plus fort près
                de la tête du câble (<Cites sources={['kabculus', 'wikiJetting']} />).
              </p>
            </>
          ),
        },
        {
          id: 'drag',
          heading: 'Soufflage : entraînement et force du pousseur',
          body: (
            <>
              <p>
                L’air entraîne le câble avec une force linéique proportionnelle au gradient de pression (Griffioen,{' '}
                <Cite source="griffioen1989" /> ; cisaillement égal sur le fourreau et le câble), qui entre dans l’équilibre avec un
                signe moins :
              </p>
              <Formula>{FX.drag}</Formula>
              <p>
                Les forces sont des forces effectives : dans un fourreau sous pression, la force qui agit dans les courbes et le flambage
                est la force vraie plus la pression sur la section du câble (<Cite source="effectiveForce" />). La tête du câble est donc
                libre (F = 0) et, au joint d’entrée, le pousseur doit aussi faire entrer le câble contre la pression :
              </p>
              <Formula>
                {FX.effective}
                {FX.pusherJetting}
              </Formula>
              <p>
                Fourreau plein et sans flambage, la force du pousseur se réduit à une identité contre laquelle le moteur est testé
                (33/15 mm, 2 N/m, μ 0,1, 9 bar, 1500 m → 109,148 N) :
              </p>
              <Formula>{FX.identityD3}</Formula>
              <p>
                Une navette ou une tête sonique ajoute une traction en tête F(L<sub>c</sub>) = (p<sub>behind</sub> − p<sub>ahead</sub>)·A
                <sub>d</sub> à travers un petit orifice de fuite (1 % ou 2 % de l’alésage).
              </p>
            </>
          ),
        },
        {
          id: 'water',
          heading: 'Méthodes à l’eau',
          body: (
            <>
              <p>
                Dans l’eau, le câble est allégé de sa poussée d’Archimède, d’où les grandes longueurs en flottage (câble de 8 mm de 60
                kg/km : W 0,589 N/m, W<sub>eff</sub> 0,096 N/m) :
              </p>
              <Formula>{FX.buoyancy}</Formula>
              <p>
                L’écoulement de l’eau perd de la pression par frottement (Darcy–Weisbach) ; la charge statique s’ajoute à la pression que
                le fourreau doit tenir, et l’eau consommée est le remplissage plus le débit :
              </p>
              <Formula>{FX.water}</Formula>
              <p>
                En pousser-tirer à l’eau, un piston (pig) à la tête du câble tire avec la différence de pression à ses bornes (
                <Cite source="watucab" />) ; le pousseur paie aussi le terme de joint comme en soufflage :
              </p>
              <Formula>{FX.pig}</Formula>
              <Note>
                La version 0.1 calcule le tirage, le poussage, le pousser-tirer et le soufflage. Le flottage, le pousser-tirer à l’eau et
                le flottage libre sont décrits ici pour la préparation ; leur simulation répond « méthode pas encore disponible ».
              </Note>
            </>
          ),
        },
      ],
    },
    kml: {
      title: 'Tracés depuis KML',
      summary: 'Dessiner un tracé dans Google Earth ou un SIG, exporter une LineString et l’importer : longueurs géodésiques, courbes aux angles, altitudes.',
      sections: [
        {
          id: 'google-earth',
          heading: 'Dessiner le tracé dans Google Earth',
          body: (
            <ol>
              <li>Dans Google Earth Pro, zoomez sur le début du tracé et choisissez Ajouter › Trajet.</li>
              <li>
                Cliquez le long du fourreau depuis le point de lancement (la machine) jusqu’à l’autre extrémité, dans le sens où le câble
                avancera. Placez un point à chaque changement de direction ; des points le long d’une droite n’apportent rien.
              </li>
              <li>Nommez le trajet et fermez la boîte de dialogue.</li>
              <li>
                Dans Lieux, cliquez droit sur le trajet, choisissez Enregistrer le lieu sous… et enregistrez en <strong>KML</strong>{' '}
                (.kml) — pas en KMZ, un fichier compressé que l’import ne lit pas.
              </li>
            </ol>
          ),
        },
        {
          id: 'gis',
          heading: 'Exporter depuis un SIG',
          body: (
            <>
              <p>
                Dans un SIG comme QGIS, dessinez ou sélectionnez le tracé comme entité linéaire et exportez-le (Enregistrer les entités
                sous…) au format KML. Les coordonnées KML sont toujours la longitude et la latitude WGS84 : le SIG reprojette à l’export.
              </p>
              <p>
                L’import lit toutes les LineStrings du fichier et retient celle qui a le plus de points. Exportez un tracé par fichier,
                en une seule ligne (pas une multi-ligne en plusieurs morceaux). Des données de levé en mètres projetés (UTM, système
                national) s’importent directement en XYZ.
              </p>
            </>
          ),
        },
        {
          id: 'conversion',
          heading: 'Comment une ligne devient des lignes de tracé',
          body: (
            <>
              <ul>
                <li>
                  La longueur et la direction de chaque segment sont calculées sur l’ellipsoïde WGS84 (géodésique, formule inverse de
                  Vincenty — <Cite source="vincenty" />) : ce sont de vraies distances au sol, pas des distances sur la carte.
                </li>
                <li>La direction du premier segment devient le cap initial.</li>
                <li>
                  Chaque angle de 1° ou plus devient une <strong>courbe du rayon choisi</strong> dans la boîte d’import, à droite ou à
                  gauche comme dessiné. Les droites de part et d’autre sont raccourcies de R·tan(|virage|/2) pour que le tracé passe par
                  ses sommets.
                </li>
                <li>Chaque segment devient une droite, avec sa pente si les points ont des altitudes.</li>
              </ul>
              <Note>
                Choisissez un rayon que le fourreau a réellement, et au moins le rayon de courbure minimal du câble. Deux angles plus
                proches que leurs longueurs de tangente laissent entre eux une droite de longueur 0 : le tracé devient plus court que le
                dessin. Comparez la longueur totale avec votre dessin et, si besoin, prenez des rayons plus petits ou modifiez les
                courbes.
              </Note>
            </>
          ),
        },
        {
          id: 'altitudes',
          heading: 'Altitudes',
          body: (
            <>
              <p>
                Les points KML portent une altitude facultative. Quand <strong>chaque</strong> point en a une, les pentes des droites et
                l’altitude au départ en découlent ; sinon le tracé est horizontal.
              </p>
              <p>
                Un trajet dessiné dans Google Earth est en général plaqué au sol et enregistré avec l’altitude 0 en chaque point, ce qui
                donne un tracé horizontal. Pour obtenir un profil, prenez les altitudes d’un levé ou donnez à la ligne les hauteurs d’un
                modèle de terrain dans votre SIG (dans QGIS par exemple, Draper (définir la valeur Z à partir d’un raster)), ou saisissez
                les pentes dans le tableau après l’import. Vérifiez le profil en long sous le tableau.
              </p>
            </>
          ),
        },
        {
          id: 'after-import',
          heading: 'Après l’import',
          body: (
            <ul>
              <li>Comparez la longueur totale et la vue en plan avec le dessin.</li>
              <li>Ajoutez des pousseurs et des changements de tronçon là où le tracé en a besoin.</li>
              <li>Réglez la position de lancement et la distance gardée à la fin dans l’onglet Réglages.</li>
              <li>Gardez le fichier KML dans les fichiers du projet pour pouvoir réimporter le tracé.</li>
            </ul>
          ),
        },
      ],
    },
    tutorials: {
      title: 'Tutoriels',
      summary: 'Deux parcours pas à pas : une section de tirage à partir du modèle, et une section de soufflage.',
      sections: [
        {
          id: 'pulling',
          heading: 'Une section de tirage à partir du modèle',
          body: (
            <>
              <p>Un câble d’énergie de 40 mm tiré au treuil dans un fourreau 110/94 mm d’environ 470 m avec deux courbes.</p>
              <ol>
                <li>
                  Ouvrez un projet, choisissez <em>Nouvelle section</em> et partez du <em>modèle de tirage</em>. La section s’ouvre sur
                  l’onglet Général avec la méthode Tirage.
                </li>
                <li>
                  Équipement : choisissez une machine de tirage dans les préréglages si vous en avez une ; le modèle fixe déjà une force
                  de tirage de 10 kN dans les réglages. Laissez le lubrifiant sur Lubrifié.
                </li>
                <li>
                  Câble : un câble unipolaire à âme câblée de 40 mm, force de tirage maximale 8 kN. Le poids et la rigidité sont des
                  estimations automatiques d’après le type et le diamètre : remplacez-les par les valeurs de la fiche technique.
                </li>
                <li>
                  Tronçons : un fourreau lisse 110/94 mm avec μ 0,2. Comparez-le au{' '}
                  <HelpLink topic="cof">tableau des coefficients</HelpLink>.
                </li>
                <li>
                  Tracé : cap initial 90° (est), puis une droite de 100 m, une courbe de +90° (à droite) de rayon 10 m, 200 m en montée à
                  2°, une courbe de −45° (à gauche) de rayon 10 m et 150 m à l’horizontale. Le tableau donne la longueur des courbes
                  (15,71 m et 7,86 m) et un total d’environ 474 m ; la vue en plan montre le tracé.
                </li>
                <li>
                  Résultats : le résultat en direct apparaît aussitôt. Lisez la distance atteinte, la force à la fin et, si le câble
                  n’est pas arrivé, ce qui l’a limité et où. Le tableau des courbes donne la force d’entrée et de sortie de chaque courbe
                  et sa force radiale ; comparez la force radiale à la limite du câble.
                </li>
                <li>
                  Gardez ceci comme scénario, puis réglez le lubrifiant sur Aucun (μ × 1,75) et comparez la force dans le câble des deux
                  scénarios.
                </li>
                <li>
                  Cochez <em>Calculer à rebours</em> dans les Réglages pour tirer depuis l’autre extrémité : la plus grande force se
                  forme dans les dernières courbes, tirez donc depuis l’extrémité qui a les courbes les plus sévères.
                </li>
                <li>Choisissez Simuler sur le serveur pour enregistrer le résultat, enregistrez la section et partagez-la si besoin.</li>
              </ol>
            </>
          ),
        },
        {
          id: 'jetting',
          heading: 'Une section de soufflage',
          body: (
            <>
              <p>Un câble optique de 10 mm soufflé à l’air comprimé dans un fourreau rainuré 32/26 mm d’environ 1,56 km.</p>
              <ol>
                <li>
                  Créez une section à partir du <em>modèle de soufflage</em> : méthode Soufflage, vitesse de pose 60 m/min, pression
                  d’air 10 bar, force de poussage 500 N.
                </li>
                <li>
                  Équipement : choisissez la machine de poussage et le compresseur dans les préréglages ou saisissez le débit d’air et
                  la pression maximaux du compresseur. Choisissez l’extrémité du câble : ouverte (l’air sort librement à la tête), tête
                  sonique ou navette (un piston qui ajoute une traction en tête).
                </li>
                <li>
                  Câble : câble à fibres de 10 mm, 0,08 kg/m, rigidité en flexion 0,4 N·m², force de tirage maximale 1,5 kN. Saisissez
                  la force de poussage maximale de la fiche technique : elle plafonne le pousseur.
                </li>
                <li>
                  Tronçons : fourreau rainuré 32/26 mm, μ 0,1. En mode expert, vérifiez la pression maximale du fourreau (automatique
                  d’après le SDR) et les ondulations.
                </li>
                <li>
                  Tracé : 500 m, une courbe de +90° de rayon 20 m, 400 m à 1°, une courbe de −90° de rayon 20 m, 600 m. Les altitudes
                  découlent des pentes.
                </li>
                <li>
                  Réglages : la pression d’air est plafonnée par le compresseur et par la plus basse pression maximale des tronçons (les
                  résultats le signalent). Gardez une distance maximale cherchée plus grande que le tracé pour voir jusqu’où le câble
                  irait.
                </li>
                <li>
                  Résultats : lisez la distance atteinte et la distance maximale, le débit d’air (le pic, que le compresseur doit
                  fournir) et la consommation d’air dans les messages. Le graphique des forces des machines montre la force du pousseur
                  en fonction de la longueur posée ; celui de la pression, la pression d’air le long du fourreau.
                </li>
                <li>
                  Si la limite du pousseur arrête le câble, essayez en scénarios : une pression plus élevée, un fourreau lubrifié (μ plus
                  bas), une navette ou un pousseur intermédiaire. Voir{' '}
                  <HelpLink topic="formulas" section="drag">Soufflage : entraînement et force du pousseur</HelpLink> pour comprendre
                  pourquoi.
                </li>
              </ol>
            </>
          ),
        },
      ],
    },
    release: {
      title: 'Notes de version',
      summary: 'Ce que contient la version 0.1 aujourd’hui, et ce qui reste à venir.',
      sections: [
        {
          id: 'v0-1',
          heading: 'Version 0.1',
          body: (
            <>
              <h3>Projets</h3>
              <ul>
                <li>Projets et dossiers : grille et liste, filtre, tri, chemin du dossier ; créer, renommer, supprimer.</li>
                <li>Page de projet : sections (nouvelle, vide ou d’après un modèle, dupliquer, renommer, supprimer), fichiers et image.</li>
                <li>Les anciens projets sont listés.</li>
              </ul>
              <h3>Éditeur de section</h3>
              <ul>
                <li>Onglets Général, Équipement, Tronçons, Câble, Tracé, Réglages et Résultats, avec validation en direct et valeurs automatiques.</li>
                <li>Six types de lignes de tracé, valeurs dérivées, vue en plan et profil en long ; import KML, XYZ et JSON, collage depuis un tableur, export JSON et CSV.</li>
                <li>Préréglages de câbles, tronçons, compresseurs, pompes à eau, machines et tracés.</li>
                <li>Scénarios, liens de partage (lecture seule, copie dans ses projets), enregistrement avec détection des conflits.</li>
              </ul>
              <h3>Simulation</h3>
              <ul>
                <li>Tirage, poussage, pousser-tirer et soufflage, avec courbes en 3-D, plusieurs câbles et câbles en place, flambage, rigidité en flexion et ondulations.</li>
                <li>Le même moteur en direct dans le navigateur et sur le serveur.</li>
                <li>Distance atteinte, distance maximale, durée, forces, débit et consommation d’air, limites et avertissements, graphiques et tableau des courbes.</li>
              </ul>
              <h3>Partout</h3>
              <ul>
                <li>Anglais, français, allemand et italien ; unités standard, SI et américaines ; modes d’affichage simple et expert.</li>
                <li>Comptes : inscription, réinitialisation du mot de passe par lien envoyé par e-mail, invitations par un administrateur, profil.</li>
                <li>Un rapport PDF (paramètres, tracé, résultats, nomenclature, graphiques) dans chacune des quatre langues et chacun des systèmes d’unités, et une mise en page d’impression.</li>
                <li>Le calculateur de débit pour l’air et l’eau.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'not-yet',
          heading: 'Pas encore disponible',
          body: (
            <ul>
              <li>La simulation du flottage, du pousser-tirer à l’eau et du flottage libre (on peut les saisir et les enregistrer).</li>
              <li>Les pages entreprise avec utilisateurs et clés d’API, et les pages d’administration.</li>
            </ul>
          ),
        },
      ],
    },
  },
};
