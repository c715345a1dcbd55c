import type { HelpCatalogue } from '../catalogue.ts';
import { DataTable, Formula, HelpLink, Note, Sample, Where } from '../help-blocks.tsx';
import { Cite, Cites, CofDefaultsTable, CofTable, FX, LUBRICANT_FACTORS, SYM } from './shared.tsx';

/** Die Hilfe auf Deutsch. */
export const de: HelpCatalogue = {
  ui: {
    indexTitle: 'Hilfe',
    indexLead: 'Wie man den Cable Laying Analyzer benutzt, was er berechnet und woher seine Zahlen kommen.',
    topicsNav: 'Hilfethemen',
    overview: 'Übersicht',
    onThisPage: 'Auf dieser Seite',
    notFoundTitle: 'Hilfethema nicht gefunden',
    notFoundBody: 'Unter dieser Adresse gibt es keine Hilfeseite. Wählen Sie ein Thema aus der Liste.',
    backToIndex: 'Alle Hilfethemen',
  },
  topics: {
    manual: {
      title: 'Benutzerhandbuch',
      summary: 'Projekte und Abschnitte, die Reiter des Editors, Live-Ergebnis und Serversimulation, Szenarien, Teilen, Vorlagen, Einheiten und Anzeigemodi.',
      sections: [
        {
          id: 'projects',
          heading: 'Projekte und Ordner',
          body: (
            <>
              <p>
                Die Arbeit ist in <strong>Projekte</strong> gegliedert, die sich in <strong>Ordnern</strong> ablegen lassen. Die
                Projektliste zeigt Ordner und Projekte als Raster oder Liste, mit Namensfilter, Sortierung (Name A–Z, Z–A, zuletzt
                geändert) und dem Ordnerpfad, um zurückzugehen. Ordner und Projekte lassen sich anlegen, umbenennen und löschen; wer
                einen Ordner löscht, löscht auch seine Unterordner und deren Projekte.
              </p>
              <p>
                Eine Projektseite enthält die <strong>Abschnitte</strong> des Projekts, seine <strong>Dateien</strong> (Pläne,
                Trassendateien wie KML, KMZ, GPX oder XYZ, Berichte) und ein <strong>Bild</strong>. <em>Neuer Abschnitt</em> beginnt leer oder mit
                einer Vorlage: Ziehen (Energiekabel im 110-mm-Rohr), Einblasen (10-mm-Kabel im 26-mm-Rohr) oder Wasser-Schieben-Ziehen
                (90-mm-Kabel im 150-mm-Rohr). Abschnitte lassen sich umbenennen, duplizieren und löschen; die Liste zeigt, ob jeder
                berechnet, an einer Grenze gestoppt oder nicht berechnet ist.
              </p>
            </>
          ),
        },
        {
          id: 'sections',
          heading: 'Abschnitte und Verlegeverfahren',
          body: (
            <>
              <p>
                Ein Abschnitt ist ein Verlegefall: Ausrüstung, Kabel, Rohrabschnitte, die 3-D-Trasse und die Simulationseinstellungen.
                Das Verlegeverfahren bestimmt, welche Felder erscheinen und was die Engine berechnet:
              </p>
              <ul>
                <li>
                  <strong>Ziehen</strong> — eine Winde am Kabelkopf, optional eine Rückhaltekraft an der Trommel.
                </li>
                <li>
                  <strong>Schieben</strong> — ein Schieber (Raupe) am Eingang, freie Kabelspitze; das schraubenförmige Ausknicken begrenzt
                  die Länge.
                </li>
                <li>
                  <strong>Schieben-Ziehen</strong> — ein Schieber mit seiner Sollkraft und eine Winde am Kopf.
                </li>
                <li>
                  <strong>Einblasen</strong> — ein Schieber und Druckluft, die am Kabel entlang strömt (offenes Ende, Schallkopf oder
                  Molch).
                </li>
                <li>
                  <strong>Einschwimmen</strong>, <strong>Wasser-Schieben-Ziehen</strong> und <strong>freies Einschwimmen</strong> —
                  Wasser statt Luft. Ein Schieber mit Wasser, das am Kabel entlangströmt; ein Schieber und ein dichtender Molch am Kabelkopf, vom Wasser getrieben; oder das ganze Kabel zwischen zwei Molchen, allein vom Wasser bewegt.
                </li>
              </ul>
              <p>Welche Verfahren Sie wählen können, hängt von Ihrer Lizenz ab.</p>
            </>
          ),
        },
        {
          id: 'tabs',
          heading: 'Die Reiter des Editors',
          body: (
            <>
              <DataTable
                caption="Was jeder Reiter des Abschnittseditors enthält"
                head={['Reiter', 'Was Sie dort eingeben']}
                rows={[
                  ['Allgemein', 'Name und Beschreibung des Abschnitts, Verlegeverfahren, Anzeigemodus (einfach oder Experte).'],
                  ['Ausrüstung', 'Schiebe- und Zugmaschinen (aus Vorlagen), Maschinen in Reihe, Kabelende, Gleitmittel, Kompressor (Einblasen) oder Wasserpumpe (Wasserverfahren).'],
                  [
                    'Rohrabschnitte',
                    'Die Rohrabschnitte: Typ (im Rohr, auf Rollen, sonstiges), Außen- und Innendurchmesser, Innenfläche (glatt, gerillt, gewellt), Reibungskoeffizient, maximaler Rohrdruck, mit Wasser vorgefüllt, Periode und Amplitude der Welligkeit, Rollenabstand.',
                  ],
                  [
                    'Kabel',
                    'Branche und Typ, Außen- (bei Mikrorohren auch Innen-)durchmesser, Gewicht, Biegesteifigkeit, maximale Zug-, Schub- und Radialkraft, minimaler Biegeradius, Kabellänge, Anzahl der Kabel, verseiltes Bündel, Schiebeanordnung und bereits liegende Kabel.',
                  ],
                  ['Trasse', <>Die Trasse als Zeilen; siehe <HelpLink topic="trajectory">Trasseneditor</HelpLink>.</>],
                  ['Einstellungen', 'Verlegegeschwindigkeit, Schub- und Zugkraft, Rückhaltekraft am Start, Luft- oder Wasserdruck, Einführposition, Abstand am Ende, maximal gesuchte Distanz, rückwärts berechnen.'],
                  ['Ergebnisse', 'Das Live-Ergebnis, die Serversimulation, Meldungen, Diagramme, die Bogentabelle und Szenarien.'],
                ]}
              />
              <p>
                Jeder Reiter zeigt die Zahl seiner Fehler und Warnungen. Fehler verhindern die Simulation, Warnungen nicht. Die Meldungen
                stehen unter dem betroffenen Feld, in Ihren Einheiten.
              </p>
              <h3>Automatische Werte</h3>
              <p>
                Manche Felder sind automatisch: leer gelassen, werden sie aus den anderen berechnet — etwa Gewicht und Biegesteifigkeit
                des Kabels aus Typ und Durchmesser, der minimale Biegeradius (30 × Außendurchmesser), der maximale Rohrdruck aus dem SDR
                des Rohrs oder die Kräfte und Drücke der Einstellungen aus den Grenzen der Maschinen und des Kabels. Eine eingetippte
                Zahl macht den Wert manuell; <em>auf automatisch zurücksetzen</em> macht das rückgängig. Lässt sich ein automatischer Wert
                nicht berechnen, weil eine Eingabe, von der er abhängt, falsch ist, zeigt das Feld <em>Angaben fehlen</em> und nennt sie.
                Der Wert aus dem Datenblatt des Kabels ist immer besser als eine Schätzung.
              </p>
            </>
          ),
        },
        {
          id: 'results',
          heading: 'Live-Ergebnis und Serversimulation',
          body: (
            <>
              <p>
                Das <strong>Live-Ergebnis</strong> wird in Ihrem Browser von derselben Engine wie auf dem Server berechnet, bei jeder
                Änderung des Abschnitts — ohne Knopfdruck. Dazu muss der Abschnitt fehlerfrei sein; sonst bittet der Reiter Ergebnisse,
                die markierten Felder in den Reitern zu korrigieren.
              </p>
              <p>
                <strong>Auf dem Server simulieren</strong> rechnet auf dem Server und speichert die Antwort als <em>gespeichertes
                Ergebnis</em> mit dem Abschnitt: das maßgebliche Ergebnis, das andere sehen und das in Berichte eingeht. Gleiche Engine,
                gleiche Anfrage: beide stimmen überein; andernfalls ist das gespeicherte Ergebnis älter als Ihre letzte Änderung.
              </p>
              <p>
                Die Kennzahlen sind: erreichte Distanz, maximale Distanz (wie weit das Kabel auf der verlängerten Trasse käme), Dauer,
                Kraft am Ende, beim Einblasen der Luftdurchfluss und bei den Wasserverfahren Wasserdurchfluss und Wassermenge. <em>Begrenzt durch</em> nennt die Grenze, die die Verlegung
                gestoppt hat, und wo (etwa die Schubkraft der Maschine oder die maximale Zugkraft des Kabels). Die Meldungen listen
                Warnungen (Radialkraft in einem Bogen, Bogen enger als für das Kabel zulässig, Klemmverhältnis, Kompressordurchfluss)
                und Hinweise (Aufteilung Schieben/Ziehen, Luftverbrauch, Rollenkraft). Die Diagramme zeigen Maschinenkräfte und
                Geschwindigkeit über der verlegten Länge sowie Kabelkraft, Radialkraft, Druck und Höhe entlang der Trasse; die
                Bogentabelle nennt für jeden Bogen Eingangs-, Ausgangs- und Radialkraft.
              </p>
              <p>
                <strong>Kann nicht anlaufen.</strong> Bewegt sich das Kabel nie — eine Rückhaltekraft über der Zugmaschine, der
                Wasserdruck auf das Kabel an der Eingangsdichtung über der Schiebemaschine, oder beim freien Einschwimmen ein
                Wasserdruck, der das Kabel nicht aus seiner Lage bewegt —, lautet der Status <em>kann nicht anlaufen</em>.
                <em> Erreichte Distanz</em> sagt dann, dass sich das Kabel nicht bewegt und wo sein Kopf bleibt: die Startposition,
                beim freien Einschwimmen der vordere Molch, eine Kabellänge vor dem hinteren Molch (zum Beispiel 4084 m), also seine
                Startposition, keine zurückgelegte Distanz (0 m). Die maximale Distanz lautet keine, die Maschinenkraft heißt
                <em> zum Anlaufen nötig (nicht aufgebracht)</em>, weil sie die Kraft ist, die der Start bräuchte, keine ausgeübte
                Kraft, und über der verlegten Länge wird keine Kurve gezeichnet. Der Bericht sagt dasselbe.
              </p>
            </>
          ),
        },
        {
          id: 'scenarios',
          heading: 'Szenarien',
          body: (
            <p>
              Im Reiter Ergebnisse speichert <em>Als Szenario behalten</em> die aktuellen Parameter als farbige Variante. Ändern Sie den
              Abschnitt (anderes Gleitmittel, stärkerer Schieber, andere Trasse) und vergleichen Sie: jedes Szenario wird mit einem
              eigenen Engine-Lauf berechnet, seine Kennzahlen stehen nebeneinander, und die Kabelkraft entlang der Trasse wird in den
              Szenariofarben überlagert. <em>Laden</em> übernimmt die Parameter eines Szenarios wieder in den Editor. Szenarien werden mit
              dem Abschnitt gespeichert (in seinen Favoriten).
            </p>
          ),
        },
        {
          id: 'saving',
          heading: 'Speichern und Teilen',
          body: (
            <>
              <p>
                Der Editor zeigt, ob alle Änderungen gespeichert sind. <em>Speichern</em> sichert den Abschnitt; hat ihn jemand anderes
                inzwischen gespeichert, werden Sie informiert, Ihre Änderungen bleiben sichtbar, und Sie können kopieren, was Sie
                brauchen, bevor Sie neu laden.
              </p>
              <p>
                <em>Teilen</em> zeigt, ob der Abschnitt einen Link hat; veröffentlicht wird erst mit <em>Freigabelink erstellen</em>. Wer
                den Link hat, kann den Abschnitt schreibgeschützt mit seinen Ergebnissen öffnen, seine Trasse exportieren, im Reiter
                <em>Bericht</em> seinen PDF-Bericht erstellen (im eigenen Browser, ohne Konto) und — nach der Anmeldung — in eines
                seiner Projekte kopieren. Die Kopie ist vom Original unabhängig. <em>Freigabe beenden</em>
                beendet den Link. Ein altes Projekt wird ebenso über <em>Teilen</em> in seinem Editor geteilt und wieder beendet.
              </p>
            </>
          ),
        },
        {
          id: 'presets',
          heading: 'Vorlagen',
          body: (
            <p>
              Vorlagen sind gespeicherte Wertesätze: Kabel, Rohrabschnitte, Kompressoren, Wasserpumpen, Zug- und Schiebemaschinen und
              ganze Trassen. Neben jedem davon zeigt <em>Vorlage öffnen</em> den <em>Katalog</em> des Produkts und <em>Meine Vorlagen</em>;
              die Auswahl füllt die Felder. <em>Als Vorlage speichern</em> legt die aktuellen Werte unter einem Namen für spätere
              Abschnitte ab. Maschinen werden immer aus Vorlagen gewählt; ihre Grenzen (Kräfte, Geschwindigkeiten, Drücke, Kabel- und
              Rohrdurchmesserbereiche) speisen die automatischen Einstellungen und die Prüfungen.
            </p>
          ),
        },
        {
          id: 'units',
          heading: 'Einheiten und Anzeigemodi',
          body: (
            <>
              <p>Werte werden in Basiseinheiten gespeichert; nur die Anzeige ändert sich. Das Einheitensystem wählen Sie im Profil:</p>
              <DataTable
                caption="Einheitensysteme"
                head={['System', 'Länge, Durchmesser', 'Kraft', 'Druck', 'Geschwindigkeit', 'Durchfluss', 'Dauer']}
                rows={[
                  ['Standard', 'm, mm', 'N (N/m)', 'bar', 'm/min', 'l/min', 'min'],
                  ['SI', 'm, mm', 'kN (kN/m)', 'kPa', 'm/s', 'm³/h', 'h'],
                  ['US-Einheiten', 'ft, in', 'lbf (lbf/ft)', 'psi', 'ft/min', 'US gal/min', 'min'],
                ]}
              />
              <p>
                Winkel sind immer in Grad. Drücke sind Überdrücke (über dem Atmosphärendruck). Zahlen werden mit zwei Nachkommastellen
                angezeigt.
              </p>
              <p>
                Der <strong>Anzeigemodus</strong> eines Abschnitts ist <em>einfach</em> (die wesentlichen Felder) oder <em>Experte</em>{' '}
                (alle Felder, etwa maximaler Rohrdruck und Welligkeit). Ihr Profil legt den Modus neuer Abschnitte fest; jeder Abschnitt
                kann umschalten. Im einfachen Modus nimmt die Engine statt Ihrer Werte eine typische Rohrwelligkeit an (Amplitude 12 mm,
                Periode 3 m, wo das Kabel geschoben, eingeblasen oder eingeschwemmt wird; keine, wo es gezogen wird). Die Sprache wählen Sie in der Kopfzeile; der Browser merkt sie sich.
              </p>
            </>
          ),
        },
      ],
    },
    trajectory: {
      title: 'Trasseneditor',
      summary: 'Zeilentypen, Vorzeichen, abgeleitete Werte, Import aus KML, KMZ, GPX, XYZ und JSON, Einfügen aus einer Tabellenkalkulation und Export.',
      sections: [
        {
          id: 'route',
          heading: 'Die Trasse als Liste von Zeilen',
          body: (
            <>
              <p>
                Die Trasse beschreibt den Rohrverlauf vom Einführpunkt (wo die Maschine steht) bis zum fernen Ende, in Bewegungsrichtung
                des Kabels, als geordnete Liste von Zeilen. Zwei Werte stehen am Anfang: die <strong>Höhe am Start</strong> (m) und die{' '}
                <strong>Anfangsrichtung</strong>, ein Kompasskurs in Grad: 0 Nord, 90 Ost, 180 Süd, 270 West.
              </p>
              <p>
                Die Engine baut aus den Zeilen eine 3-D-Linie (x Ost, y Nord, z oben) und integriert die Kabelkraft entlang dieser Linie.
                Draufsicht und Höhenprofil unter der Tabelle zeichnen dieselbe Linie; prüfen Sie sie nach jedem Import.
              </p>
            </>
          ),
        },
        {
          id: 'row-types',
          heading: 'Zeilentypen',
          body: (
            <DataTable
              caption="Zeilentypen der Trasse"
              head={['Typ', 'Felder', 'Bedeutung']}
              rows={[
                ['Gerade', 'Länge, Neigung', 'Ein gerades Rohrstück mit konstanter Neigung.'],
                [
                  'Bogen',
                  'Winkel, Radius',
                  'Ein Kreisbogen, der um den horizontalen Winkel dreht. Seine Neigung geht von der der nächsten Geraden davor zu der der nächsten Geraden danach (ohne Gerade auf einer Seite behält er die Neigung der anderen; ohne jede Gerade ist er waagrecht). Seine Länge ist Radius × 3-D-Gesamtwinkel.',
                ],
                [
                  'Bogen auf Rollen',
                  'Winkel, Radius',
                  'Ein Bogen, in dem das Kabel über Rollen läuft (offener Graben, Schacht). In einem Rohrabschnitt ist die Rollenreibung 0,15 und der Rollenabstand 1 m; ein Abschnitt auf Rollen nutzt seinen eigenen Koeffizienten und Abstand. Die höchste Kraft je Rolle wird gemeldet.',
                ],
                [
                  'Schieber',
                  'Schiebemaschine, Schubkraft',
                  'Ein Zwischenschieber (Raupe) der Länge null: Die Kabelkraft sinkt dort um die Kraft des Schiebers, F(s⁺) = F(s⁻) − P.',
                ],
                [
                  'Schleife',
                  'wiederholte Zeilen, Wiederholungen',
                  'Wiederholt die Zeilen unmittelbar davor: die angegebene Zahl von Zeilen wird so oft zusätzlich eingefügt. Für regelmäßige Trassen (Mäander, dieselbe Querung alle 50 m).',
                ],
                [
                  'Rohrabschnittswechsel',
                  'Rohrabschnitt',
                  'Ab diesem Punkt liegt das Kabel im gewählten Rohrabschnitt (Durchmesser, Oberfläche, Reibung). Vor der ersten solchen Zeile gilt der erste Rohrabschnitt.',
                ],
              ]}
            />
          ),
        },
        {
          id: 'signs',
          heading: 'Vorzeichen und Winkel',
          body: (
            <>
              <ul>
                <li>
                  <strong>Bogenwinkel</strong>: positiv dreht nach <strong>rechts</strong> (im Uhrzeigersinn von oben gesehen), negativ
                  nach links. Mit Kurs Ost (90°) führt ein Bogen von +90° auf Kurs Süd (180°).
                </li>
                <li>
                  <strong>Neigung</strong>: in Grad gegen die Waagrechte, positiv bergauf in Bewegungsrichtung des Kabels. Eine Steigung
                  in Prozent wird zu Neigung = arctan(Prozent/100): 2 % ≈ 1,15°.
                </li>
                <li>
                  <strong>Richtung</strong>: ein Kompasskurs, 0 Nord und 90 Ost, im Uhrzeigersinn.
                </li>
              </ul>
              <p>
                Ein Bogen zwischen Geraden unterschiedlicher Neigung krümmt sich dreidimensional; sein Gesamtwinkel ist die
                3-D-Ablenkung, nicht die Summe aus horizontalem und vertikalem Winkel (siehe{' '}
                <HelpLink topic="formulas" section="bends">Formeln</HelpLink>). Eine einzelne Bogenzeile, die horizontal mehr als 180°
                dreht, wird nicht richtig dargestellt: teilen Sie sie in mehrere Zeilen.
              </p>
            </>
          ),
        },
        {
          id: 'derived',
          heading: 'Abgeleitete Werte',
          body: (
            <>
              <p>Die Tabelle berechnet für jede Zeile:</p>
              <ul>
                <li>ihre Nummer, die Länge der Bögen (Radius × Gesamtwinkel) und der Schleifen (was ihre Kopien hinzufügen);</li>
                <li>die kumulierte Länge ab dem Einführpunkt;</li>
                <li>die Höhen am Anfang und am Ende der Zeile;</li>
                <li>den (3-D-)Gesamtwinkel der Bögen;</li>
                <li>den Rohrabschnitt, in dem sie liegt, als Farbe.</li>
              </ul>
              <p>
                Die Zeile unter der Tabelle nennt Gesamtlänge und Höhe am Ende. Zeilen werden direkt bearbeitet: Zeile des gewählten
                Typs hinzufügen, darüber einfügen, duplizieren, nach oben oder unten verschieben, löschen. <em>Alle Bögen anpassen</em>{' '}
                gibt allen Bögen denselben Radius. Neue Zeilen beginnen mit Neigung 0, Länge 10 m, Winkel 0, Radius 6 m, Schubkraft 0,
                eine Zeile einmal wiederholt.
              </p>
            </>
          ),
        },
        {
          id: 'import',
          heading: 'Eine Trasse importieren',
          body: (
            <>
              <p>
                <em>Trasse importieren</em> liest eine Datei, wandelt sie in Zeilen und ersetzt die aktuellen Zeilen oder ergänzt sie.
                Wählen Sie zuerst den <strong>kleinsten Radius der Bögen</strong>: jede Ecke der importierten Linie wird ein Bogen dieses
                Radius, ein auf seiner Länge vermessener Bogen ein Bogen des Radius, den er zeigt (siehe unten).
              </p>
              <ul>
                <li>
                  <strong>KML</strong> (.kml) oder <strong>KMZ</strong> (.kmz, ein gezipptes KML, wie Google Earth standardmäßig speichert):
                  eine in Google Earth oder einem GIS gezeichnete Linie in geografischen Koordinaten. Siehe{' '}
                  <HelpLink topic="kml">Trassen aus KML, KMZ und GPX</HelpLink>.
                </li>
                <li>
                  <strong>GPX</strong> (.gpx): ein von einem GPS-Empfänger oder einer Vermessungs-App aufgezeichneter Track oder eine Route,
                  in geografischen Koordinaten mit optionalen Höhen. Siehe{' '}
                  <HelpLink topic="kml" section="gpx">GPS-Empfänger und Vermessungs-Apps</HelpLink>.
                </li>
                <li>
                  <strong>XYZ</strong> (.xyz, .csv, .txt): Vermessungspunkte in projizierten Koordinaten (Ost, Nord oder Nord, Ost, dann optional z Höhe) in Metern,
                  Fuß oder US-Vermessungsfuß nach Wahl im Dialog, ein Punkt pro Zeile, getrennt durch Leerzeichen, Tabulatoren, Kommas
                  oder Semikolons (ein Komma in einer Zahl ist ein Dezimalkomma, wo Semikolons, Tabulatoren oder Leerzeichen trennen).
                  Eine Kopfzeile und Zeilen, die mit # oder // beginnen, werden übersprungen; eine Zeile mit mehr als drei Zahlen (eine
                  Punktnummer vorne) wird abgelehnt, ebenso eine Zeile ohne die Höhe, die die anderen Punkte haben. Neigungen ergeben sich aus den Höhen, wenn jeder Punkt eine hat. Die Spalten werden in der Reihenfolge gelesen, die eine Kopfzeile nennt (E N Z, Hochwert Rechtswert Höhe, Nord Ost…), Ost vor Nord ohne eine solche Kopfzeile (eine Kopfzeile x y nennt keine Reihenfolge, da X in manchen Landessystemen Nord ist); wählen Sie im Dialog Nord, Ost, Höhe für eine Datei von N-E-Z-Punkten ohne Kopfzeile, denn verkehrt gelesen biegt die Trasse links ab, wo die Vermessung rechts abbiegt.
                </li>
                <li>
                  <strong>JSON</strong> (.json): eine aus diesem Produkt exportierte Trasse mit Höhe am Start, Anfangsrichtung und Zeilen.
                </li>
              </ul>
              <Sample label="Eine XYZ-Datei (Meter)">{'x y z\n2600000 1200000 410.0\n2600120 1200000 411.5\n2600180 1200060 412.0'}</Sample>
              <p>
                Punkte innerhalb von 10 cm der Linie durch ihre Nachbarn entfallen (Messrauschen entlang eines Grabens), und ein Punkt,
                der um weniger als 1° dreht, liegt auf der Geraden von der Ecke davor zur nächsten Ecke, wenn diese Gerade höchstens
                10 cm an der Vermessung vorbeigeht (sonst ist er eine Ecke, wie klein seine Drehung auch ist): die Geraden nehmen
                Richtung und Länge aus der Lage der Ecken, so endet die Trasse, wo die Vermessung endet, und ein jeden Meter
                vermessener Bogen behält seine ganze Drehung. Jede Gerade wird um die Tangentenlänge ihrer
                Bögen, R·tan(|Drehung|/2), gekürzt, damit die Trasse die Lage ihrer Ecken behält; näher
                beieinander liegende Ecken erhalten den größten Radius, der passt (mit dem Biegeradius des Kabels vergleichen).
              </p>
              <p>
                Radien: Der gewählte Radius ist der kleinste, den ein Bogen erhält. Eine Ecke (ein Punkt, der allein dreht) wird ein
                Bogen dieses Radius. Aufeinanderfolgende Punkte, die zur selben Seite drehen, sind ein Bogen: Er wird ein einziger Bogen
                ihrer gesamten Drehung, tangential zu den Geraden davor und danach, mit dem Radius des Kreises, der am besten zu den
                Messpunkten passt — ein jeden Meter vermessener 90°-Bogen mit Radius 60 m wird ein Bogen von 90°, Radius 60 m. Das gilt,
                wenn dieser Bogen weniger als 20 cm an den Messpunkten und den geraden Linien zwischen ihnen vorbeiführt und, mit Höhen,
                weniger als 20 cm von der gemessenen Höhe endet; sonst wird der Bogen in kleinere Bögen geteilt, bis hin zu Ecken. Ein
                Bogen zeigt seinen Radius, wenn er dicht genug vermessen ist: etwa alle 7 m bei Radius 30 m, alle 10 m bei 60 m. Weiter
                auseinander liegende Punkte oder ein Bogen enger als der gewählte Radius ergeben Bögen des gewählten Radius. Die Reibung
                im Bogen hängt von der Drehung ab, die Radialkraft (Zugkraft geteilt durch Radius) und die Biegesteifigkeit aber vom
                Radius: Prüfen Sie die Radien der Tabelle an den Plänen des Rohrs.
              </p>
            </>
          ),
        },
        {
          id: 'paste',
          heading: 'Aus einer Tabellenkalkulation einfügen',
          body: (
            <>
              <p>
                <em>Zeilen einfügen</em> hängt aus einer Tabellenkalkulation kopierte Zeilen ans Ende der Tabelle. Zwei Formate werden
                akzeptiert:
              </p>
              <ol>
                <li>
                  <strong>Mit Kopfzeile</strong>, die Spalten des CSV-Exports: <code>type</code>, <code>slope</code>,{' '}
                  <code>length</code>, <code>angle</code>, <code>radius</code>, <code>pushForce</code>, <code>dupSegments</code>,{' '}
                  <code>loopCount</code>, <code>stretch</code> (beliebige Auswahl und Reihenfolge, <code>type</code> ist Pflicht). Die
                  Typen heißen <code>straight</code>, <code>curve</code>, <code>curveOnRollers</code>, <code>pusher</code>,{' '}
                  <code>loop</code>, <code>stretch</code>.
                </li>
                <li>
                  <strong>Einfache Zeilen</strong>, eine Trassenzeile pro Zeile: <code>Länge Neigung</code> oder{' '}
                  <code>straight Länge Neigung</code> für eine Gerade (Neigung 0, wenn weggelassen); <code>curve Winkel Radius</code>{' '}
                  oder <code>curveOnRollers Winkel Radius</code> für einen Bogen.
                </li>
              </ol>
              <p>
                Zellen dürfen durch Tabulatoren (was eine Tabellenkalkulation kopiert), Semikolons oder — bei einfachen Zeilen —
                Leerzeichen getrennt sein; mit Kopfzeile auch durch Kommas. Ein Dezimalkomma wird akzeptiert (<code>12,5</code>). Mit
                Kopfzeile werden die Werte in den Basiseinheiten des Exports gelesen (Meter, Grad, Newton); einfache Zeilen in den
                Einheiten der Tabelle (Längen und Radien in US-Einheiten in Fuß, Winkel in Grad), wie Sie sie daneben eintippen würden.
              </p>
              <Sample label="Einfache Zeilen (durch Tabulatoren oder Leerzeichen getrennt)">{'120\t0\ncurve\t90\t10\nstraight\t80,5\t-1,2\ncurve\t-45\t10\n60\t0'}</Sample>
            </>
          ),
        },
        {
          id: 'export',
          heading: 'Export',
          body: (
            <p>
              <em>JSON exportieren</em> speichert die Trasse (Höhe am Start, Anfangsrichtung und Zeilen, jede mit den Feldern ihres Typs)
              in einer Datei, die dieses Produkt wieder importiert. <em>CSV exportieren</em> schreibt eine Trassenzeile pro Zeile mit den
              oben genannten Spalten in Basiseinheiten für eine Tabellenkalkulation; mit Kopfzeile wieder eingefügt, ergibt sie dieselben
              Zeilen. Eine ganze Trasse lässt sich auch als Vorlage speichern.
            </p>
          ),
        },
      ],
    },
    cof: {
      title: 'Reibungskoeffizienten',
      summary: 'Typische Reibungskoeffizienten zwischen Kabel und Rohr nach Rohrwerkstoff und Schmierung, mit ihren Quellen.',
      sections: [
        {
          id: 'meaning',
          heading: 'Was der Koeffizient hier bedeutet',
          body: (
            <>
              <p>
                Der Reibungskoeffizient μ ist der dynamische (Gleit-)Koeffizient zwischen Kabelmantel und Rohrwand: die Kraft, die das
                Kabel gleiten lässt, geteilt durch die Kraft, die es an die Wand drückt. Er steckt in jeder Kraftformel und wirkt in
                Bögen exponentiell (e<sup>μθ</sup>); meist ist er die wichtigste und unsicherste Eingabe.
              </p>
              <p>
                Geben Sie ihn je Rohrabschnitt für den geschmierten Fall ein. Die Gleitmittel-Einstellung im Reiter Ausrüstung
                multipliziert ihn dann: keines {LUBRICANT_FACTORS.no}, geschmiert {LUBRICANT_FACTORS.yes}, Schmiergerät{' '}
                {LUBRICANT_FACTORS.lubricator} — eine ingenieurmäßige Wahl auf Grundlage der trockenen und geschmierten PE-Werte von
                TES-P-104.05 unten. Bögen auf Rollen in einem Rohrabschnitt verwenden 0,15.
              </p>
            </>
          ),
        },
        {
          id: 'typical',
          heading: 'Typische Werte',
          body: (
            <>
              <CofTable
                caption="Typische dynamische Reibungskoeffizienten Kabel/Rohr"
                head={['Rohr und Situation', 'μ', 'Quelle']}
                labels={{
                  peRollers: 'PE-Mantel, auf Rollen gezogen',
                  peDry: 'PE-Mantel im Rohr, ohne Gleitmittel',
                  peLubricated: 'PE-Mantel im Rohr, geschmiert',
                  pvcRollers: 'PVC-Mantel, auf Rollen',
                  pvcDry: 'PVC-Mantel im Rohr, trocken',
                  pvcLubricated: 'PVC-Mantel im Rohr, geschmiert',
                  unknown: 'Vorgabe, wenn nichts bekannt ist',
                  generic: 'Allgemeiner Bereich: 0,1 bis 1,0 mit Schmierung, ohne auch über 1,0',
                  polywater: 'Oft verwendeter vorsichtiger Richtwert (einen allgemeinen Wert gibt es nicht)',
                  jetting: 'Einblasen in HDPE- oder geschmierte Mikrorohre (Herstellerangaben, geringe Verlässlichkeit)',
                }}
              />
              <Note>
                Polywater zufolge gibt es keinen allgemeinen Koeffizienten: er hängt von Mantel, Rohr und Gleitmittel ab. Verwenden Sie
                wann immer möglich gemessene Werte und die Bereiche oben zur Plausibilitätsprüfung.
              </Note>
            </>
          ),
        },
        {
          id: 'defaults',
          heading: 'Startwerte nach Rohroberfläche',
          body: (
            <>
              <CofDefaultsTable
                caption="Startwerte: die Mitte der oben veröffentlichten Bereiche (TES-P-104.05, FCST, IEWC / ICEA)"
                head={['Rohroberfläche', 'μ']}
                labels={{
                  hdpeDry: 'Glattes HDPE, trocken',
                  hdpeLubricated: 'Glattes HDPE, geschmiert',
                  ribbedLubricated: 'Gerilltes HDPE (Einblasen), geschmiert',
                  pvcLubricated: 'PVC, geschmiert',
                  steelConcrete: 'Stahl oder Beton',
                }}
              />
              <p>
                Gewellte Innenwand: den Koeffizienten einer glatten Wand nehmen; die Wellung erhöht stattdessen die Reibung der
                Luftströmung (Einblasen) und die Welligkeitsterme.
              </p>
            </>
          ),
        },
        {
          id: 'measuring',
          heading: 'Messung und Haftreibung',
          body: (
            <>
              <p>
                <Cite source="iec62470" /> beschreibt drei Verfahren zur Messung des Koeffizienten zwischen Kabeln und Rohren, für ein
                gegebenes Verfahren, eine Kabelbauart, eine Verlegemethode (Ziehen, Schieben oder Einblasen) und eine Rohrgröße. Die
                übliche Auswertung ist die Seilreibungsformel, mit Φ dem gesamten Umschlingungswinkel:
              </p>
              <Formula>{FX.cofMeasure}</Formula>
              <p>
                Haftreibung ist höher als Gleitreibung: ein angehaltener Zug braucht zum Wiederanfahren mehr Kraft („pulls should never
                be stopped and restarted“, <Cite source="cableizerMu" />). Für Prüfungen des Wiederanfahrens schlagen die Physiknotizen
                das 1,2- bis 1,5-Fache des dynamischen Werts vor (ingenieurmäßige Wahl).
              </p>
            </>
          ),
        },
      ],
    },
    formulas: {
      title: 'Formeln',
      summary: 'Das Kraftmodell der Engine: Seilreibung, Gewicht und Neigung, 3-D-Bögen, Ausknicken, Luftströmung und Mitnahme beim Einblasen, Wasserverfahren.',
      sections: [
        {
          id: 'notation',
          heading: 'Bezeichnungen',
          body: (
            <>
              <Where
                items={[
                  ['s', 'Position entlang der Trasse ab Rohreingang, in Bewegungsrichtung des Kabels (m)'],
                  ['F, T', 'Axialkraft im Kabel, Zug positiv (N); C = −F ist die Druckkraft'],
                  ['W', 'Gewicht des Kabels je Länge, m′·g (N/m); bei mehreren Kabeln die Summe'],
                  ['μ', 'dynamischer Reibungskoeffizient Kabel/Rohr'],
                  [SYM.wc, 'Gewichtskorrekturfaktor für mehrere Kabel (1 für ein Kabel)'],
                  ['θ, R', 'Bogenwinkel (rad) und Bogenradius (m)'],
                  ['α, β', 'Neigung (positiv bergauf) und Richtung einer Geraden'],
                  [<>{SYM.Dd}, {SYM.Dc}</>, 'Rohrinnendurchmesser, Kabelaußendurchmesser (m)'],
                  ['r', <>radiales Spiel (D<sub>d</sub> − D<sub>c</sub>)/2 (m)</>],
                  ['B', 'Biegesteifigkeit EI des Kabels (N·m²)'],
                  [<>p, {SYM.pa}</>, 'absoluter Luft- oder Wasserdruck, Umgebungsdruck (Pa)'],
                  ['N', 'Wand-(Radial-)kraft je Länge (N/m)'],
                ]}
              />
              <p>
                Die Engine rechnet intern in SI-Einheiten; die Felder verwenden die Einheiten Ihres Profils. Zu jeder Formel ist die
                Quelle angegeben; die Vertrauensstufe (aus einer Quelle gelesen, nachgerechnet, ingenieurmäßige Wahl) steht in den
                Physiknotizen des Produkts.
              </p>
            </>
          ),
        },
        {
          id: 'model',
          heading: 'Das Kraftmodell und die Seilreibung',
          body: (
            <>
              <p>
                Das Kabel wird als an die Rohrwand gedrücktes Seil behandelt. Entlang der Trasse wächst die Kraft durch Reibung auf die
                Wandkraft N und durch den Gewichtsanteil in Neigungsrichtung:
              </p>
              <Formula>{FX.general}</Formula>
              <Where
                items={[
                  ['κ·n', 'Krümmungsvektor der Trasse (1/R zur Bogenmitte)'],
                  [SYM.zperp, 'der Anteil des vertikalen Einheitsvektors quer zum Kabel'],
                ]}
              />
              <p>
                In einem waagrechten Bogen mit einer Zugkraft weit über W·R ergibt sich die Seilreibungsformel (Euler-Eytelwein); die
                vollständige Form behält das Gewicht (Rifenburg; <Cites sources={['cigre194', 'polywaterBend']} />):
              </p>
              <Formula>
                {FX.capstan}
                {FX.bendFull}
              </Formula>
              <p>
                Beispiel (Physiknotizen): T<sub>in</sub> 1000 N, μ 0,3, W 20 N/m, R 3 m, ein waagrechter 90°-Bogen ergibt 1602,86 N. Ein
                Zwischenschieber der Kraft P senkt die Kraft an seiner Stelle:
              </p>
              <Formula>{FX.pointPusher}</Formula>
              <p>
                Die Engine integriert diese Gleichung (geschlossene Lösungen auf Geraden, Runge–Kutta in Bögen mit Schritten von
                höchstens 1°), statt Lehrbuchfälle zu addieren; so werden Senken bei geringer Zugkraft, Druck und
                3-D-Bögen gleich
                behandelt.
              </p>
            </>
          ),
        },
        {
          id: 'weight',
          heading: 'Gewicht und Neigung',
          body: (
            <>
              <p>
                Auf einer Geraden der Länge L, waagrecht, bergauf und bergab (<Cite source="cigre194" />; TES-P-104.05):
              </p>
              <Formula>{FX.straight}</Formula>
              <p>Die längste waagrechte Gerade, durch die ein Kabel der maximalen Zugkraft T<sub>m</sub> gezogen werden kann:</p>
              <Formula>{FX.maxStraight}</Formula>
              <p>
                Bei mehreren Kabeln steigt die Reibung um den Gewichtskorrekturfaktor, für zwei oder drei Kabel (
                <Cite source="cableizerWc" />; die Engine nimmt 1,4 ab vier Kabeln, 1 für ein verseiltes Bündel):
              </p>
              <Formula>{FX.weightCorrection}</Formula>
              <p>
                Die Engine wendet {SYM.wc} auf μ in Geraden und Bögen an (Konvention von <Cite source="ieee1185" /> und Polywater).
              </p>
            </>
          ),
        },
        {
          id: 'bends',
          heading: 'Bögen und der 3-D-Winkel',
          body: (
            <>
              <p>
                Ein Bogen, der eine Gerade mit Neigung α<sub>1</sub> und Richtung β<sub>1</sub> mit einer Geraden mit Neigung α
                <sub>2</sub> und Richtung β<sub>2</sub> verbindet, lenkt das Kabel um den 3-D-Winkel des Minimum-Curvature-Verfahrens ab
                (<Cite source="spe2262" />):
              </p>
              <Formula>
                {FX.theta3d}
                {FX.arc}
              </Formula>
              <p>
                Beispiel: von +5° auf −3° bei 30° Drehung, R 20 m: θ = 31,02°, Bogen 10,83 m, Höhenänderung 0,19 m — die Summe der
                Winkel ergäbe 38°.
              </p>
              <p>
                Die Radialkraft je Bogenlänge auf ein Kabel und die Kraft auf jede Rolle eines Bogens auf Rollen im Abstand d (
                <Cite source="cigre194" />):
              </p>
              <Formula>
                {FX.sidewall}
                {FX.roller}
              </Formula>
              <p>
                Bei mehreren Kabeln trägt das am stärksten belastete einen Anteil f<sub>rad</sub> (1 für ein oder zwei Kabel, w
                <sub>c</sub>/2 für drei im Dreieck und vier, w<sub>c</sub> − 1 für fünf und sechs). Er wird mit der maximalen Radialkraft
                des Kabels verglichen.
              </p>
              <h3>Steifigkeit an Bogenenden und Welligkeit</h3>
              <p>
                Geschobene Kabel (Schieben, Schieben-Ziehen, Einblasen) zahlen für ihre Steifigkeit beim Ein- und Auslauf eines Bogens:
                eine konzentrierte Wandkraft (ingenieurmäßige Wahl der Physiknotizen):
              </p>
              <Formula>{FX.stiffEnds}</Formula>
              <p>
                Ein Rohr, das mit Amplitude A und Periode P schlängelt, fügt auf dem ganzen Abschnitt eine Krümmung κ<sub>u</sub> hinzu
                (das Kabel schneidet innerhalb seines Spiels die Kurven), daher Seilreibungswachstum e<sup>μκ<sub>u</sub>s</sup> unter Zug:
              </p>
              <Formula>{FX.undulation}</Formula>
            </>
          ),
        },
        {
          id: 'buckling',
          heading: 'Ausknicken eines geschobenen Kabels',
          body: (
            <>
              <p>
                Ein gedrücktes Kabel im Rohr schlängelt zuerst (sinusförmiges Ausknicken) und legt sich dann zur Schraube (
                <Cite source="chen1990" />). In der Schraube drückt es mit einer Zusatzkraft an die Wand, die mit dem Quadrat der
                Druckkraft C wächst (<Cite source="lubinski" />):
              </p>
              <Formula>{FX.buckling}</Formula>
              <p>
                Die Engine addiert N<sub>buckle</sub>, sobald C über F<sub>hel</sub> liegt (mit W·cos α, dem Quergewicht im geneigten
                Rohr). Auf einer waagrechten Geraden, mit der Kraft F<sub>0</sub> geschoben, sind die Schiebelänge und ihre Grenze:
              </p>
              <Formula>{FX.pushLength}</Formula>
              <p>
                Beispiel (Physiknotizen, Griffioens Konvention mit Ausknicken ab C = 0): Rohr 26/12 mm, W 1,2 N/m, B 0,5 N·m², μ 0,1,
                200 N → 228 m, Grenze 242 m. Schieben allein reicht nur wenige hundert Meter — deshalb gibt es die Unterstützung durch
                Luft oder Wasser.
              </p>
            </>
          ),
        },
        {
          id: 'air',
          heading: 'Einblasen: Luftströmung',
          body: (
            <>
              <p>
                Die Luft strömt isotherm mit Reibung; die Engine nimmt den Ringraum um das Kabel von der Maschine bis zum Kabelkopf, dann
                die freie Bohrung bis zum Rohrausgang bei Umgebungsdruck, und löst den Massenstrom ṁ durch diese Stücke in Reihe:
              </p>
              <Formula>{FX.airFlow}</Formula>
              <Where
                items={[
                  ['A', 'freier Strömungsquerschnitt des Stücks (Bohrung minus Kabel) (m²)'],
                  [SYM.Dh, <>hydraulischer Durchmesser 4A/P<sub>wet</sub>; D<sub>d</sub> − D<sub>c</sub> für ein Kabel (m)</>],
                  ['λ', 'Darcy-Reibungszahl'],
                  [SYM.Rs, 'Gaskonstante der Luft, 287,05 J/(kg·K); T = 293,15 K'],
                  [<>{SYM.p0}, p<sub>L</sub></>, 'absoluter Druck am Eingang und am Ausgang'],
                ]}
              />
              <p>
                Die Reibungszahl: laminar unter Re 2300, Blasius für glatte Rohre, Haaland für gerillte Rohre (Rauheit ε 0,15 mm);
                gewellte Rohre 2,5 × glatt (ingenieurmäßige Wahl):
              </p>
              <Formula>{FX.friction}</Formula>
              <p>Der Kompressor muss die Ansaugluftmenge liefern (μ<sub>air</sub> = 1,81·10⁻⁵ Pa·s, p<sub>a</sub> = 1,013 bar):</p>
              <Formula>{FX.freeAir}</Formula>
              <p>
                Der Druck fällt anfangs langsam und nahe dem Ausgang steil ab; deshalb schiebt die Luft am stärksten nahe dem Kabelkopf (
                <Cites sources={['kabculus', 'wikiJetting']} />).
              </p>
            </>
          ),
        },
        {
          id: 'drag',
          heading: 'Einblasen: Mitnahme und Schubkraft',
          body: (
            <>
              <p>
                Die Luft nimmt das Kabel mit einer Kraft je Länge mit, die dem Druckgefälle proportional ist (Griffioen,{' '}
                <Cite source="griffioen1989" />; gleiche Wandschubspannung an Rohr und Kabel); sie geht mit Minuszeichen in die Bilanz
                ein:
              </p>
              <Formula>{FX.drag}</Formula>
              <p>
                Kräfte sind effektive Kräfte: Im Rohr unter Druck wirkt in Bögen und beim Ausknicken die wahre Kraft plus der Druck auf
                den Kabelquerschnitt (<Cite source="effectiveForce" />). Der Kabelkopf ist also frei (F = 0), und an der
                Eingangsdichtung muss der Schieber das Kabel zusätzlich gegen den Druck hineinschieben:
              </p>
              <Formula>
                {FX.effective}
                {FX.pusherJetting}
              </Formula>
              <p>
                Die Ergebnisse zeigen die Kraft im Kabel selbst, die wahre Kraft T = F − p·A<sub>c</sub>, in den Diagrammen entlang der Trasse und in der Bögentabelle: Am Eingang trägt das Kabel die Schieberkraft. Die Radialkraft der Bögen bleibt die der effektiven Kraft.
              </p>
              <p>
                Bei vollem Rohr und ohne Ausknicken reduziert sich die Schubkraft auf eine Identität, gegen die die Engine getestet wird
                (33/15 mm, 2 N/m, μ 0,1, 9 bar, 1500 m → 109,148 N):
              </p>
              <Formula>{FX.identityD3}</Formula>
              <p>
                Ein Molch oder Schallkopf fügt am Kopf einen Zug F(L<sub>c</sub>) = (p<sub>behind</sub> − p<sub>ahead</sub>)·A<sub>d</sub>{' '}
                über eine kleine Leckageöffnung hinzu (1 % bzw. 2 % der Bohrung).
              </p>
            </>
          ),
        },
        {
          id: 'water',
          heading: 'Wasserverfahren',
          body: (
            <>
              <p>
                Im Wasser ist das Kabel um seinen Auftrieb leichter, daher die großen Einschwimmlängen (8-mm-Kabel mit 60 kg/km: W 0,589
                N/m, W<sub>eff</sub> 0,096 N/m):
              </p>
              <Formula>{FX.buoyancy}</Formula>
              <p>
                Die Wasserströmung verliert Druck durch Reibung (Darcy–Weisbach); die statische Druckhöhe kommt zu dem Druck hinzu, den
                das Rohr halten muss, und der Wasserverbrauch ist die Füllung plus der Durchfluss:
              </p>
              <Formula>{FX.water}</Formula>
              <p>
                Beim Wasser-Schieben-Ziehen zieht ein Molch am Kabelkopf mit der Druckdifferenz über ihm (<Cite source="watucab" />); der
                Schieber zahlt wie beim Einblasen den Dichtungsterm:
              </p>
              <Formula>{FX.pig}</Formula>
              <Note>
                Alle sieben Verlegeverfahren werden simuliert. Eingaben, Meldungen und Grenzen jedes Wasserverfahrens — auch wie der Schieber ein eingeschwommenes Kabel verlangsamt, das schneller als das Wasser ist — beschreiben die <HelpLink topic="tutorials" section="floating">Anleitungen</HelpLink>.
              </Note>
            </>
          ),
        },
      ],
    },
    kml: {
      title: 'Trassen aus KML, KMZ und GPX',
      summary: 'Eine Trasse in Google Earth oder einem GIS zeichnen oder mit einem GPS-Empfänger aufzeichnen und importieren (KML, KMZ, GPX): geodätische Längen, Bögen an den Ecken, Höhen.',
      sections: [
        {
          id: 'google-earth',
          heading: 'Die Trasse in Google Earth zeichnen',
          body: (
            <ol>
              <li>Zoomen Sie in Google Earth Pro zum Anfang der Trasse und wählen Sie Hinzufügen › Pfad.</li>
              <li>
                Klicken Sie entlang des Rohrs vom Einführpunkt (der Maschine) bis zum fernen Ende, in der Richtung, in der das Kabel
                laufen wird. Setzen Sie an jeder Richtungsänderung einen Punkt; Punkte entlang einer Geraden bringen nichts.
              </li>
              <li>Benennen Sie den Pfad und schließen Sie den Dialog.</li>
              <li>
                Klicken Sie unter Orte mit der rechten Maustaste auf den Pfad, wählen Sie Ort speichern unter… und speichern Sie als{' '}
                <strong>KMZ</strong> (.kmz, die Voreinstellung) oder <strong>KML</strong> (.kml): Der Import liest beide (ein KMZ ist ein
                gezipptes KML; der Import liest das KML darin).
              </li>
            </ol>
          ),
        },
        {
          id: 'gis',
          heading: 'Export aus einem GIS',
          body: (
            <>
              <p>
                Zeichnen oder wählen Sie in einem GIS wie QGIS die Trasse als Linienobjekt und exportieren Sie sie (Objekte speichern
                als…) im KML-Format. KML-Koordinaten sind immer WGS84-Länge und -Breite; das GIS projiziert beim Export um.
              </p>
              <p>
                Der Import liest alle LineStrings der Datei und nimmt den mit den meisten Punkten; der Importdialog nennt die Zahl der
                Linien in der Datei und welche er nimmt. Exportieren Sie eine Trasse pro Datei
                als eine einzige Linie (keine Multilinie aus mehreren Stücken). Vermessungsdaten in projizierten Metern (UTM,
                Landeskoordinaten) lassen sich direkt als XYZ importieren.
              </p>
            </>
          ),
        },
        {
          id: 'gpx',
          heading: 'GPS-Empfänger und Vermessungs-Apps (GPX)',
          body: (
            <>
              <p>
                GPS-Empfänger und Vermessungs- oder Karten-Apps speichern ihre Aufzeichnungen als <strong>GPX</strong> (.gpx, Versionen 1.0
                und 1.1): WGS84-Breite und -Länge mit einer optionalen Höhe in Metern. Gehen Sie die Trasse vom Einführpunkt bis zum
                fernen Ende ab und zeichnen Sie dabei einen Track auf, oder planen Sie eine Route, und exportieren Sie sie als GPX.
              </p>
              <p>
                Jedes Tracksegment (ein Track wird dort in Segmente geteilt, wo die Aufzeichnung unterbrochen wurde) und jede Route ist eine
                Linie; wie bei KML nimmt der Import die mit den meisten Punkten, und der Importdialog nennt die Zahl der Linien in der
                Datei und welche er nimmt. Wegpunkte sind einzelne Punkte (Schächte, Gruben), keine Trasse: Eine Datei nur mit Wegpunkten
                wird abgelehnt. Die Höhen eines Handempfängers streuen um Meter; ergeben sie Neigungen, die das Rohr nicht hat, prüfen Sie
                das Höhenprofil und korrigieren Sie die Neigungen.
              </p>
            </>
          ),
        },
        {
          id: 'conversion',
          heading: 'Wie aus einer Linie Zeilen werden',
          body: (
            <>
              <ul>
                <li>
                  Länge und Richtung jedes Segments werden auf dem WGS84-Ellipsoid berechnet (geodätisch, inverse Formel von Vincenty —{' '}
                  <Cite source="vincenty" />): wahre Entfernungen im Gelände, keine Kartenentfernungen.
                </li>
                <li>Die Richtung des ersten Segments wird die Anfangsrichtung.</li>
                <li>
                  Jede Ecke (ein Punkt, der um 1° oder mehr dreht, oder um weniger, aber mehr als 10 cm neben der Linie zwischen den benachbarten Ecken liegt) wird ein <strong>Bogen mit dem im Importdialog gewählten Radius</strong>, rechts oder links wie
                  gezeichnet; Punkte, die nacheinander zur selben Seite drehen, ergeben einen Bogen mit dem Radius, den sie zeigen, nie
                  kleiner (siehe Trasse importieren). Die Geraden auf beiden Seiten werden um R·tan(|Drehung|/2) gekürzt, damit die
                  Trasse an ihren Ecken
                  vorbeiführt.
                </li>
                <li>Jedes Segment wird eine Gerade, mit Neigung, wenn die Punkte Höhen haben.</li>
              </ul>
              <Note>
                Wählen Sie einen Radius, den das Rohr wirklich hat, und mindestens den minimalen Biegeradius des Kabels. Liegen zwei
                Ecken näher beieinander als ihre Tangentenlängen, bleibt dazwischen eine Gerade der Länge 0: die Trasse wird kürzer als
                gezeichnet. Vergleichen Sie die Gesamtlänge mit Ihrer Zeichnung und nehmen Sie wenn nötig kleinere Radien oder ändern Sie
                die Bögen.
              </Note>
            </>
          ),
        },
        {
          id: 'altitudes',
          heading: 'Höhen',
          body: (
            <>
              <p>
                KML- und GPX-Punkte tragen eine optionale Höhe. Hat <strong>jeder</strong> Punkt eine, ergeben sich daraus die Neigungen der
                Geraden und die Höhe am Start; sonst ist die Trasse waagrecht.
              </p>
              <p>
                Ein in Google Earth gezeichneter Pfad liegt meist am Boden an und wird mit Höhe 0 in jedem Punkt gespeichert — das ergibt
                eine waagrechte Trasse. Für ein Profil nehmen Sie Höhen aus einer Vermessung, geben der Linie im GIS die Höhen eines
                Geländemodells (in QGIS etwa mit Drape (Z-Wert aus Raster setzen)) oder tragen die Neigungen nach dem Import in die
                Tabelle ein. Prüfen Sie das Höhenprofil unter der Tabelle.
              </p>
            </>
          ),
        },
        {
          id: 'after-import',
          heading: 'Nach dem Import',
          body: (
            <ul>
              <li>Vergleichen Sie Gesamtlänge und Draufsicht mit der Zeichnung.</li>
              <li>Fügen Sie Schieber und Rohrabschnittswechsel ein, wo die Trasse sie braucht.</li>
              <li>Stellen Sie Einführposition und den Abstand am Ende im Reiter Einstellungen ein.</li>
              <li>Legen Sie die Trassendatei (KML, KMZ oder GPX) in den Dateien des Projekts ab, damit die Trasse erneut importiert werden kann.</li>
            </ul>
          ),
        },
      ],
    },
    tutorials: {
      title: 'Anleitungen',
      summary: 'Ein Schritt-für-Schritt-Beispiel je Verlegeverfahren: Ziehen, Schieben, Schieben-Ziehen, Einblasen, Einschwimmen, Wasser-Schieben-Ziehen und freies Einschwimmen.',
      sections: [
        {
          id: 'pulling',
          heading: 'Ein Zugabschnitt aus der Vorlage',
          body: (
            <>
              <p>Ein 40-mm-Energiekabel, mit der Winde durch ein 110/94-mm-Rohr von rund 470 m mit zwei Bögen gezogen.</p>
              <ol>
                <li>
                  Öffnen Sie ein Projekt, wählen Sie <em>Neuer Abschnitt</em> und starten Sie mit der <em>Zugvorlage</em>. Der Abschnitt
                  öffnet sich im Reiter Allgemein mit dem Verfahren Ziehen.
                </li>
                <li>
                  Ausrüstung: Wählen Sie eine Zugmaschine aus den Vorlagen, falls vorhanden; die Vorlage setzt in den Einstellungen
                  bereits eine Zugkraft von 10 kN. Lassen Sie das Gleitmittel auf Geschmiert.
                </li>
                <li>
                  Kabel: ein mehrdrähtiges Einleiterkabel von 40 mm mit einer maximalen Zugkraft von 8 kN. Gewicht und Steifigkeit sind
                  automatische Schätzungen aus Typ und Durchmesser: ersetzen Sie sie durch die Datenblattwerte.
                </li>
                <li>
                  Rohrabschnitte: ein glattes 110/94-mm-Rohr mit μ 0,2. Prüfen Sie es anhand der{' '}
                  <HelpLink topic="cof">Koeffiziententabelle</HelpLink>.
                </li>
                <li>
                  Trasse: Anfangsrichtung 90° (Ost), dann 100 m gerade, ein Bogen von +90° (rechts) mit Radius 10 m, 200 m bergauf mit
                  2°, ein Bogen von −45° (links) mit Radius 10 m und 150 m waagrecht. Die Tabelle nennt die Bogenlängen (15,71 m und
                  7,86 m) und insgesamt rund 474 m; die Draufsicht zeigt die Trasse.
                </li>
                <li>
                  Ergebnisse: Das Live-Ergebnis erscheint sofort. Lesen Sie die erreichte Distanz, die Kraft am Ende und, falls das Kabel
                  nicht ankam, was es begrenzt hat und wo. Die Bogentabelle nennt Ein- und Ausgangskraft jedes Bogens und seine
                  Radialkraft; vergleichen Sie die Radialkraft mit der Grenze des Kabels.
                </li>
                <li>
                  Behalten Sie dies als Szenario, stellen Sie dann das Gleitmittel auf Keines (μ × 1,75) und vergleichen Sie die
                  Kabelkraft der beiden Szenarien.
                </li>
                <li>
                  Kreuzen Sie in den Einstellungen <em>Rückwärts berechnen</em> an, um vom anderen Ende zu ziehen: die größte Kraft baut
                  sich in den letzten Bögen auf, ziehen Sie also vom Ende mit den schärfsten Bögen.
                </li>
                <li>Wählen Sie Auf dem Server simulieren, um das Ergebnis abzulegen, speichern Sie den Abschnitt und teilen Sie ihn bei Bedarf.</li>
              </ol>
            </>
          ),
        },
        {
          id: 'push',
          heading: 'Ein Schiebeabschnitt',
          body: (
            <>
              <p>
                Schieben mit einem Raupenschieber allein eignet sich für kurze Distanzen: eine Straßenquerung, eine Hauseinführung, ein
                Rohr zwischen zwei Schächten. Die Kabelspitze ist frei; Reibung und, sobald die Druckkraft groß genug ist, helikales
                Knicken begrenzen die Länge auf einige hundert Meter (
                <HelpLink topic="formulas" section="buckling">Ausknicken eines geschobenen Kabels</HelpLink>). Beispiel: ein
                11-mm-Glasfaserkabel, durch ein gerilltes 32/26-mm-Rohr unter einer Straße geschoben, rund 124 m.
              </p>
              <ol>
                <li>Wählen Sie <em>Neuer Abschnitt</em> (leer) und im Reiter Allgemein das Verlegeverfahren Schieben.</li>
                <li>
                  Ausrüstung: eine Schiebemaschine ist erforderlich — zum Beispiel die <em>Blowing machine for cables 8–20 mm</em> aus
                  dem Katalog (800 N, 80 m/min; Kabel 8–20 mm, Rohre 25–50 mm), hier ohne Luft verwendet. Das Kabelende ist immer offen.
                  Maschinen in Reihe addieren ihre Kräfte.
                </li>
                <li>
                  Kabel: das <em>Loose-tube cable 96 fibres, 11 mm</em> aus dem Katalog — 0,105 kg/m, Biegesteifigkeit 0,45 N·m²,
                  maximale Schubkraft 1620 N, maximale Zugkraft 2,7 kN, minimaler Biegeradius 0,22 m. Beim Schieben zählen Steifigkeit
                  und maximale Schubkraft am meisten; die automatische Steifigkeit ist eine Schätzung, die um den Faktor zwei danebenliegen
                  kann: nehmen Sie den Datenblattwert.
                </li>
                <li>
                  Rohrabschnitte: <em>HDPE 32/26 ribbed</em>, μ 0,08, Welligkeit mit Periode 3 m und Amplitude 20 mm; Gleitmittel
                  Geschmiert. Dieses Verfahren erlaubt auch Abschnitte auf Rollen.
                </li>
                <li>
                  Trasse: die Vorlage <em>Street crossing: 2 × 45° bends</em> — 50 m, +45° mit Radius 6 m, 15 m, −45° mit Radius 6 m, 50
                  m. Alle sechs Zeilentypen sind erlaubt, auch Bögen auf Rollen und Zwischenschieber.
                </li>
                <li>
                  Einstellungen: die Schubkraft ist automatisch, der kleinere Wert von Maschine (800 N) und Kabel (1620 N);
                  Verlegegeschwindigkeit 30 m/min; maximal gesuchte Länge einige hundert Meter oder mehr.
                </li>
                <li>
                  Ergebnisse: das Kabel kommt mit einer Schieberkraft von rund 14 N an; die maximale Länge (derselbe Schub auf der gerade
                  verlängerten Trasse) beträgt rund 280 m. Das Diagramm der Maschinenkräfte zeigt die Schieberkraft über der verlegten
                  Länge; sie steigt steil an, sobald das Kabel knickt. Ein Abbruch lautet <em>Kraft der Schiebemaschine erreicht</em>{' '}
                  oder <em>Schubgrenze des Kabels erreicht</em>, mit Position; Bögen enger als vom Kabel erlaubt und Radialkräfte über
                  seiner Grenze sind Warnungen.
                </li>
                <li>
                  Szenarien: Gleitmittel Keines (μ × 1,75) verkürzt die maximale Länge auf rund 155 m; ohne Welligkeit steigt sie auf rund
                  375 m. Für längere Distanzen fügen Sie eine Zwischenschieber-Zeile ein oder wählen Einblasen oder Einschwimmen.
                </li>
              </ol>
              <Note>
                Grenzen des Modells: die Wandkraft des helikalen Knickens wird erst oberhalb der Schwelle {SYM.Fhel} addiert (eine
                technische Festlegung; Griffioen rechnet sie ab Druckkraft null, was für das Beispiel D2 der Physiknotizen 228 m statt
                299 m ergibt). Die Wandkraft aus der Steifigkeit an den Bogenenden ist eine technische Festlegung ohne veröffentlichtes
                Modell, und im einfachen Modus ist die Welligkeit des Rohrs der typische Wert von 12 mm auf 3 m, keine Messung. Haftreibung
                beim Wiederanfahren wird nicht modelliert. Blockiert das geknickte Kabel, endet die Suche am Schieber, gleich mit
                welcher Kraft.
              </Note>
            </>
          ),
        },
        {
          id: 'pushpull',
          heading: 'Ein Schieben-Ziehen-Abschnitt',
          body: (
            <>
              <p>
                Schieben-Ziehen ergänzt die Winde am Kabelkopf um einen Schieber am Einlauf. Verwenden Sie es, wenn Ziehen allein die
                Winde oder die maximale Zugkraft des Kabels überschreiten würde — schwere Energiekabel, lange oder kurvige Rohre.
                Beispiel: das 40-mm-Kabel und die 474-m-Trasse der Zuganleitung, mit Schieber.
              </p>
              <ol>
                <li>
                  Erstellen Sie <HelpLink topic="tutorials" section="pulling">den Zugabschnitt</HelpLink> und behalten Sie sein Ergebnis
                  als Szenario. Stellen Sie dann im Reiter Allgemein das Verlegeverfahren Schieben-Ziehen ein.
                </li>
                <li>
                  Ausrüstung: Zug- und Schiebemaschine sind beide erforderlich, zum Beispiel <em>Capstan winch 10 kN</em> (30 m/min)
                  und <em>Caterpillar cable pusher for power cables</em> (5 kN, 30 m/min; Kabel 20–120 mm, Rohre 50–250 mm) aus dem
                  Katalog. Das Kabelende ist offen.
                </li>
                <li>
                  Kabel: wie beim Ziehen; nun erscheint die maximale Schubkraft. Tragen Sie sie aus dem Datenblatt ein (leer ist sie 0,6
                  × die maximale Zugkraft).
                </li>
                <li>
                  Einstellungen: die Schubkraft ist die Sollkraft des Schiebers — die Engine hält sie während der ganzen Verlegung am
                  Einlauf; die Zugkraft ist die Grenze der Winde; beide Maschinen begrenzen die Verlegegeschwindigkeit.
                </li>
                <li>
                  Ergebnisse: die Kraft am Ende ist die Windenkraft. Die Meldung <em>Kräfte zwischen Schieben und Ziehen aufgeteilt</em>{' '}
                  nennt die Aufteilung am Ende und den Anteil des Schiebers; das Diagramm der Maschinenkräfte zeigt beide Kräfte im
                  Verlauf (solange der Schieber allein genügt, steht die Winde still). Mit dem 5-kN-Schieber sinkt die Windenkraft am Ende
                  von rund 6,5 kN (nur Ziehen) auf rund 4,0 kN; allein schiebend käme er nur rund 117 m weit.
                </li>
                <li>
                  Abbrüche: <em>Kraft der Zugmaschine erreicht</em> oder <em>Zuggrenze des Kabels erreicht</em>; der Schieber
                  überschreitet seine Sollkraft nie. Warnungen wie beim Ziehen: Radialkraft im Bogen, Biegeradius, Verklemmen.
                </li>
                <li>
                  Szenario: ein 2-kN-Schieber lässt rund 4,1 kN an der Winde, fast so wenig wie der 5-kN-Schieber. Das gedrückte Kabel
                  knickt im 94-mm-Rohr, und seine Wandkraft wächst mit dem Quadrat der Druckkraft: zusätzlicher Schub geht in Reibung
                  verloren. Vergleichen Sie, bevor Sie einen größeren Schieber wählen.
                </li>
              </ol>
              <Note>
                Grenzen des Modells: den Schieber auf seiner Sollkraft zu halten ist die praktische Regel der Physiknotizen (eine
                technische Festlegung), nicht die Art, wie jede Baustelle ihre Maschinen regelt. Auf der geschobenen Seite gelten die
                Modelle des Schiebens für Knicken, Steifigkeit an Bogenenden und Welligkeit, mit denselben Grenzen.
              </Note>
            </>
          ),
        },
        {
          id: 'jetting',
          heading: 'Ein Einblasabschnitt',
          body: (
            <>
              <p>Ein 10-mm-Glasfaserkabel, mit Druckluft in ein gerilltes 32/26-mm-Rohr von rund 1,56 km eingeblasen.</p>
              <ol>
                <li>
                  Legen Sie einen neuen Abschnitt aus der <em>Einblasvorlage</em> an: Verfahren Einblasen, Verlegegeschwindigkeit 60
                  m/min, Luftdruck 10 bar, Schubkraft 500 N.
                </li>
                <li>
                  Ausrüstung: Wählen Sie Schiebemaschine und Kompressor aus den Vorlagen oder geben Sie maximalen Luftdurchfluss und
                  Druck des Kompressors ein. Wählen Sie das Kabelende: offen (die Luft tritt am Kopf frei aus), Schallkopf oder Molch
                  (ein Kolben, der am Kopf zusätzlich zieht).
                </li>
                <li>
                  Kabel: 10-mm-Glasfaserkabel, 0,08 kg/m, Biegesteifigkeit 0,4 N·m², maximale Zugkraft 1,5 kN. Geben Sie die maximale
                  Schubkraft aus dem Datenblatt ein: sie begrenzt den Schieber.
                </li>
                <li>
                  Rohrabschnitte: gerilltes 32/26-mm-Rohr, μ 0,1. Prüfen Sie im Expertenmodus den maximalen Rohrdruck (automatisch aus dem
                  SDR) und die Welligkeit.
                </li>
                <li>
                  Trasse: 500 m, ein Bogen von +90° mit Radius 20 m, 400 m mit 1°, ein Bogen von −90° mit Radius 20 m, 600 m. Die Höhen
                  folgen aus den Neigungen.
                </li>
                <li>
                  Einstellungen: Der Luftdruck wird durch den Kompressor und den niedrigsten maximalen Druck der Rohrabschnitte begrenzt
                  (die Ergebnisse melden das). Lassen Sie die maximale Suchdistanz größer als die Trasse, um zu sehen, wie weit das Kabel
                  käme.
                </li>
                <li>
                  Ergebnisse: Lesen Sie erreichte und maximale Distanz, den Luftdurchfluss (die Spitze, die der Kompressor liefern muss)
                  und den Luftverbrauch in den Meldungen. Das Diagramm der Maschinenkräfte zeigt die Schubkraft über der verlegten Länge,
                  das Druckdiagramm den Luftdruck entlang des Rohrs.
                </li>
                <li>
                  Stoppt die Grenze des Schiebers das Kabel, probieren Sie als Szenarien: höheren Druck, ein geschmiertes Rohr (kleineres
                  μ), einen Molch oder eine zweite Schiebemaschine in Reihe (die Luft- und Wasserverfahren erlauben keine Zwischenschieber-Zeilen). Warum, erklärt{' '}
                  <HelpLink topic="formulas" section="drag">Einblasen: Mitnahme und Schubkraft</HelpLink>.
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'floating',
          heading: 'Ein Einschwimmabschnitt',
          body: (
            <>
              <p>
                Beim Einschwimmen wird das Kabel geschoben, während eine Pumpe Wasser durch das Rohr treibt: im Wasser ist das Kabel um
                seinen Auftrieb leichter, und Wasser, das schneller strömt als das Kabel, zieht es mit. Verwenden Sie es für
                Telekommunikationskabel über lange Distanzen in druckfesten Rohren; ein Baustellenbericht nennt 7,7 km am Stück in einem
                40/32-mm-Rohr bei 4–12 bar (<Cite source="jettingSe" />). Beispiel: ein 11-mm-Glasfaserkabel, in ein gerilltes
                40/32-mm-Rohr von rund 2,06 km eingeschwommen.
              </p>
              <ol>
                <li>Neuer leerer Abschnitt, Verlegeverfahren Einschwimmen.</li>
                <li>
                  Ausrüstung: eine Schiebemaschine und eine Wasserpumpe sind erforderlich — zum Beispiel <em>Water-tight cable pusher
                  for floating</em> (2000 N, 60 m/min, Wasser bis 16 bar; Kabel 6–40 mm, Rohre 25–63 mm) und <em>Water pump 300 l/min,
                  16 bar</em>. Das Kabelende bietet offen oder Schallkopf: ein Schallkopf ist ein undichter Stopfen, den
                  das Wasser mitzieht, solange es schneller als das Kabel ist (hier bei 8 bar rund 60 N, in <em>Zugkraft
                  des Kabelkopfs</em>), und der bremst, wenn das Kabel das Wasser überholt.
                </li>
                <li>
                  Kabel: <em>Loose-tube cable 96 fibres, 11 mm</em> (0,105 kg/m, 0,45 N·m², maximale Schubkraft 1620 N). Im Wasser: W
                  1,03 N/m, Auftrieb 0,93 N/m, {SYM.Weff} ≈ 0,10 N/m — ein Zehntel seines Trockengewichts (siehe{' '}
                  <HelpLink topic="formulas" section="water">Wasserverfahren</HelpLink>). Ein Kabel, das leichter als Wasser ist, liegt
                  oben an der Rohrwand an.
                </li>
                <li>
                  Rohrabschnitte: <em>HDPE 40/32 ribbed</em>, μ 0,08; nur Abschnitte im Rohr sind erlaubt. Kreuzen Sie{' '}
                  <em>Mit Wasser vorgefüllt</em> an, wenn das Rohr schon voll ist (sonst zählt die Füllung zum Wasserverbrauch). Prüfen
                  Sie im Expertenmodus den maximalen Rohrdruck (automatisch für Wasser: 160/(SDR − 1) bar).
                </li>
                <li>
                  Trasse: 600 m, +90° mit Radius 20 m, 800 m mit 1°, −90° mit Radius 20 m, 600 m. Die Wasserverfahren erlauben nur
                  Geraden, Bögen und Schleifen.
                </li>
                <li>
                  Einstellungen: Wasserdruck 8 bar (automatisch: das Maximum von Pumpe und Maschinen; ohne sie 2 bar), Wasserdichte 1
                  kg/dm³, Verlegegeschwindigkeit 20 m/min, maximal gesuchte Länge 10 km. Der Druck wird durch die Pumpe und den maximalen
                  Druck jedes Abschnitts einschließlich der statischen Höhe begrenzt (<em>Wasserdruck begrenzt</em>).
                </li>
                <li>
                  Ergebnisse: das Kabel kommt mit einer Schieberkraft von einigen zehn Newton an; die maximale Länge
                  erreicht die gesuchten 10 km (<em>Maximale Distanz durch die Suchgrenze begrenzt</em>).{' '}
                  <em>Wassergeschwindigkeit</em> vergleicht das Wasser im Ringraum (hier rund 39 m/min) mit dem Kabel (20 m/min);{' '}
                  <em>Wasserverbrauch</em> nennt das verbrauchte Wasser (rund 4,9 m³, davon 1,7 m³ Füllung) und den Spitzendurchfluss,
                  den die Pumpe liefern muss (rund 36 l/min); <em>Pumpenleistung zu gering</em> zeigt, wo die Pumpe den Druck begrenzt.
                  Die Abbrüche sind die des Schiebens: Kraft des Schiebers oder des Kabels.
                </li>
                <li>
                  Szenarien: trocken geschoben bleibt dasselbe Kabel nach rund 270 m stehen (Schubgrenze des Kabels);
                  bei 4 bar sinkt die maximale Länge auf rund 7,2 km; bei 60 m/min und 4 bar überholt das Kabel ab rund
                  265 m das Wasser: der Schieber verlangsamt es auf rund 32 m/min (<em>Der Schieber verlangsamt das
                  Kabel</em>), und die 2,06 km dauern rund 55 min statt 34.
                </li>
              </ol>
              <Note>
                Der Schieber arbeitet mit einer eingestellten Kraft: wo die eingestellte Geschwindigkeit sie
                überschreiten würde — typischerweise, wenn das Kabel das Wasser überholt und dessen Widerstand es bremst
                —, verlangsamt die Engine das Kabel, bis auf eine Kriechgeschwindigkeit von 1 m/min, und sagt, wo
                (<em>Der Schieber verlangsamt das Kabel</em>); die Verlegung stoppt nur, wo selbst diese Geschwindigkeit
                die Kraft überschreitet, und die maximale Länge wird bei dieser Kriechgeschwindigkeit gesucht.
                Einschwimmen reicht daher mindestens so weit wie Schieben. In der Praxis das Wasser schneller als das
                Kabel halten (siehe <em>Wassergeschwindigkeit</em>). Außerdem: zu Beginn eines langen Rohrs kann der
                Wasserdruck auf die Stirnfläche des Kabels Kraft kosten; die maximale Länge prüft nur den Endzustand
                jeder Länge, und eine Grenze, die zwischen zwei der 40 Rechenpositionen ihr Maximum hat, kann übersehen
                werden; Geschwindigkeitswechsel gelten als sofort.
              </Note>
            </>
          ),
        },
        {
          id: 'waterpushpull',
          heading: 'Ein Wasser-Schieben-Ziehen-Abschnitt aus der Vorlage',
          body: (
            <>
              <p>
                Wasser-Schieben-Ziehen (WATUCAB) schiebt das Kabel mit einer Raupe, während der Wasserdruck hinter einem dichtenden
                Molch am Kabelkopf es zieht; dazwischen schwimmt das Kabel im Wasser (<Cite source="watucab" />). Es dient für schwere
                Energiekabel bis 225 kV, von nur einem Ende aus, in Rohren bis 3,5 km, in etwa der halben Zeit des Ziehens (
                <Cite source="plumettazHeinonen" />). Beispiel: das 90-mm-Hochspannungskabel der Vorlage in einem 180/150-mm-Rohr von
                rund 2,05 km.
              </p>
              <ol>
                <li>
                  Beginnen Sie einen neuen Abschnitt mit der <em>Vorlage Wasser-Schieben-Ziehen</em>: Verfahren Wasser-Schieben-Ziehen,
                  Verlegegeschwindigkeit 20 m/min, Wasserdruck 2 bar, Schubkraft 30 kN, Zugkraft 60 kN.
                </li>
                <li>
                  Ausrüstung: Zugmaschine, Schiebemaschine und Wasserpumpe sind alle erforderlich — zum Beispiel <em>Drum winch 100
                  kN</em>, <em>Caterpillar cable pusher for power cables</em> und <em>Water pump 1500 l/min, 20 bar</em>. Die Kräfte der
                  Vorlage sind manuelle Einstellungen: der Reiter Einstellungen warnt, wo sie die gewählten Maschinen überschreiten. Das
                  Kabelende ist der Molch (Kolben), die einzige Option.
                </li>
                <li>
                  Kabel: 90-mm-Einleiterkabel, maximale Zugkraft 40 kN. Gewicht, Steifigkeit und maximale Schubkraft sind automatisch
                  (15,9 kg/m geschätzt für 90 mm; 0,6 × 40 kN = 24 kN): tragen Sie die Datenblattwerte ein, sie entscheiden das
                  Ergebnis.
                </li>
                <li>
                  Rohrabschnitte: 180/150 mm glatt, μ 0,15, mit Wasser vorgefüllt — der Molch schiebt dieses Wasser vor sich her
                  hinaus; ein nicht vorgefüllter Abschnitt enthält Luft. Im Expertenmodus sind der maximale Druck (14,5 bar für dieses
                  Rohr SDR 12) und die Welligkeit (keine für ein vom Molch gezogenes Kabel, die Periode 13,5 m aus dem Außendurchmesser) automatisch: tragen Sie gemessene Werte ein.
                </li>
                <li>Trasse: 800 m, +30° mit Radius 50 m, 700 m mit −1°, −30° mit Radius 50 m, 500 m.</li>
                <li>
                  Ergebnisse: unverändert bleibt die Vorlage nach rund 0,7 km mit <em>Schubgrenze des Kabels erreicht</em> stehen: der
                  Schieber ist auf die automatischen 24 kN des Kabels begrenzt. <em>Zugkraft des Kabelkopfs</em> nennt den Zug des
                  Molchs (rund 5,4 kN) und die wahre Zugkraft im Kabel dahinter; <em>Wasserverbrauch</em> das verbrauchte Wasser (den
                  Ringraum hinter dem Molch); die Kraft am Ende ist die des Schiebers.
                </li>
                <li>
                  Zum Ausprobieren: der Molch zieht mit der Druckdifferenz mal Rohrquerschnitt, 1,77 kN je bar bei 150 mm, während die
                  Dichtung am Einlauf den Schieber 0,64 kN je bar für ein 90-mm-Kabel kostet. Mit den Daten der Vorlage erreichen 6 bar
                  rund 1,0 km und 10 bar rund 1,2 km; das wirkliche Gewicht und die Schubkraft des Kabels zählen ebenso. Wo der Molch das
                  Kabel stärker ziehen würde als die eingestellte Zugkraft, wird der Druck gesenkt (<em>Molchzug auf die eingestellte
                  Zugkraft begrenzt</em>); eine für die Verlegegeschwindigkeit zu kleine Pumpe ergibt <em>Die Pumpenleistung begrenzt
                  die Geschwindigkeit</em>.
                </li>
              </ol>
              <Note>
                Grenzen des Modells: ein Molch am Kopf, dicht ohne Leckage, mit dem Rohrquerschnitt als Druckfläche (technische
                Festlegung); MultiPig — mehrere Molche, die sich den Druck teilen — wird nicht modelliert. Das Wasser hinter dem Molch
                bewegt sich mit ihm und zieht das Kabel daher nicht mit. Die Prüfung des maximalen Drucks nimmt stehendes Wasser an
                (konservativ). Die maximale Länge prüft nur den Endzustand jeder Länge.
              </Note>
            </>
          ),
        },
        {
          id: 'freefloating',
          heading: 'Ein Abschnitt mit freiem Einschwimmen',
          body: (
            <>
              <p>
                Beim freien Einschwimmen bewegt sich das ganze Kabel zwischen einem hinteren Molch und einem vorderen Kolben, allein
                vom Wasser getrieben — ohne Schieber, ohne Winde. Damit wird ein Kabel, das schon im Rohr liegt (oft nach
                Wasser-Schieben-Ziehen), über große Entfernungen weitertransportiert: bis 60 m/min, und 40 km bei 40 m/min werden
                berichtet (<Cite source="icc2019" />). Beispiel: ein 3 km langes Mittelspannungskabel, durch ein 110/94-mm-Rohr von rund
                10 km transportiert.
              </p>
              <ol>
                <li>Neuer leerer Abschnitt, Verlegeverfahren Freies Einschwimmen.</li>
                <li>
                  Ausrüstung: nur eine Wasserpumpe ist erforderlich, zum Beispiel <em>Water pump 1500 l/min, 20 bar</em>. Das Kabelende
                  ist der vordere Kolben, die einzige Option.
                </li>
                <li>
                  Kabel: <em>MV single core 1×240 mm² Al, 20 kV, 36 mm</em> (1,3 kg/m, maximale Zugkraft 7,2 kN, minimaler Biegeradius
                  0,54 m; Steifigkeit automatisch). Das Feld <em>Kabellänge</em> erscheint bei diesem Verfahren und ist Pflicht: 3000 m.
                </li>
                <li>
                  Rohrabschnitte: <em>PE 110/94 smooth</em>, μ 0,25; kreuzen Sie <em>Mit Wasser vorgefüllt</em> an, wenn das Rohr schon
                  voll ist.
                </li>
                <li>Trasse: 4000 m, +30° mit Radius 50 m, 3000 m, −30° mit Radius 50 m, 3000 m — rund 10,05 km.</li>
                <li>
                  Einstellungen: <em>Position des hinteren Molchs</em> 0 m (wo das hintere Kabelende startet; die Spitze startet eine
                  Kabellänge weiter und muss vor dem Ziel starten, sonst <em>Kabel länger als die Trasse</em>); Verlegegeschwindigkeit
                  40 m/min (keine Maschine begrenzt sie, nur der Durchfluss der Pumpe); Wasserdruck 16 bar.
                </li>
                <li>
                  Ergebnisse: <em>Drücke beim freien Einschwimmen</em> nennt am Ende den nötigen Eingangsdruck (hier rund 10,2 bar), den
                  Druckabfall an jedem Molch (rund 2,5 bar) und den Zug des vorderen Kolbens (rund 1,7 kN). Der größte Teil des Drucks
                  bewegt das Wasser des ganzen Rohrs mit der Kabelgeschwindigkeit. Die Kraft am Ende ist der vordere Zug; das Diagramm
                  der Maschinenkräfte zeigt den Schub des hinteren Molchs und den Zug vorn. Wasserdurchfluss rund 280 l/min, Wassermenge
                  rund 119 m³.
                </li>
                <li>
                  Abbrüche: <em>Wasserdruck erreicht</em>, wo der nötige Druck den verfügbaren übersteigt — bei 10 bar startet dieses
                  Kabel gar nicht —, und die maximale Zugkraft des Kabels vorn. Bei 60 m/min braucht der Eingang rund 14,7 bar.
                </li>
              </ol>
              <Note>
                Grenzen des Modells: beide Molche dichten ohne Leckage und übernehmen gleiche Druckabfälle (die MultiPig-Regel, eine
                technische Festlegung); die Füllung vernachlässigt das Kabelvolumen; das Modell ist quasistatisch, ein plötzlicher Halt
                (Druckstoß) wird also nicht berechnet. Der Druckabfall an den Molchen ist eine kleine Differenz großer Kräfte und
                reagiert stärker als andere Ergebnisse auf feine Details der Trasse.
              </Note>
            </>
          ),
        },
      ],
    },
    release: {
      title: 'Versionshinweise',
      summary: 'Was Version 0.1 heute enthält und was noch kommt.',
      sections: [
        {
          id: 'v0-1',
          heading: 'Version 0.1',
          body: (
            <>
              <h3>Projekte</h3>
              <ul>
                <li>Projekte und Ordner: Raster und Liste, Filter, Sortierung, Ordnerpfad; anlegen, umbenennen, löschen.</li>
                <li>Projektseite: Abschnitte (neu, leer oder aus einer Vorlage, duplizieren, umbenennen, löschen), Dateien und ein Bild.</li>
                <li>Ältere Projekte werden aufgelistet.</li>
              </ul>
              <h3>Abschnittseditor</h3>
              <ul>
                <li>Reiter Allgemein, Ausrüstung, Rohrabschnitte, Kabel, Trasse, Einstellungen und Ergebnisse, mit Live-Prüfung und automatischen Werten.</li>
                <li>Sechs Zeilentypen der Trasse, abgeleitete Werte, Draufsicht und Höhenprofil; Import aus KML, KMZ, GPX, XYZ und JSON, Einfügen aus Tabellen, Export JSON und CSV.</li>
                <li>Vorlagen für Kabel, Rohrabschnitte, Kompressoren, Wasserpumpen, Maschinen und Trassen.</li>
                <li>Szenarien, Freigabelinks (schreibgeschützt, Kopie in eigene Projekte), Speichern mit Konflikterkennung.</li>
              </ul>
              <h3>Simulation</h3>
              <ul>
                <li>Ziehen, Schieben, Schieben-Ziehen, Einblasen, Einschwimmen, Wasser-Schieben-Ziehen und freies Einschwimmen, mit 3-D-Bögen, mehreren und bereits liegenden Kabeln, Ausknicken, Biegesteifigkeit und Welligkeit.</li>
                <li>Dieselbe Engine live im Browser und auf dem Server.</li>
                <li>Erreichte und maximale Distanz, Dauer, Kräfte, Luft- und Wasserdurchfluss und -verbrauch, Grenzen und Warnungen, Diagramme und Bogentabelle.</li>
              </ul>
              <h3>Überall</h3>
              <ul>
                <li>Englisch, Französisch, Deutsch und Italienisch; Standard-, SI- und US-Einheiten; einfacher und Expertenmodus.</li>
                <li>Konten: Registrierung, Passwort zurücksetzen per E-Mail-Link, Einladungen durch einen Administrator, Profil.</li>
                <li>Ein PDF-Bericht (Parameter, Trasse, Ergebnisse, Stückliste, Diagramme) in jeder der vier Sprachen und Einheitensysteme sowie ein Drucklayout.</li>
                <li>Der Durchflussrechner für Luft und Wasser.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'not-yet',
          heading: 'Noch nicht verfügbar',
          body: (
            <ul>
              
              <li>Firmenseiten mit Benutzern und API-Schlüsseln sowie die Administrationsseiten.</li>
            </ul>
          ),
        },
      ],
    },
  },
};
