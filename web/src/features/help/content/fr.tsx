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
                La page d’un projet contient ses <strong>sections</strong>, ses <strong>fichiers</strong> (plans, fichiers de tracé KML,
                KMZ, GPX ou XYZ, rapports) et une <strong>image</strong>. <em>Nouvelle section</em> part d’une section vide ou d’un modèle :
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
                  lieu d’air. Un pousseur avec de l’eau qui s’écoule le long du câble ; un pousseur et un piston étanche à la tête du câble poussé par l’eau ; ou tout le câble entre deux pistons, mû par l’eau seule.
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
                la fin, en soufflage le débit d’air, et pour les méthodes à l’eau le débit et la quantité d’eau. <em>Limité par</em> nomme la limite qui a arrêté la pose et où (par exemple la
                force de poussage de la machine ou la force de tirage maximale du câble). Les messages listent les avertissements (force
                radiale dans une courbe, courbe plus serrée que le câble ne l’admet, taux de coincement, débit du compresseur) et les
                informations (répartition pousser-tirer, consommation d’air, force sur les rouleaux). Les graphiques montrent les forces
                des machines et la vitesse en fonction de la longueur posée, et la force dans le câble, la force radiale, la pression et
                l’altitude le long du tracé ; le tableau des courbes donne pour chaque courbe la force d’entrée, de sortie et la force
                radiale.
              </p>
              <p>
                <strong>Ne peut pas démarrer.</strong> Quand le câble ne bouge jamais — une tension arrière au-delà du treuil, la
                pression d’eau sur le câble au joint d’entrée au-delà de la machine de poussage, ou en flottage libre une pression d’eau
                trop faible pour déplacer le câble là où il se trouve — le statut indique <em>ne peut pas démarrer</em>. <em>Distance
                atteinte</em> dit alors que le câble ne bouge pas et où reste sa tête : la position de départ, ou en flottage libre la
                navette avant, à une longueur de câble devant le piston arrière (par exemple 4084 m), c’est-à-dire sa position de
                départ, pas une distance parcourue (0 m). La distance maximale indique aucune, l’effort de la machine est libellé
                <em> nécessaire au démarrage (non fourni)</em>, car c’est l’effort qu’il faudrait pour démarrer et non un effort
                exercé, et aucune courbe n’est tracée en fonction de la longueur posée. Le rapport dit la même chose.
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
                <em>Partager</em> indique si la section a un lien ; rien n’est publié avant <em>Créer un lien de partage</em>. Toute
                personne qui a le lien peut ouvrir la section en lecture seule, avec ses résultats, exporter son tracé, créer son
                rapport PDF dans l’onglet <em>Rapport</em> (dans son navigateur, sans compte) et — après connexion — la copier dans
                un de ses projets. La copie est indépendante de l’original. <em>Arrêter le partage</em> met
                fin au lien. Un ancien projet se partage, et s’arrête, de la même façon avec <em>Partager</em> dans son éditeur.
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
                chaque section peut en changer. En mode simple, le moteur suppose une ondulation typique du fourreau (amplitude 12 mm,
                période 3 m là où le câble est poussé, soufflé ou flotté ; aucune là où il est tiré) au lieu de vos valeurs. La langue se choisit dans l’en-tête et le navigateur la retient.
              </p>
            </>
          ),
        },
      ],
    },
    trajectory: {
      title: 'Éditeur de tracé',
      summary: 'Types de lignes, conventions de signe, valeurs dérivées, import KML, KMZ, GPX, XYZ et JSON, collage depuis un tableur et export.',
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
                Choisissez d’abord le <strong>plus petit rayon des courbes</strong> : chaque angle de la ligne importée devient une courbe
                de ce rayon, et une courbe levée sur sa longueur une courbe du rayon qu’elle montre (voir plus bas).
              </p>
              <ul>
                <li>
                  <strong>KML</strong> (.kml) ou <strong>KMZ</strong> (.kmz, un KML compressé, ce que Google Earth enregistre par défaut) :
                  une ligne dessinée dans Google Earth ou un SIG, en coordonnées géographiques. Voir{' '}
                  <HelpLink topic="kml">Tracés depuis KML, KMZ et GPX</HelpLink>.
                </li>
                <li>
                  <strong>GPX</strong> (.gpx) : une trace ou un itinéraire enregistré par un récepteur GPS ou une application de levé, en
                  coordonnées géographiques avec altitudes facultatives. Voir{' '}
                  <HelpLink topic="kml" section="gpx">Récepteurs GPS et applications de levé</HelpLink>.
                </li>
                <li>
                  <strong>XYZ</strong> (.xyz, .csv, .txt) : des points levés en coordonnées projetées (est, nord ou nord, est, puis une altitude z facultative) en mètres,
                  pieds ou pieds d’arpentage US selon le choix du dialogue, un point par ligne, séparés par des espaces, tabulations,
                  virgules ou points-virgules (une virgule dans un nombre est décimale là où points-virgules, tabulations ou espaces
                  séparent). Une ligne d’en-tête et les lignes commençant par # ou // sont ignorées ; une ligne de plus de trois nombres
                  (un numéro de point en tête) est refusée, de même qu’une ligne sans l’altitude qu’ont les autres points. Les pentes viennent des altitudes quand chaque point en a une. Les colonnes sont lues dans l’ordre que nomme une ligne d’en-tête (E N Z, Northing Easting Elevation, Nord Est Altitude…), l’est avant le nord sans un tel en-tête (un en-tête x y ne nomme pas d’ordre, X étant le nord dans certains systèmes nationaux) ; choisissez nord, est, altitude dans le dialogue pour un fichier de points N E Z sans en-tête, car lu à l’envers le tracé tourne à gauche là où le levé tourne à droite.
                </li>
                <li>
                  <strong>JSON</strong> (.json) : un tracé exporté de ce produit, avec son altitude au départ, son cap initial et ses
                  lignes.
                </li>
              </ul>
              <Sample label="Un fichier XYZ (mètres)">{'x y z\n2600000 1200000 410.0\n2600120 1200000 411.5\n2600180 1200060 412.0'}</Sample>
              <p>
                Les points à moins de 10 cm de la ligne passant par leurs voisins sont écartés (bruit de levé le long d’une tranchée),
                et un point qui tourne de moins de 1° est placé sur la droite qui va du sommet précédent au sommet suivant quand cette
                droite passe à moins de 10 cm du levé (sinon c’est un sommet, si petit que soit son virage) : les droites prennent leur
                direction et leur longueur de la position des sommets, de sorte que le tracé finit là où finit le levé, et une courbe
                levée à chaque mètre garde tout son virage. Chaque droite est
                raccourcie de la longueur de tangente de ses courbes, R·tan(|virage|/2), pour que le tracé garde la position de ses
                sommets ; des sommets plus proches que cela reçoivent le plus grand rayon qui tient (à comparer au rayon de courbure du
                câble).
              </p>
              <p>
                Rayons : le rayon choisi est le plus petit qu’une courbe reçoit. Un angle (un point qui tourne seul) devient une courbe de
                ce rayon. Des points successifs qui tournent du même côté forment une courbe : elle devient une seule courbe de leur virage
                total, tangente aux droites qui l’encadrent, du rayon du cercle qui s’ajuste le mieux aux points levés — une courbe de 90°
                de rayon 60 m levée à chaque mètre s’importe en une courbe de 90°, rayon 60 m. C’est le cas lorsque cette courbe passe à
                moins de 20 cm des points levés et des lignes droites qui les joignent et, avec des altitudes, finit à moins de 20 cm de
                l’altitude levée ; sinon la courbe est partagée en courbes plus petites, jusqu’aux angles. Une courbe montre son rayon
                quand elle est levée assez serré : environ tous les 7 m pour un rayon de 30 m, tous les 10 m pour 60 m. Des points plus
                espacés, ou une courbe plus serrée que le rayon choisi, donnent des courbes du rayon choisi. Le frottement en courbe
                dépend du virage, mais l’effort radial (la traction divisée par le rayon) et la rigidité de flexion dépendent du rayon :
                vérifiez les rayons du tableau sur les plans du fourreau.
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
                nues — des espaces ; avec un en-tête, aussi par des virgules. La virgule décimale est acceptée (<code>12,5</code>). Avec un
                en-tête, les valeurs sont lues dans les unités de base de l’export (mètres, degrés, newtons) ; les lignes nues dans les
                unités du tableau (longueurs et rayons en pieds en unités US, angles en degrés), comme vous les saisiriez à côté.
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
                caption="Valeurs de départ : le milieu des plages publiées ci-dessus (TES-P-104.05, FCST, IEWC / ICEA)"
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
                Le moteur intègre cette équation (formes exactes sur les droites, Runge–Kutta dans les arcs par pas d’au
                plus 1°)
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
                Les résultats montrent la force dans le câble lui-même, la force vraie T = F − p·A<sub>c</sub>, dans les graphiques le long du tracé et dans le tableau des courbes : à l’entrée, le câble porte la force du pousseur. La force radiale des courbes reste celle de la force effective.
              </p>
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
                Les sept méthodes de pose sont simulées. Pour les données, messages et limites de chaque méthode à l’eau — y compris la façon dont le pousseur ralentit un câble flotté qui va plus vite que l’eau — voir les <HelpLink topic="tutorials" section="floating">tutoriels</HelpLink>.
              </Note>
            </>
          ),
        },
      ],
    },
    kml: {
      title: 'Tracés depuis KML, KMZ et GPX',
      summary: 'Dessiner un tracé dans Google Earth ou un SIG, ou l’enregistrer avec un récepteur GPS, et l’importer (KML, KMZ, GPX) : longueurs géodésiques, courbes aux angles, altitudes.',
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
                Dans Lieux, cliquez droit sur le trajet, choisissez Enregistrer le lieu sous… et enregistrez en <strong>KMZ</strong>{' '}
                (.kmz, le choix par défaut) ou en <strong>KML</strong> (.kml) : l’import lit les deux (un KMZ est un KML compressé ;
                l’import lit le KML qu’il contient).
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
                L’import lit toutes les LineStrings du fichier et retient celle qui a le plus de points ; la fenêtre d’import dit combien
                de lignes le fichier contient et laquelle elle retient. Exportez un tracé par fichier,
                en une seule ligne (pas une multi-ligne en plusieurs morceaux). Des données de levé en mètres projetés (UTM, système
                national) s’importent directement en XYZ.
              </p>
            </>
          ),
        },
        {
          id: 'gpx',
          heading: 'Récepteurs GPS et applications de levé (GPX)',
          body: (
            <>
              <p>
                Les récepteurs GPS et les applications de levé ou de cartographie enregistrent ce qu’ils relèvent en <strong>GPX</strong>
                (.gpx, versions 1.0 et 1.1) : latitude et longitude WGS84 avec une altitude facultative en mètres. Parcourez le tracé du
                point de lancement à l’autre extrémité en enregistrant une trace, ou planifiez un itinéraire, et exportez-le en GPX.
              </p>
              <p>
                Chaque segment de trace (une trace se coupe en segments là où l’enregistrement s’est interrompu) et chaque itinéraire est
                une ligne ; comme pour le KML, l’import retient celle qui a le plus de points, et la fenêtre d’import dit combien de lignes
                le fichier contient et laquelle elle retient. Les points de passage sont des points isolés (chambres, regards), pas un
                tracé : un fichier qui ne contient que des points de passage est refusé. Les altitudes d’un récepteur portatif varient de
                plusieurs mètres ; si elles donnent des pentes que le fourreau n’a pas, vérifiez le profil en long et corrigez les pentes.
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
                  Chaque sommet (un point qui tourne de 1° ou plus, ou de moins mais à plus de 10 cm de la ligne entre les sommets voisins) devient une <strong>courbe du rayon choisi</strong> dans la boîte d’import, à droite ou à
                  gauche comme dessiné ; des points qui tournent l’un après l’autre du même côté font une seule courbe du rayon qu’ils
                  montrent, jamais plus petit (voir Importer un tracé). Les droites de part et d’autre sont raccourcies de
                  R·tan(|virage|/2) pour que le tracé passe par
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
                Les points KML et GPX portent une altitude facultative. Quand <strong>chaque</strong> point en a une, les pentes des droites et
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
              <li>Gardez le fichier de tracé (KML, KMZ ou GPX) dans les fichiers du projet pour pouvoir réimporter le tracé.</li>
            </ul>
          ),
        },
      ],
    },
    tutorials: {
      title: 'Tutoriels',
      summary: 'Un parcours pas à pas par méthode de pose : tirage, poussage, pousser-tirer, soufflage, flottage, pousser-tirer à l’eau et flottage libre.',
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
          id: 'push',
          heading: 'Une section de poussage',
          body: (
            <>
              <p>
                Le poussage avec un pousseur à chenilles seul convient aux parcours courts : traversée de rue, entrée de bâtiment,
                fourreau entre deux chambres. La pointe du câble est libre ; le frottement puis, dès que la compression est assez forte,
                le flambage hélicoïdal limitent la longueur à quelques centaines de mètres (
                <HelpLink topic="formulas" section="buckling">Flambage d’un câble poussé</HelpLink>). Exemple : un câble à fibres de 11
                mm poussé dans un fourreau rainuré 32/26 mm sous une rue, environ 124 m.
              </p>
              <ol>
                <li>Choisissez <em>Nouvelle section</em> (vide) et, dans l’onglet Général, la méthode de pose Poussage.</li>
                <li>
                  Équipement : une machine de poussage est obligatoire — par exemple la <em>Blowing machine for cables 8–20 mm</em> du
                  catalogue (800 N, 80 m/min ; câbles de 8 à 20 mm, fourreaux de 25 à 50 mm), utilisée ici sans air. L’extrémité du
                  câble est toujours ouverte. Des machines en série additionnent leurs forces.
                </li>
                <li>
                  Câble : le <em>Loose-tube cable 96 fibres, 11 mm</em> du catalogue — 0,105 kg/m, rigidité en flexion 0,45 N·m², effort
                  de poussée maximal 1620 N, effort de tirage maximal 2,7 kN, rayon de courbure minimal 0,22 m. En poussage, la rigidité
                  et l’effort de poussée maximal comptent le plus ; la rigidité automatique est une estimation qui peut se tromper d’un
                  facteur deux : prenez la valeur de la fiche technique.
                </li>
                <li>
                  Tronçons : <em>HDPE 32/26 ribbed</em>, μ 0,08, ondulations de période 3 m et d’amplitude 20 mm ; lubrifiant Lubrifié.
                  Cette méthode accepte aussi les tronçons sur rouleaux.
                </li>
                <li>
                  Tracé : le préréglage <em>Street crossing: 2 × 45° bends</em> — 50 m, +45° de rayon 6 m, 15 m, −45° de rayon 6 m, 50
                  m. Les six types de lignes sont permis, y compris les courbes sur rouleaux et les pousseurs intermédiaires.
                </li>
                <li>
                  Réglages : l’effort de poussée est automatique, le plus faible de la machine (800 N) et du câble (1620 N) ; vitesse de
                  pose 30 m/min ; distance maximale recherchée de quelques centaines de mètres ou plus.
                </li>
                <li>
                  Résultats : le câble arrive avec une force du pousseur d’environ 14 N ; la distance maximale (la même poussée sur le
                  tracé prolongé en ligne droite) est d’environ 280 m. Le graphique des forces des machines montre la force du pousseur en
                  fonction de la longueur posée, qui monte en flèche dès que le câble flambe. Un arrêt s’affiche{' '}
                  <em>Effort de la machine de poussage atteint</em> ou <em>Limite de poussée du câble atteinte</em>, avec sa position ;
                  les courbes plus serrées que le câble ne l’admet et les efforts radiaux au-dessus de sa limite sont des avertissements.
                </li>
                <li>
                  Scénarios : lubrifiant Aucun (μ × 1,75) réduit la distance maximale à environ 155 m ; sans ondulations, elle passe à
                  environ 375 m. Pour aller plus loin, ajoutez une ligne de pousseur intermédiaire, ou choisissez le soufflage ou le
                  flottage.
                </li>
              </ol>
              <Note>
                Limites du modèle : l’effort de paroi du flambage hélicoïdal n’est ajouté qu’au-delà du seuil {SYM.Fhel} (choix
                d’ingénierie ; Griffioen le compte dès une compression nulle, ce qui donne 228 m au lieu de 299 m pour l’exemple D2 des
                notes de physique). L’effort de paroi dû à la rigidité aux extrémités des courbes est un choix d’ingénierie sans modèle
                publié, et en mode simple l’ondulation du fourreau est la valeur typique de 12 mm sur 3 m, pas une mesure. Le
                frottement statique au redémarrage n’est pas modélisé. Quand le câble flambé se bloque, la recherche s’arrête au
                pousseur, quelle que soit sa force.
              </Note>
            </>
          ),
        },
        {
          id: 'pushpull',
          heading: 'Une section pousser-tirer',
          body: (
            <>
              <p>
                Le pousser-tirer ajoute un pousseur à l’entrée au treuil en tête. Utilisez-le quand le tirage seul dépasserait la force
                du treuil ou l’effort de tirage maximal du câble — câbles d’énergie lourds, fourreaux longs ou sinueux. Exemple : le
                câble de 40 mm et le tracé de 474 m du tutoriel de tirage, avec un pousseur.
              </p>
              <ol>
                <li>
                  Construisez <HelpLink topic="tutorials" section="pulling">la section de tirage</HelpLink> et gardez son résultat comme
                  scénario. Réglez ensuite la méthode de pose sur Pousser-tirer dans l’onglet Général.
                </li>
                <li>
                  Équipement : une machine de tirage et une machine de poussage sont toutes deux obligatoires, par exemple le{' '}
                  <em>Capstan winch 10 kN</em> (30 m/min) et le <em>Caterpillar cable pusher for power cables</em> (5 kN, 30 m/min ;
                  câbles de 20 à 120 mm, fourreaux de 50 à 250 mm) du catalogue. L’extrémité du câble est ouverte.
                </li>
                <li>
                  Câble : comme pour le tirage ; l’effort de poussée maximal apparaît. Saisissez-le d’après la fiche technique (laissé
                  vide, il vaut 0,6 × l’effort de tirage maximal).
                </li>
                <li>
                  Réglages : l’effort de poussée est la consigne du pousseur — le moteur la maintient à l’entrée pendant toute la pose ;
                  l’effort de tirage est la limite du treuil ; les deux machines plafonnent la vitesse de pose.
                </li>
                <li>
                  Résultats : la force à la fin est celle du treuil. Le message <em>Efforts partagés entre poussée et tirage</em> donne
                  la répartition à la fin et la part du pousseur ; le graphique des forces des machines montre les deux forces au fil de
                  la pose (tant que le pousseur suffit seul, le treuil est au repos). Avec le pousseur de 5 kN, la force du treuil à la
                  fin passe d’environ 6,5 kN (tirage seul) à environ 4,0 kN ; en poussage seul, il s’arrêterait après environ 117 m.
                </li>
                <li>
                  Arrêts : <em>Effort du treuil atteint</em> ou <em>Limite de tirage du câble atteinte</em> ; le pousseur ne dépasse
                  jamais sa consigne. Avertissements comme en tirage : effort radial dans une courbe, rayon de courbure, coincement.
                </li>
                <li>
                  Scénario : un pousseur de 2 kN laisse environ 4,1 kN au treuil, presque aussi peu que celui de 5 kN. Le câble comprimé
                  flambe dans le fourreau de 94 mm et son effort de paroi croît avec le carré de la compression : la poussée
                  supplémentaire se perd en frottement. Comparez avant de choisir un pousseur plus gros.
                </li>
              </ol>
              <Note>
                Limites du modèle : maintenir le pousseur à sa consigne est la règle pratique proposée par les notes de physique (un
                choix d’ingénierie), pas la façon dont chaque chantier pilote ses machines. Côté poussé, les modèles de flambage, de
                rigidité aux extrémités des courbes et d’ondulations du poussage s’appliquent, avec les mêmes limites.
              </Note>
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
                  bas), une navette ou une deuxième machine de poussage en série (les méthodes à l’air et à l’eau n’admettent pas de lignes de pousseur intermédiaire). Voir{' '}
                  <HelpLink topic="formulas" section="drag">Soufflage : entraînement et force du pousseur</HelpLink> pour comprendre
                  pourquoi.
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'floating',
          heading: 'Une section de flottage',
          body: (
            <>
              <p>
                Le flottage pousse le câble pendant qu’une pompe fait circuler de l’eau dans le fourreau : dans l’eau, le câble est
                allégé de sa poussée d’Archimède, et l’eau qui va plus vite que lui l’entraîne. Utilisez-le pour de longs parcours de
                câbles télécom dans des fourreaux qui tiennent la pression ; un retour de chantier rapporte 7,7 km d’une traite dans un
                fourreau 40/32 mm à 4–12 bar (<Cite source="jettingSe" />). Exemple : un câble à fibres de 11 mm posé par flottage dans
                un fourreau rainuré 40/32 mm d’environ 2,06 km.
              </p>
              <ol>
                <li>Nouvelle section vide, méthode de pose Flottage.</li>
                <li>
                  Équipement : une machine de poussage et une pompe à eau sont obligatoires — par exemple <em>Water-tight cable pusher
                  for floating</em> (2000 N, 60 m/min, eau jusqu’à 16 bar ; câbles de 6 à 40 mm, fourreaux de 25 à 63 mm) et{' '}
                  <em>Water pump 300 l/min, 16 bar</em>. L’extrémité du câble propose ouverte ou tête sonique : une tête
                  sonique est un bouchon à fuite que l’eau entraîne tant qu’elle va plus vite que le câble (environ 60 N
                  ici à 8 bar, dans <em>Traction de la tête du câble</em>) et qui freine quand le câble la dépasse.
                </li>
                <li>
                  Câble : <em>Loose-tube cable 96 fibres, 11 mm</em> (0,105 kg/m, 0,45 N·m², effort de poussée maximal 1620 N). Dans
                  l’eau : W 1,03 N/m, poussée d’Archimède 0,93 N/m, {SYM.Weff} ≈ 0,10 N/m — un dixième de son poids à sec (voir{' '}
                  <HelpLink topic="formulas" section="water">Méthodes à l’eau</HelpLink>). Un câble plus léger que l’eau frotte sur le
                  haut du fourreau.
                </li>
                <li>
                  Tronçons : <em>HDPE 40/32 ribbed</em>, μ 0,08 ; seuls les tronçons en fourreau sont permis. Cochez{' '}
                  <em>Prérempli d’eau</em> si le fourreau est déjà plein (sinon le remplissage compte dans l’eau consommée). En mode
                  expert, vérifiez la pression maximale du fourreau (automatique pour l’eau : 160/(SDR − 1) bar).
                </li>
                <li>
                  Tracé : 600 m, +90° de rayon 20 m, 800 m à 1°, −90° de rayon 20 m, 600 m. Les méthodes à l’eau n’admettent que droites,
                  courbes et boucles.
                </li>
                <li>
                  Réglages : pression d’eau 8 bar (automatique : le maximum de la pompe et des machines ; 2 bar sans elles), masse
                  volumique de l’eau 1 kg/dm³, vitesse de pose 20 m/min, distance maximale recherchée 10 km. La pression est plafonnée
                  par la pompe et par la pression maximale de chaque tronçon, charge statique comprise (<em>Pression d’eau
                  plafonnée</em>).
                </li>
                <li>
                  Résultats : le câble arrive avec une force du pousseur de quelques dizaines de newtons ; la distance
                  maximale atteint les 10 km cherchés (<em>Distance maximale bornée par la limite de recherche</em>).
                  <em>Vitesse de l’eau</em> compare l’eau dans l’espace annulaire (environ 39 m/min ici) au câble (20
                  m/min) ; <em>Consommation d’eau</em> donne l’eau utilisée (environ 4,9 m³, dont 1,7 m³ de remplissage) et le débit de
                  pointe que la pompe doit fournir (environ 36 l/min) ; <em>Débit de la pompe insuffisant</em> indique où la pompe limite
                  la pression. Les arrêts sont ceux du poussage : effort du pousseur ou du câble.
                </li>
                <li>
                  Scénarios : poussé à sec, le même câble s’arrête après environ 270 m (limite de poussée du câble) ; à
                  4 bar, la distance maximale tombe à environ 7,2 km ; à 60 m/min et 4 bar, le câble dépasse l’eau à
                  partir d’environ 265 m : le pousseur le ralentit jusqu’à environ 32 m/min (<em>Le pousseur ralentit le
                  câble</em>) et les 2,06 km prennent environ 55 min au lieu de 34.
                </li>
              </ol>
              <Note>
                Le pousseur travaille à une force réglée : là où la vitesse réglée la dépasserait — typiquement quand le
                câble va plus vite que l’eau, dont la traînée le freine alors — le moteur ralentit le câble, jusqu’à une
                vitesse de rampement de 1 m/min, et indique où (<em>Le pousseur ralentit le câble</em>) ; la pose ne
                s’arrête que là où même cette vitesse dépasse la force, et la distance maximale est cherchée à cette
                vitesse. Le flottage va donc au moins aussi loin que le poussage. En pratique, gardez l’eau plus rapide
                que le câble (lisez <em>Vitesse de l’eau</em>). Par ailleurs : au début d’un long fourreau, la pression
                de l’eau sur la face avant du câble peut coûter de la force ; la distance maximale ne vérifie que l’état
                final de chaque longueur, et une limite culminant entre deux des 40 positions du calcul peut échapper ;
                les changements de vitesse sont supposés instantanés.
              </Note>
            </>
          ),
        },
        {
          id: 'waterpushpull',
          heading: 'Une section pousser-tirer à l’eau à partir du modèle',
          body: (
            <>
              <p>
                Le pousser-tirer à l’eau (WATUCAB) pousse le câble avec une chenille tandis que la pression de l’eau derrière un piston
                étanche à la tête du câble le tire, le câble flottant dans l’eau entre les deux (<Cite source="watucab" />). On l’emploie
                pour les câbles d’énergie lourds jusqu’à 225 kV, depuis une seule extrémité, dans des fourreaux jusqu’à 3,5 km, en
                environ deux fois moins de temps que le tirage (<Cite source="plumettazHeinonen" />). Exemple : le câble HT de 90 mm
                du modèle dans un fourreau 180/150 mm d’environ 2,05 km.
              </p>
              <ol>
                <li>
                  Créez une section à partir du <em>modèle pousser-tirer à l’eau</em> : méthode Pousser-tirer à l’eau, vitesse de pose
                  20 m/min, pression d’eau 2 bar, effort de poussée 30 kN, effort de tirage 60 kN.
                </li>
                <li>
                  Équipement : une machine de tirage, une machine de poussage et une pompe à eau sont toutes obligatoires — par exemple{' '}
                  <em>Drum winch 100 kN</em>, <em>Caterpillar cable pusher for power cables</em> et <em>Water pump 1500 l/min, 20
                  bar</em>. Les forces du modèle sont des réglages manuels : l’onglet Réglages avertit quand elles dépassent les machines
                  choisies. L’extrémité du câble est le piston (navette), seule option.
                </li>
                <li>
                  Câble : unipolaire de 90 mm, effort de tirage maximal 40 kN. Poids, rigidité et effort de poussée maximal sont
                  automatiques (15,9 kg/m estimés pour 90 mm ; 0,6 × 40 kN = 24 kN) : saisissez les valeurs de la fiche technique, elles
                  décident du résultat.
                </li>
                <li>
                  Tronçons : 180/150 mm lisse, μ 0,15, prérempli d’eau — le piston chasse cette eau devant lui ; un tronçon non prérempli
                  contient de l’air. En mode expert, la pression maximale (14,5 bar pour ce fourreau SDR 12) et les ondulations (aucune pour un câble tiré
                  par son piston, la période 13,5 m d’après le diamètre extérieur) sont automatiques : saisissez des valeurs mesurées.
                </li>
                <li>Tracé : 800 m, +30° de rayon 50 m, 700 m à −1°, −30° de rayon 50 m, 500 m.</li>
                <li>
                  Résultats : tel quel, le modèle s’arrête après environ 0,7 km sur <em>Limite de poussée du câble atteinte</em> : le
                  pousseur est plafonné aux 24 kN automatiques du câble. <em>Traction de la tête du câble</em> donne la traction du
                  piston (environ 5,4 kN) et la tension réelle dans le câble derrière lui ; <em>Consommation d’eau</em> l’eau utilisée
                  (l’espace annulaire derrière le piston) ; la force à la fin est celle du pousseur.
                </li>
                <li>
                  À essayer : le piston tire avec la différence de pression multipliée par la section du fourreau, 1,77 kN par bar pour
                  150 mm, tandis que le joint d’entrée coûte au pousseur 0,64 kN par bar pour un câble de 90 mm. Avec les données du
                  modèle, 6 bar mènent à environ 1,0 km et 10 bar à environ 1,2 km ; le poids réel du câble et son effort de poussée
                  comptent autant. Là où le piston tirerait le câble plus fort que l’effort de tirage réglé, la pression est abaissée (
                  <em>Traction du piston limitée à l’effort de tirage réglé</em>) ; une pompe trop petite pour la vitesse de pose donne{' '}
                  <em>Le débit de la pompe limite la vitesse</em>.
                </li>
              </ol>
              <Note>
                Limites du modèle : un seul piston en tête, étanche sans fuite, de surface de pression égale à la section du fourreau
                (choix d’ingénierie) ; le MultiPig — plusieurs pistons se partageant la pression — n’est pas modélisé. L’eau derrière le
                piston avance avec lui et n’entraîne donc pas le câble. Le contrôle de pression maximale suppose l’eau au repos
                (prudent). La distance maximale ne vérifie que l’état final de chaque longueur.
              </Note>
            </>
          ),
        },
        {
          id: 'freefloating',
          heading: 'Une section de flottage libre',
          body: (
            <>
              <p>
                En flottage libre, tout le câble voyage entre un piston arrière et une navette avant, mû par l’eau seule — ni pousseur
                ni treuil. On l’emploie pour emmener plus loin un câble déjà dans la conduite (souvent après un pousser-tirer à l’eau),
                sur de grandes distances : jusqu’à 60 m/min, et 40 km à 40 m/min ont été rapportés (<Cite source="icc2019" />).
                Exemple : un câble MT de 3 km transporté dans un fourreau 110/94 mm d’environ 10 km.
              </p>
              <ol>
                <li>Nouvelle section vide, méthode de pose Flottage libre.</li>
                <li>
                  Équipement : seule une pompe à eau est obligatoire, par exemple <em>Water pump 1500 l/min, 20 bar</em>. L’extrémité du
                  câble est la navette avant, seule option.
                </li>
                <li>
                  Câble : <em>MV single core 1×240 mm² Al, 20 kV, 36 mm</em> (1,3 kg/m, effort de tirage maximal 7,2 kN, rayon de
                  courbure minimal 0,54 m ; rigidité automatique). Le champ <em>Longueur du câble</em> apparaît pour cette méthode et
                  est obligatoire : 3000 m.
                </li>
                <li>Tronçons : <em>PE 110/94 smooth</em>, μ 0,25 ; cochez <em>Prérempli d’eau</em> si la conduite est déjà pleine.</li>
                <li>Tracé : 4000 m, +30° de rayon 50 m, 3000 m, −30° de rayon 50 m, 3000 m — environ 10,05 km.</li>
                <li>
                  Réglages : <em>Position du piston arrière</em> 0 m (où part l’extrémité arrière du câble ; l’avant part une longueur de
                  câble plus loin et doit partir avant la cible, sinon <em>Câble plus long que le tracé</em>) ; vitesse de pose 40 m/min
                  (aucune machine ne la plafonne, seul le débit de la pompe) ; pression d’eau 16 bar.
                </li>
                <li>
                  Résultats : <em>Pressions du flottage libre</em> donne à la fin la pression d’entrée nécessaire (environ 10,2 bar ici),
                  la chute de pression sur chaque piston (environ 2,5 bar) et la traction de la navette avant (environ 1,7 kN). L’essentiel
                  de la pression met en mouvement l’eau de toute la conduite à la vitesse du câble. La force à la fin est la traction
                  avant ; le graphique des forces des machines montre la poussée du piston arrière et la traction de l’avant. Débit
                  d’eau environ 280 l/min, quantité d’eau environ 119 m³.
                </li>
                <li>
                  Arrêts : <em>Pression d’eau atteinte</em> là où la pression nécessaire dépasse la pression disponible — à 10 bar, ce
                  câble ne démarre même pas —, et l’effort de tirage maximal du câble à l’avant. À 60 m/min, l’entrée demande environ
                  14,7 bar.
                </li>
              </ol>
              <Note>
                Limites du modèle : les deux pistons sont étanches sans fuite et prennent des chutes de pression égales (la règle du
                MultiPig, un choix d’ingénierie) ; le remplissage néglige le volume du câble ; le modèle est quasi statique, un arrêt
                brutal (coup de bélier) n’est donc pas calculé. La chute de pression des pistons est une petite différence de grandes
                forces et réagit plus que les autres résultats aux détails fins du tracé.
              </Note>
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
                <li>Six types de lignes de tracé, valeurs dérivées, vue en plan et profil en long ; import KML, KMZ, GPX, XYZ et JSON, collage depuis un tableur, export JSON et CSV.</li>
                <li>Préréglages de câbles, tronçons, compresseurs, pompes à eau, machines et tracés.</li>
                <li>Scénarios, liens de partage (lecture seule, copie dans ses projets), enregistrement avec détection des conflits.</li>
              </ul>
              <h3>Simulation</h3>
              <ul>
                <li>Tirage, poussage, pousser-tirer, soufflage, flottage, pousser-tirer à l’eau et flottage libre, avec courbes en 3-D, plusieurs câbles et câbles en place, flambage, rigidité en flexion et ondulations.</li>
                <li>Le même moteur en direct dans le navigateur et sur le serveur.</li>
                <li>Distance atteinte, distance maximale, durée, forces, débit et consommation d’air et d’eau, limites et avertissements, graphiques et tableau des courbes.</li>
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
              
              <li>Les pages entreprise avec utilisateurs et clés d’API, et les pages d’administration.</li>
            </ul>
          ),
        },
      ],
    },
  },
};
