import type { HelpCatalogue } from '../catalogue.ts';
import { DataTable, Formula, HelpLink, Note, Sample, Where } from '../help-blocks.tsx';
import { Cite, Cites, CofDefaultsTable, CofTable, FX, LUBRICANT_FACTORS, SYM } from './shared.tsx';

/** La guida in italiano. */
export const it: HelpCatalogue = {
  ui: {
    indexTitle: 'Guida',
    indexLead: 'Come usare Cable Laying Analyzer, che cosa calcola e da dove vengono i suoi numeri.',
    topicsNav: 'Argomenti della guida',
    overview: 'Panoramica',
    onThisPage: 'In questa pagina',
    notFoundTitle: 'Argomento della guida non trovato',
    notFoundBody: 'A questo indirizzo non c’è alcuna pagina della guida. Scegliete un argomento dall’elenco.',
    backToIndex: 'Tutti gli argomenti della guida',
  },
  topics: {
    manual: {
      title: 'Manuale d’uso',
      summary: 'Progetti e sezioni, schede dell’editor, risultato in tempo reale e simulazione sul server, scenari, condivisione, preset, unità e modalità di visualizzazione.',
      sections: [
        {
          id: 'projects',
          heading: 'Progetti e cartelle',
          body: (
            <>
              <p>
                Il lavoro è organizzato in <strong>progetti</strong>, che si possono riporre in <strong>cartelle</strong>. L’elenco dei
                progetti mostra cartelle e progetti a griglia o a elenco, con filtro per nome, ordinamento (nome A–Z, Z–A, ultima
                modifica) e il percorso della cartella per risalire. Cartelle e progetti si creano, si rinominano e si eliminano;
                eliminare una cartella elimina le sue sottocartelle e i loro progetti.
              </p>
              <p>
                La pagina di un progetto contiene le sue <strong>sezioni</strong>, i suoi <strong>file</strong> (disegni, file di
                tracciato KML, KMZ, GPX o XYZ, rapporti) e un’<strong>immagine</strong>. <em>Nuova sezione</em> parte da una sezione vuota o da un
                modello: tiro (cavo di energia in tubo da 110 mm), soffiaggio (cavo da 10 mm in tubo da 26 mm) o spinta-tiro ad acqua
                (cavo da 90 mm in tubo da 150 mm). Le sezioni si rinominano, si duplicano e si eliminano; l’elenco indica se ciascuna è
                calcolata, fermata da un limite o non calcolata.
              </p>
            </>
          ),
        },
        {
          id: 'sections',
          heading: 'Sezioni e metodi di posa',
          body: (
            <>
              <p>
                Una sezione è un caso di posa: attrezzatura, cavo, tratti di tubo, tracciato 3-D e impostazioni di simulazione. Il metodo
                di posa decide quali campi compaiono e che cosa calcola il motore:
              </p>
              <ul>
                <li>
                  <strong>Tiro</strong> — un argano alla testa del cavo, un’eventuale trattenuta alla bobina.
                </li>
                <li>
                  <strong>Spinta</strong> — uno spintore (cingolato) all’ingresso, punta del cavo libera; l’instabilità elicoidale limita
                  la lunghezza.
                </li>
                <li>
                  <strong>Spinta-tiro</strong> — uno spintore alla sua forza impostata più un argano alla testa.
                </li>
                <li>
                  <strong>Soffiaggio</strong> — uno spintore più aria compressa che scorre lungo il cavo (estremità aperta, testa sonica
                  o navetta).
                </li>
                <li>
                  <strong>Flottaggio</strong>, <strong>spinta-tiro ad acqua</strong> e <strong>flottaggio libero</strong> — acqua al
                  posto dell’aria. Uno spintore con acqua che scorre lungo il cavo; uno spintore e un pistone a tenuta in testa al cavo spinto dall’acqua; oppure l’intero cavo tra due pistoni, mosso dalla sola acqua.
                </li>
              </ul>
              <p>I metodi disponibili dipendono dalla vostra licenza.</p>
            </>
          ),
        },
        {
          id: 'tabs',
          heading: 'Le schede dell’editor',
          body: (
            <>
              <DataTable
                caption="Che cosa contiene ogni scheda dell’editor di sezione"
                head={['Scheda', 'Che cosa vi si inserisce']}
                rows={[
                  ['Generale', 'Nome e descrizione della sezione, metodo di posa, modalità di visualizzazione (semplice o esperto).'],
                  ['Attrezzatura', 'Macchine di spinta e di tiro (dai preset), macchine in serie, estremità del cavo, lubrificante, compressore (soffiaggio) o pompa d’acqua (metodi ad acqua).'],
                  [
                    'Tratti',
                    'I tratti di tubo: tipo (in tubo, su rulli, altro), diametro esterno e interno, superficie interna (liscia, rigata, corrugata), coefficiente d’attrito, pressione massima, preriempito d’acqua, periodo e ampiezza delle ondulazioni, passo dei rulli.',
                  ],
                  [
                    'Cavo',
                    'Settore e tipo, diametro esterno (e interno per un microtubo), peso, rigidezza flessionale, forze massime di tiro, di spinta e radiale, raggio minimo di curvatura, lunghezza, numero di cavi, fascio cordato, disposizione della spinta e cavi già presenti.',
                  ],
                  ['Tracciato', <>Il tracciato come righe; vedere <HelpLink topic="trajectory">Editor del tracciato</HelpLink>.</>],
                  ['Impostazioni', 'Velocità di posa, forze di spinta e di tiro, trattenuta alla partenza, pressione dell’aria o dell’acqua, posizione di lancio, distanza lasciata alla fine, distanza massima cercata, calcolo a ritroso.'],
                  ['Risultati', 'Il risultato in tempo reale, la simulazione sul server, i messaggi, i grafici, la tabella delle curve e gli scenari.'],
                ]}
              />
              <p>
                Ogni scheda mostra quanti errori e avvisi contiene. Gli errori impediscono la simulazione, gli avvisi no. I messaggi
                compaiono sotto il campo interessato, nelle vostre unità.
              </p>
              <h3>Valori automatici</h3>
              <p>
                Alcuni campi sono automatici: lasciati vuoti, vengono calcolati dagli altri — per esempio peso e rigidezza del cavo dal
                tipo e dal diametro, il raggio minimo di curvatura (30 × il diametro esterno), la pressione massima del tubo dal suo SDR,
                o le forze e le pressioni delle impostazioni dai limiti delle macchine e del cavo. Digitare un numero rende il valore
                manuale; <em>torna ad automatico</em> lo restituisce al calcolo. Se un valore automatico non si può calcolare perché un
                dato da cui dipende è errato, il campo indica <em>dati mancanti</em> e li nomina. Il valore della scheda tecnica del
                cavo è sempre meglio di una stima.
              </p>
            </>
          ),
        },
        {
          id: 'results',
          heading: 'Risultato in tempo reale e simulazione sul server',
          body: (
            <>
              <p>
                Il <strong>risultato in tempo reale</strong> è calcolato nel vostro browser, dallo stesso motore del server, a ogni
                modifica della sezione — senza premere alcun pulsante. Serve una sezione senza errori; altrimenti la scheda Risultati
                chiede di correggere i campi segnalati nelle schede.
              </p>
              <p>
                <strong>Simula sul server</strong> esegue il motore sul server e salva la risposta con la sezione come{' '}
                <em>risultato salvato</em>: è il risultato di riferimento che vedono gli altri e che va nei rapporti. Stesso motore,
                stessa richiesta: i due coincidono; se no, il risultato salvato è precedente all’ultima modifica.
              </p>
              <p>
                I valori sono: distanza raggiunta, distanza massima (fin dove arriverebbe il cavo sul tracciato prolungato), durata,
                forza alla fine, nel soffiaggio la portata d’aria e nei metodi ad acqua portata e quantità d’acqua. <em>Limitato da</em> indica il limite che ha fermato la posa e
                dove (per esempio la forza di spinta della macchina o la forza massima di tiro del cavo). I messaggi elencano gli avvisi
                (forza radiale in una curva, curva più stretta di quanto il cavo ammetta, rapporto d’incastro, portata del compressore) e
                le informazioni (ripartizione spinta-tiro, consumo d’aria, forza sui rulli). I grafici mostrano le forze delle macchine
                e la velocità in funzione della lunghezza posata, e la forza nel cavo, la forza radiale, la pressione e la quota lungo
                il tracciato; la tabella delle curve dà per ogni curva la forza in ingresso, in uscita e la forza radiale.
              </p>
              <p>
                <strong>Non può partire.</strong> Quando il cavo non si muove mai — un tiro di ritenuta oltre l’argano, la pressione
                dell’acqua sul cavo alla guarnizione d’ingresso oltre la macchina di spinta, o nel flottaggio libero una pressione
                dell’acqua troppo bassa per spostare il cavo da dove si trova — lo stato indica <em>non può partire</em>.
                <em> Distanza raggiunta</em> dice allora che il cavo non si muove e dove resta la sua testa: la posizione di partenza,
                o nel flottaggio libero la navetta anteriore, una lunghezza di cavo davanti al pistone posteriore (per esempio 4084 m),
                cioè la sua posizione di partenza, non una distanza percorsa (0 m). La distanza massima indica nessuna, la forza della
                macchina è indicata come <em>necessaria per partire (non data)</em>, perché è la forza che servirebbe per partire e non
                una forza esercitata, e non si traccia nessuna curva in funzione della lunghezza posata. Il rapporto dice lo stesso.
              </p>
            </>
          ),
        },
        {
          id: 'scenarios',
          heading: 'Scenari',
          body: (
            <p>
              Nella scheda Risultati, <em>Conserva come scenario</em> salva i parametri attuali come variante colorata. Modificate la
              sezione (altro lubrificante, spintore più forte, altro tracciato) e confrontate: ogni scenario è calcolato con una propria
              esecuzione del motore, i suoi valori sono affiancati e la forza nel cavo lungo il tracciato è sovrapposta nei colori degli
              scenari. <em>Carica</em> riporta i parametri di uno scenario nell’editor. Gli scenari sono salvati con la sezione (nei suoi
              preferiti).
            </p>
          ),
        },
        {
          id: 'saving',
          heading: 'Salvare e condividere',
          body: (
            <>
              <p>
                L’editor indica se tutte le modifiche sono salvate. <em>Salva</em> registra la sezione; se qualcun altro l’ha salvata nel
                frattempo, ne siete avvisati, le vostre modifiche restano a schermo e potete copiare ciò che serve prima di ricaricare.
              </p>
              <p>
                <em>Condividi</em> indica se la sezione ha un link; nulla è pubblicato prima di <em>Crea un link di condivisione</em>.
                Chiunque abbia il link può aprire la sezione in sola lettura, con i risultati, esportarne il tracciato, crearne il
                rapporto PDF nella scheda <em>Rapporto</em> (nel proprio browser, senza account) e — dopo l’accesso — copiarla in
                uno dei propri progetti. La copia è indipendente dall’originale. <em>Interrompi la condivisione</em>
                chiude il link. Un vecchio progetto si condivide, e si interrompe, allo stesso modo con <em>Condividi</em> nel suo editor.
              </p>
            </>
          ),
        },
        {
          id: 'presets',
          heading: 'Preset',
          body: (
            <p>
              I preset sono insiemi di valori salvati: cavi, tratti di tubo, compressori, pompe d’acqua, macchine di tiro e di spinta e
              interi tracciati. Accanto a ciascuno, <em>Apri preset</em> propone il <em>Catalogo</em> del prodotto e <em>I miei preset</em>;
              sceglierne uno compila i campi. <em>Salva come preset</em> conserva i valori attuali con un nome per altre sezioni. Le
              macchine si scelgono sempre dai preset; i loro limiti (forze, velocità, pressioni, campi di diametro di cavo e tubo)
              alimentano le impostazioni automatiche e i controlli.
            </p>
          ),
        },
        {
          id: 'units',
          heading: 'Unità e modalità di visualizzazione',
          body: (
            <>
              <p>I valori sono memorizzati in unità di base; cambia solo la visualizzazione. Scegliete il sistema di unità nel profilo:</p>
              <DataTable
                caption="Sistemi di unità"
                head={['Sistema', 'Lunghezza, diametro', 'Forza', 'Pressione', 'Velocità', 'Portata', 'Durata']}
                rows={[
                  ['Standard', 'm, mm', 'N (N/m)', 'bar', 'm/min', 'l/min', 'min'],
                  ['SI', 'm, mm', 'kN (kN/m)', 'kPa', 'm/s', 'm³/h', 'h'],
                  ['Unità USA', 'ft, in', 'lbf (lbf/ft)', 'psi', 'ft/min', 'gal USA/min', 'min'],
                ]}
              />
              <p>
                Gli angoli sono sempre in gradi. Le pressioni sono relative (sopra la pressione atmosferica). I numeri sono mostrati con
                due decimali.
              </p>
              <p>
                La <strong>modalità di visualizzazione</strong> di una sezione è <em>semplice</em> (i campi essenziali) o{' '}
                <em>esperto</em> (tutti i campi, come la pressione massima del tubo e le ondulazioni). Il profilo fissa la modalità
                delle nuove sezioni; ogni sezione può cambiarla. In modalità semplice il motore assume un’ondulazione tipica del tubo
                (ampiezza 12 mm, periodo 3 m dove il cavo è spinto, soffiato o flottato; nessuna dove è tirato) al posto dei vostri valori. La lingua si sceglie nell’intestazione e il browser la
                ricorda.
              </p>
            </>
          ),
        },
      ],
    },
    trajectory: {
      title: 'Editor del tracciato',
      summary: 'Tipi di riga, convenzioni di segno, valori derivati, importazione da KML, KMZ, GPX, XYZ e JSON, incolla da foglio di calcolo ed esportazione.',
      sections: [
        {
          id: 'route',
          heading: 'Il tracciato come elenco di righe',
          body: (
            <>
              <p>
                Il tracciato descrive il percorso del tubo dal punto di lancio (dove si trova la macchina) all’altra estremità, nel verso
                in cui avanza il cavo, come elenco ordinato di righe. Due valori lo iniziano: la <strong>quota alla partenza</strong> (m)
                e la <strong>direzione iniziale</strong>, un azimut in gradi: 0 nord, 90 est, 180 sud, 270 ovest.
              </p>
              <p>
                Il motore costruisce dalle righe una linea 3-D (x est, y nord, z in alto) e integra lungo di essa la forza nel cavo. La
                vista in pianta e il profilo altimetrico sotto la tabella disegnano la stessa linea: controllateli dopo ogni
                importazione.
              </p>
            </>
          ),
        },
        {
          id: 'row-types',
          heading: 'Tipi di riga',
          body: (
            <DataTable
              caption="Tipi di riga del tracciato"
              head={['Tipo', 'Campi', 'Significato']}
              rows={[
                ['Rettilineo', 'lunghezza, pendenza', 'Un tratto diritto di tubo a pendenza costante.'],
                [
                  'Curva',
                  'angolo, raggio',
                  'Una curva circolare che gira dell’angolo orizzontale. La sua pendenza va da quella del rettilineo più vicino prima di essa a quella del rettilineo più vicino dopo (senza rettilineo da un lato mantiene la pendenza dell’altro; senza alcuno è orizzontale). La sua lunghezza è raggio × angolo totale 3-D.',
                ],
                [
                  'Curva su rulli',
                  'angolo, raggio',
                  'Una curva in cui il cavo scorre su rulli (scavo aperto, pozzetto). In un tratto in tubo l’attrito dei rulli è 0,15 e il passo 1 m; un tratto su rulli usa il proprio coefficiente e passo. Viene riportata la forza massima per rullo.',
                ],
                [
                  'Spintore',
                  'macchina di spinta, forza di spinta',
                  'Uno spintore intermedio (cingolato) di lunghezza nulla: la forza nel cavo cala in quel punto della forza dello spintore, F(s⁺) = F(s⁻) − P.',
                ],
                [
                  'Ciclo',
                  'righe ripetute, ripetizioni',
                  'Ripete le righe immediatamente precedenti: il numero di righe indicato viene inserito altrettante volte in più. Utile per tracciati regolari (un meandro, lo stesso attraversamento ogni 50 m).',
                ],
                [
                  'Cambio di tratto',
                  'tratto',
                  'Da questo punto il cavo si trova nel tratto di tubo scelto (diametro, superficie, attrito). Prima della prima riga di questo tipo vale il primo tratto.',
                ],
              ]}
            />
          ),
        },
        {
          id: 'signs',
          heading: 'Segni e angoli',
          body: (
            <>
              <ul>
                <li>
                  <strong>Angolo della curva</strong>: positivo gira a <strong>destra</strong> (senso orario visto dall’alto), negativo a
                  sinistra. Con direzione est (90°), una curva di +90° porta a direzione sud (180°).
                </li>
                <li>
                  <strong>Pendenza</strong>: in gradi rispetto all’orizzontale, positiva in salita nel verso del cavo. Una pendenza in
                  percentuale si converte con pendenza = arctan(percentuale/100): 2 % ≈ 1,15°.
                </li>
                <li>
                  <strong>Direzione</strong>: un azimut, 0 nord e 90 est, in senso orario.
                </li>
              </ul>
              <p>
                Una curva tra rettilinei di pendenza diversa si piega in tre dimensioni; il suo angolo totale è la deviazione 3-D, non la
                somma degli angoli orizzontale e verticale (vedere <HelpLink topic="formulas" section="bends">Formule</HelpLink>). Una sola
                riga di curva che gira di più di 180° in orizzontale non è rappresentata correttamente: suddividetela in più righe.
              </p>
            </>
          ),
        },
        {
          id: 'derived',
          heading: 'Valori derivati',
          body: (
            <>
              <p>La tabella calcola per ogni riga:</p>
              <ul>
                <li>il suo numero, la lunghezza delle curve (raggio × angolo totale) e dei cicli (ciò che aggiungono le loro copie);</li>
                <li>la lunghezza cumulata dal punto di lancio;</li>
                <li>le quote all’inizio e alla fine della riga;</li>
                <li>l’angolo totale (3-D) delle curve;</li>
                <li>il tratto di tubo in cui si trova, come colore.</li>
              </ul>
              <p>
                La riga sotto la tabella dà la lunghezza totale e la quota alla fine. Le righe si modificano sul posto: aggiungere una
                riga del tipo scelto, inserire sopra, duplicare, spostare su o giù, eliminare. <em>Adatta tutte le curve</em> dà a tutte
                le curve lo stesso raggio. Le nuove righe partono con pendenza 0, lunghezza 10 m, angolo 0, raggio 6 m, forza di spinta
                0, una riga ripetuta una volta.
              </p>
            </>
          ),
        },
        {
          id: 'import',
          heading: 'Importare un tracciato',
          body: (
            <>
              <p>
                <em>Importa un tracciato</em> legge un file, lo trasforma in righe e sostituisce le righe attuali o le aggiunge.
                Scegliete prima il <strong>raggio minimo delle curve</strong>: ogni vertice della linea importata diventa una curva di
                quel raggio, e una curva rilevata lungo il suo sviluppo una curva del raggio che mostra (vedere sotto).
              </p>
              <ul>
                <li>
                  <strong>KML</strong> (.kml) o <strong>KMZ</strong> (.kmz, un KML compresso, come Google Earth salva per impostazione
                  predefinita): una linea disegnata in Google Earth o in un GIS, in coordinate geografiche. Vedere{' '}
                  <HelpLink topic="kml">Tracciati da KML, KMZ e GPX</HelpLink>.
                </li>
                <li>
                  <strong>GPX</strong> (.gpx): una traccia o una rotta registrata da un ricevitore GPS o da un’app di rilievo, in coordinate
                  geografiche con quote facoltative. Vedere <HelpLink topic="kml" section="gpx">Ricevitori GPS e app di rilievo</HelpLink>.
                </li>
                <li>
                  <strong>XYZ</strong> (.xyz, .csv, .txt): punti di rilievo in coordinate proiettate (est, nord o nord, est, poi una quota z facoltativa) in metri, piedi
                  o piedi di rilievo US secondo la scelta nel dialogo, un punto per riga, separati da spazi, tabulazioni, virgole o punti
                  e virgola (una virgola dentro un numero è decimale dove separano punti e virgola, tabulazioni o spazi). Una riga
                  d’intestazione e le righe che iniziano con # o // vengono saltate; una riga di più di tre numeri (un numero di punto in
                  testa) è rifiutata, come pure una riga senza la quota che hanno gli altri punti. Le pendenze derivano dalle quote quando ogni punto ne ha una. Le colonne sono lette nell’ordine che nomina una riga d’intestazione (E N Z, Northing Easting Elevation, Nord Est Quota…), est prima di nord senza una tale intestazione (un’intestazione x y non nomina un ordine, poiché X è il nord in alcuni sistemi nazionali); scegli nord, est, quota nel dialogo per un file di punti N E Z senza intestazione, perché letto al contrario il tracciato gira a sinistra dove il rilievo gira a destra.
                </li>
                <li>
                  <strong>JSON</strong> (.json): un tracciato esportato da questo prodotto, con quota alla partenza, direzione iniziale
                  e righe.
                </li>
              </ul>
              <Sample label="Un file XYZ (metri)">{'x y z\n2600000 1200000 410.0\n2600120 1200000 411.5\n2600180 1200060 412.0'}</Sample>
              <p>
                I punti entro 10 cm dalla linea tra i loro vicini vengono scartati (rumore di rilievo lungo uno scavo), e un punto che
                svolta meno di 1° sta sul rettilineo dal vertice precedente al vertice successivo quando questo passa entro 10 cm dal
                rilievo (altrimenti è un vertice, per quanto piccola sia la sua svolta): i rettilinei prendono direzione e lunghezza
                dalla posizione dei vertici, così il tracciato finisce dove finisce il rilievo, e una curva rilevata ogni metro
                mantiene tutta la sua svolta. Ogni rettilineo è accorciato della
                lunghezza di tangente delle sue curve, R·tan(|svolta|/2), perché il tracciato mantenga la posizione dei vertici;
                vertici più vicini di così ricevono il raggio più grande che ci sta (da confrontare con il raggio di curvatura del cavo).
              </p>
              <p>
                Raggi: il raggio scelto è il più piccolo che una curva riceve. Un vertice (un punto che svolta da solo) diventa una curva
                di quel raggio. Punti consecutivi che svoltano dallo stesso lato formano una curva: diventa un’unica curva della loro
                svolta totale, tangente ai rettilinei prima e dopo, con il raggio del cerchio che meglio si adatta ai punti rilevati — una
                curva di 90° di raggio 60 m rilevata ogni metro si importa come una curva di 90°, raggio 60 m. Ciò vale quando questa
                curva passa entro 20 cm dai punti rilevati e dalle linee rette tra di essi e, con le quote, finisce entro 20 cm dalla
                quota rilevata; altrimenti la curva è divisa in curve più piccole, fino ai vertici. Una curva mostra il suo raggio quando
                è rilevata abbastanza fitta: circa ogni 7 m per un raggio di 30 m, ogni 10 m per 60 m. Punti più radi, o una curva più
                stretta del raggio scelto, danno curve del raggio scelto. L’attrito in curva dipende dalla svolta, ma la forza radiale
                (il tiro diviso per il raggio) e la rigidità flessionale dipendono dal raggio: verificate i raggi della tabella sui
                disegni del tubo.
              </p>
            </>
          ),
        },
        {
          id: 'paste',
          heading: 'Incollare da un foglio di calcolo',
          body: (
            <>
              <p>
                <em>Incolla righe</em> aggiunge in fondo alla tabella righe copiate da un foglio di calcolo. Sono accettati due formati:
              </p>
              <ol>
                <li>
                  <strong>Con intestazione</strong>, le colonne dell’esportazione CSV: <code>type</code>, <code>slope</code>,{' '}
                  <code>length</code>, <code>angle</code>, <code>radius</code>, <code>pushForce</code>, <code>dupSegments</code>,{' '}
                  <code>loopCount</code>, <code>stretch</code> (qualsiasi sottoinsieme e ordine, <code>type</code> obbligatorio). I tipi
                  si scrivono <code>straight</code>, <code>curve</code>, <code>curveOnRollers</code>, <code>pusher</code>,{' '}
                  <code>loop</code>, <code>stretch</code>.
                </li>
                <li>
                  <strong>Righe semplici</strong>, una riga di tracciato per riga: <code>lunghezza pendenza</code> oppure{' '}
                  <code>straight lunghezza pendenza</code> per un rettilineo (pendenza 0 se omessa); <code>curve angolo raggio</code> o{' '}
                  <code>curveOnRollers angolo raggio</code> per una curva.
                </li>
              </ol>
              <p>
                Le celle possono essere separate da tabulazioni (ciò che copia un foglio di calcolo), punti e virgola o — nelle righe
                semplici — spazi; con intestazione anche da virgole. La virgola decimale è accettata (<code>12,5</code>). Con
                intestazione i valori sono letti nelle unità di base dell’esportazione (metri, gradi, newton); le righe semplici nelle
                unità della tabella (lunghezze e raggi in piedi nelle unità US, angoli in gradi), come li digitereste accanto.
              </p>
              <Sample label="Righe semplici (separate da tabulazioni o spazi)">{'120\t0\ncurve\t90\t10\nstraight\t80,5\t-1,2\ncurve\t-45\t10\n60\t0'}</Sample>
            </>
          ),
        },
        {
          id: 'export',
          heading: 'Esportare',
          body: (
            <p>
              <em>Esporta JSON</em> salva il tracciato (quota alla partenza, direzione iniziale e righe, ciascuna con i campi del suo
              tipo) in un file che questo prodotto reimporta. <em>Esporta CSV</em> scrive una riga di tracciato per riga con le colonne
              elencate sopra, in unità di base, per un foglio di calcolo; reincollato con l’intestazione ridà le stesse righe. Un intero
              tracciato può anche essere salvato come preset.
            </p>
          ),
        },
      ],
    },
    cof: {
      title: 'Coefficienti d’attrito',
      summary: 'Coefficienti d’attrito tipici tra cavo e tubo, per materiale del tubo e lubrificazione, con le loro fonti.',
      sections: [
        {
          id: 'meaning',
          heading: 'Che cosa significa qui il coefficiente',
          body: (
            <>
              <p>
                Il coefficiente d’attrito μ è il coefficiente dinamico (di strisciamento) tra guaina del cavo e parete del tubo: la forza
                necessaria per far scorrere il cavo divisa per la forza che lo preme contro la parete. Entra in ogni formula di forza e
                nelle curve agisce in modo esponenziale (e<sup>μθ</sup>): di solito è il dato più importante e più incerto.
              </p>
              <p>
                Inseritelo per tratto di tubo, per il caso lubrificato. L’impostazione del lubrificante nella scheda Attrezzatura lo
                moltiplica poi: nessuno {LUBRICANT_FACTORS.no}, lubrificato {LUBRICANT_FACTORS.yes}, lubrificatore{' '}
                {LUBRICANT_FACTORS.lubricator} — una scelta ingegneristica basata sui valori PE a secco e lubrificato di TES-P-104.05
                qui sotto. Le curve su rulli in un tratto in tubo usano 0,15.
              </p>
            </>
          ),
        },
        {
          id: 'typical',
          heading: 'Valori tipici',
          body: (
            <>
              <CofTable
                caption="Coefficienti d’attrito dinamici tipici cavo/tubo"
                head={['Tubo e situazione', 'μ', 'Fonte']}
                labels={{
                  peRollers: 'Guaina PE, tirata su rulli',
                  peDry: 'Guaina PE in tubo, senza lubrificante',
                  peLubricated: 'Guaina PE in tubo, lubrificata',
                  pvcRollers: 'Guaina PVC, su rulli',
                  pvcDry: 'Guaina PVC in tubo, a secco',
                  pvcLubricated: 'Guaina PVC in tubo, lubrificata',
                  unknown: 'Valore predefinito quando non si sa nulla',
                  generic: 'Campo generale: da 0,1 a 1,0 con lubrificazione, oltre 1,0 possibile senza',
                  polywater: 'Riferimento prudente spesso usato (non esiste un valore generale)',
                  jetting: 'Soffiaggio in HDPE o microtubi lubrificati (dichiarazioni dei fornitori, bassa affidabilità)',
                }}
              />
              <Note>
                Secondo Polywater non esiste un coefficiente generale: dipende da guaina, tubo e lubrificante. Usate valori misurati
                ogni volta che potete, e i campi qui sopra per verificarne la plausibilità.
              </Note>
            </>
          ),
        },
        {
          id: 'defaults',
          heading: 'Valori di partenza per superficie del tubo',
          body: (
            <>
              <CofDefaultsTable
                caption="Valori di partenza: il centro degli intervalli pubblicati sopra (TES-P-104.05, FCST, IEWC / ICEA)"
                head={['Superficie del tubo', 'μ']}
                labels={{
                  hdpeDry: 'HDPE liscio, a secco',
                  hdpeLubricated: 'HDPE liscio, lubrificato',
                  ribbedLubricated: 'HDPE rigato (soffiaggio), lubrificato',
                  pvcLubricated: 'PVC, lubrificato',
                  steelConcrete: 'Acciaio o calcestruzzo',
                }}
              />
              <p>
                Parete interna corrugata: usate il coefficiente di una parete liscia; la corrugazione aumenta invece l’attrito del flusso
                d’aria (soffiaggio) e i termini di ondulazione.
              </p>
            </>
          ),
        },
        {
          id: 'measuring',
          heading: 'Misura e attrito statico',
          body: (
            <>
              <p>
                <Cite source="iec62470" /> descrive tre tecniche per misurare il coefficiente tra cavi e tubi, per una data tecnica,
                costruzione del cavo, metodo di posa (tiro, spinta o soffiaggio) e dimensione del tubo. La riduzione usuale è la formula
                dell’argano, con Φ l’angolo di avvolgimento totale:
              </p>
              <Formula>{FX.cofMeasure}</Formula>
              <p>
                L’attrito statico è maggiore di quello dinamico: un tiro fermato richiede più forza per ripartire («pulls should never
                be stopped and restarted», <Cite source="cableizerMu" />). Per le verifiche di ripartenza le note di fisica propongono
                1,2–1,5 × il valore dinamico (scelta ingegneristica).
              </p>
            </>
          ),
        },
      ],
    },
    formulas: {
      title: 'Formule',
      summary: 'Il modello di forze del motore: argano, peso e pendenza, curve 3-D, instabilità, flusso d’aria e trascinamento nel soffiaggio, metodi ad acqua.',
      sections: [
        {
          id: 'notation',
          heading: 'Notazione',
          body: (
            <>
              <Where
                items={[
                  ['s', 'posizione lungo il tracciato dall’ingresso del tubo, nel verso del cavo (m)'],
                  ['F, T', 'forza assiale nel cavo, trazione positiva (N); C = −F è la compressione'],
                  ['W', 'peso del cavo per unità di lunghezza, m′·g (N/m); per più cavi la loro somma'],
                  ['μ', 'coefficiente d’attrito dinamico cavo/tubo'],
                  [SYM.wc, 'fattore di correzione del peso per più cavi (1 per un cavo)'],
                  ['θ, R', 'angolo della curva (rad) e raggio di curvatura (m)'],
                  ['α, β', 'pendenza (positiva in salita) e direzione di un rettilineo'],
                  [<>{SYM.Dd}, {SYM.Dc}</>, 'diametro interno del tubo, diametro esterno del cavo (m)'],
                  ['r', <>gioco radiale (D<sub>d</sub> − D<sub>c</sub>)/2 (m)</>],
                  ['B', 'rigidezza flessionale EI del cavo (N·m²)'],
                  [<>p, {SYM.pa}</>, 'pressione assoluta dell’aria o dell’acqua, pressione ambiente (Pa)'],
                  ['N', 'forza sulla parete (radiale) per unità di lunghezza (N/m)'],
                ]}
              />
              <p>
                Il motore calcola in unità SI; i campi usano le unità del vostro profilo. Le fonti sono indicate con ogni formula; il
                livello di affidabilità di ciascuna (letta in una fonte, ricavata di nuovo, scelta ingegneristica) è riportato nelle note
                di fisica del prodotto.
              </p>
            </>
          ),
        },
        {
          id: 'model',
          heading: 'Il modello di forze e l’argano',
          body: (
            <>
              <p>
                Il cavo è trattato come una fune premuta contro la parete del tubo. Lungo il tracciato la forza cresce per l’attrito
                sulla forza di parete N e per la componente del peso lungo la pendenza:
              </p>
              <Formula>{FX.general}</Formula>
              <Where
                items={[
                  ['κ·n', 'vettore curvatura del tracciato (1/R verso il centro della curva)'],
                  [SYM.zperp, 'la parte del versore verticale trasversale al cavo'],
                ]}
              />
              <p>
                In una curva orizzontale con trazione molto maggiore di W·R si ottiene l’equazione dell’argano; la forma completa
                conserva il peso (Rifenburg; <Cites sources={['cigre194', 'polywaterBend']} />):
              </p>
              <Formula>
                {FX.capstan}
                {FX.bendFull}
              </Formula>
              <p>
                Esempio (note di fisica): T<sub>in</sub> 1000 N, μ 0,3, W 20 N/m, R 3 m, una curva orizzontale di 90° dà 1602,86 N. Uno
                spintore intermedio di forza P abbassa la forza dove si trova:
              </p>
              <Formula>{FX.pointPusher}</Formula>
              <p>
                Il motore integra questa equazione (forme chiuse sui rettilinei, Runge–Kutta negli archi con passi di al
                massimo 1°)
                invece di sommare i casi dei manuali: avvallamenti a bassa trazione, compressione e curve 3-D sono trattati allo stesso
                modo.
              </p>
            </>
          ),
        },
        {
          id: 'weight',
          heading: 'Peso e pendenza',
          body: (
            <>
              <p>
                Su un rettilineo di lunghezza L, in piano, in salita e in discesa (<Cite source="cigre194" />; TES-P-104.05):
              </p>
              <Formula>{FX.straight}</Formula>
              <p>Il rettilineo piano più lungo in cui si può tirare un cavo di trazione massima T<sub>m</sub>:</p>
              <Formula>{FX.maxStraight}</Formula>
              <p>
                Con più cavi l’attrito cresce del fattore di correzione del peso, per due o tre cavi (<Cite source="cableizerWc" />; il
                motore usa 1,4 da quattro cavi in su, 1 per un fascio cordato):
              </p>
              <Formula>{FX.weightCorrection}</Formula>
              <p>
                Il motore applica {SYM.wc} a μ nei rettilinei e nelle curve (convenzione <Cite source="ieee1185" /> e Polywater).
              </p>
            </>
          ),
        },
        {
          id: 'bends',
          heading: 'Curve e angolo 3-D',
          body: (
            <>
              <p>
                Una curva che collega un rettilineo di pendenza α<sub>1</sub> e direzione β<sub>1</sub> a uno di pendenza α<sub>2</sub> e
                direzione β<sub>2</sub> devia il cavo dell’angolo 3-D del metodo della curvatura minima (<Cite source="spe2262" />):
              </p>
              <Formula>
                {FX.theta3d}
                {FX.arc}
              </Formula>
              <p>
                Esempio: da +5° a −3° girando di 30°, R 20 m: θ = 31,02°, arco 10,83 m, dislivello 0,19 m — sommando gli angoli si
                otterrebbero 38°.
              </p>
              <p>
                La forza radiale per unità di lunghezza di curva su un cavo e la forza su ogni rullo di una curva su rulli con passo d (
                <Cite source="cigre194" />):
              </p>
              <Formula>
                {FX.sidewall}
                {FX.roller}
              </Formula>
              <p>
                Con più cavi il cavo più caricato ne porta una quota f<sub>rad</sub> (1 per uno o due cavi, w<sub>c</sub>/2 per tre a
                trifoglio e quattro, w<sub>c</sub> − 1 per cinque e sei). Viene confrontata con la forza radiale massima del cavo.
              </p>
              <h3>Rigidezza alle estremità delle curve e ondulazioni</h3>
              <p>
                I cavi spinti (spinta, spinta-tiro, soffiaggio) pagano la loro rigidezza dove entrano ed escono da una curva: una forza
                di parete concentrata (scelta ingegneristica delle note di fisica):
              </p>
              <Formula>{FX.stiffEnds}</Formula>
              <p>
                Un tubo che serpeggia con ampiezza A e periodo P aggiunge una curvatura κ<sub>u</sub> su tutto il tratto (il cavo taglia
                le curve dentro il suo gioco), da cui una crescita d’argano e<sup>μκ<sub>u</sub>s</sup> in trazione:
              </p>
              <Formula>{FX.undulation}</Formula>
            </>
          ),
        },
        {
          id: 'buckling',
          heading: 'Instabilità di un cavo spinto',
          body: (
            <>
              <p>
                Un cavo compresso in un tubo prima serpeggia (instabilità sinusoidale), poi si avvolge a elica (
                <Cite source="chen1990" />). Nell’elica preme sulla parete con una forza aggiuntiva che cresce con il quadrato della
                compressione C (<Cite source="lubinski" />):
              </p>
              <Formula>{FX.buckling}</Formula>
              <p>
                Il motore aggiunge N<sub>buckle</sub> appena C supera F<sub>hel</sub> (con W·cos α, il peso trasversale in un tubo
                inclinato). Su un rettilineo piano spinto con forza F<sub>0</sub>, la lunghezza spinta e il suo limite sono:
              </p>
              <Formula>{FX.pushLength}</Formula>
              <p>
                Esempio (note di fisica, convenzione di Griffioen con instabilità da C = 0): tubo 26/12 mm, W 1,2 N/m, B 0,5 N·m², μ 0,1,
                200 N → 228 m, limite 242 m. La sola spinta si ferma a poche centinaia di metri: per questo esiste l’assistenza ad aria o
                ad acqua.
              </p>
            </>
          ),
        },
        {
          id: 'air',
          heading: 'Soffiaggio: flusso d’aria',
          body: (
            <>
              <p>
                L’aria scorre in modo isotermo con attrito; il motore considera l’intercapedine attorno al cavo dalla macchina alla testa
                del cavo, poi il foro libero fino all’uscita del tubo a pressione ambiente, e risolve la portata massica ṁ attraverso
                questi tratti in serie:
              </p>
              <Formula>{FX.airFlow}</Formula>
              <Where
                items={[
                  ['A', 'sezione libera di passaggio del tratto (foro meno cavi) (m²)'],
                  [SYM.Dh, <>diametro idraulico 4A/P<sub>wet</sub>; D<sub>d</sub> − D<sub>c</sub> per un cavo (m)</>],
                  ['λ', 'fattore d’attrito di Darcy'],
                  [SYM.Rs, 'costante dell’aria, 287,05 J/(kg·K); T = 293,15 K'],
                  [<>{SYM.p0}, p<sub>L</sub></>, 'pressione assoluta all’ingresso e all’uscita'],
                ]}
              />
              <p>
                Il fattore d’attrito: laminare sotto Re 2300, Blasius per tubi lisci, Haaland per tubi rigati (rugosità ε 0,15 mm); tubi
                corrugati 2,5 × liscio (scelta ingegneristica):
              </p>
              <Formula>{FX.friction}</Formula>
              <p>Il compressore deve fornire la portata d’aria libera (μ<sub>air</sub> = 1,81·10⁻⁵ Pa·s, p<sub>a</sub> = 1,013 bar):</p>
              <Formula>{FX.freeAir}</Formula>
              <p>
                La pressione cala lentamente all’inizio e bruscamente vicino all’uscita: per questo l’aria spinge di più vicino alla
                testa del cavo (<Cites sources={['kabculus', 'wikiJetting']} />).
              </p>
            </>
          ),
        },
        {
          id: 'drag',
          heading: 'Soffiaggio: trascinamento e forza dello spintore',
          body: (
            <>
              <p>
                L’aria trascina il cavo con una forza per unità di lunghezza proporzionale al gradiente di pressione (Griffioen,{' '}
                <Cite source="griffioen1989" />; sforzo di parete uguale su tubo e cavo), che entra nel bilancio con segno meno:
              </p>
              <Formula>{FX.drag}</Formula>
              <p>
                Le forze sono forze efficaci: in un tubo in pressione, la forza che agisce nelle curve e nell’instabilità è la forza
                vera più la pressione sulla sezione del cavo (<Cite source="effectiveForce" />). La testa del cavo è quindi libera (F =
                0) e alla tenuta d’ingresso lo spintore deve anche far entrare il cavo contro la pressione:
              </p>
              <Formula>
                {FX.effective}
                {FX.pusherJetting}
              </Formula>
              <p>
                I risultati mostrano la forza nel cavo stesso, la forza vera T = F − p·A<sub>c</sub>, nei grafici lungo il tracciato e nella tabella delle curve: all’ingresso il cavo porta la forza dello spintore. La forza radiale delle curve resta quella della forza efficace.
              </p>
              <p>
                Con il tubo pieno e senza instabilità, la forza dello spintore si riduce a un’identità su cui il motore è verificato
                (33/15 mm, 2 N/m, μ 0,1, 9 bar, 1500 m → 109,148 N):
              </p>
              <Formula>{FX.identityD3}</Formula>
              <p>
                Una navetta o una testa sonica aggiunge un tiro in testa F(L<sub>c</sub>) = (p<sub>behind</sub> − p<sub>ahead</sub>)·A
                <sub>d</sub> attraverso un piccolo orifizio di fuga (1 % o 2 % del foro).
              </p>
            </>
          ),
        },
        {
          id: 'water',
          heading: 'Metodi ad acqua',
          body: (
            <>
              <p>
                In acqua il cavo è alleggerito dalla spinta di galleggiamento, da cui le grandi lunghezze del flottaggio (cavo da 8 mm di
                60 kg/km: W 0,589 N/m, W<sub>eff</sub> 0,096 N/m):
              </p>
              <Formula>{FX.buoyancy}</Formula>
              <p>
                Il flusso d’acqua perde pressione per attrito (Darcy–Weisbach); il carico statico si aggiunge alla pressione che il tubo
                deve reggere, e l’acqua usata è il riempimento più la portata:
              </p>
              <Formula>{FX.water}</Formula>
              <p>
                Nella spinta-tiro ad acqua un pistone (pig) alla testa del cavo tira con la differenza di pressione ai suoi capi (
                <Cite source="watucab" />); lo spintore paga anche il termine di tenuta come nel soffiaggio:
              </p>
              <Formula>{FX.pig}</Formula>
              <Note>
                Tutti e sette i metodi di posa sono simulati. Per dati, messaggi e limiti di ciascun metodo ad acqua — compreso come lo spintore rallenta un cavo flottato più veloce dell’acqua — vedi le <HelpLink topic="tutorials" section="floating">esercitazioni</HelpLink>.
              </Note>
            </>
          ),
        },
      ],
    },
    kml: {
      title: 'Tracciati da KML, KMZ e GPX',
      summary: 'Disegnare un tracciato in Google Earth o in un GIS, o registrarlo con un ricevitore GPS, e importarlo (KML, KMZ, GPX): lunghezze geodetiche, curve ai vertici, quote.',
      sections: [
        {
          id: 'google-earth',
          heading: 'Disegnare il tracciato in Google Earth',
          body: (
            <ol>
              <li>In Google Earth Pro, ingrandite l’inizio del tracciato e scegliete Aggiungi › Percorso.</li>
              <li>
                Fate clic lungo il tubo dal punto di lancio (la macchina) all’altra estremità, nel verso in cui avanzerà il cavo.
                Mettete un punto a ogni cambio di direzione; punti lungo un rettilineo non aggiungono nulla.
              </li>
              <li>Date un nome al percorso e chiudete la finestra.</li>
              <li>
                In Luoghi, fate clic destro sul percorso, scegliete Salva luogo come… e salvate in formato <strong>KMZ</strong> (.kmz,
                quello predefinito) o <strong>KML</strong> (.kml): l’importazione legge entrambi (un KMZ è un KML compresso;
                l’importazione legge il KML che contiene).
              </li>
            </ol>
          ),
        },
        {
          id: 'gis',
          heading: 'Esportare da un GIS',
          body: (
            <>
              <p>
                In un GIS come QGIS, disegnate o selezionate il tracciato come elemento lineare ed esportatelo (Salva elementi come…) in
                formato KML. Le coordinate KML sono sempre longitudine e latitudine WGS84: il GIS riproietta all’esportazione.
              </p>
              <p>
                L’importazione legge tutte le LineString del file e prende quella con più punti; la finestra di importazione dice quante
                linee contiene il file e quale prende. Esportate un tracciato per file, come
                linea unica (non una multilinea di più pezzi). I dati di rilievo in metri proiettati (UTM, sistema nazionale) si
                importano direttamente come XYZ.
              </p>
            </>
          ),
        },
        {
          id: 'gpx',
          heading: 'Ricevitori GPS e app di rilievo (GPX)',
          body: (
            <>
              <p>
                I ricevitori GPS e le app di rilievo o di cartografia salvano ciò che registrano in <strong>GPX</strong> (.gpx, versioni 1.0
                e 1.1): latitudine e longitudine WGS84 con una quota facoltativa in metri. Percorrete il tracciato dal punto di lancio
                all’altra estremità registrando una traccia, o pianificate una rotta, ed esportatela in GPX.
              </p>
              <p>
                Ogni segmento di traccia (una traccia si divide in segmenti dove la registrazione si è interrotta) e ogni rotta è una linea;
                come per il KML, l’importazione prende quella con più punti, e la finestra di importazione dice quante linee contiene il
                file e quale prende. I waypoint sono punti isolati (pozzetti, camerette), non un tracciato: un file di soli waypoint viene
                rifiutato. Le quote di un ricevitore portatile variano di alcuni metri; se danno pendenze che il tubo non ha, controllate il
                profilo altimetrico e correggete le pendenze.
              </p>
            </>
          ),
        },
        {
          id: 'conversion',
          heading: 'Come una linea diventa righe',
          body: (
            <>
              <ul>
                <li>
                  Lunghezza e direzione di ogni segmento sono calcolate sull’ellissoide WGS84 (geodetica, formula inversa di Vincenty —{' '}
                  <Cite source="vincenty" />): sono vere distanze sul terreno, non distanze sulla carta.
                </li>
                <li>La direzione del primo segmento diventa la direzione iniziale.</li>
                <li>
                  Ogni vertice (un punto che svolta di 1° o più, o di meno ma a più di 10 cm dalla linea tra i vertici vicini) diventa una <strong>curva del raggio scelto</strong> nella finestra d’importazione, a destra o
                  a sinistra come disegnato; punti che svoltano uno dopo l’altro dallo stesso lato formano un’unica curva del raggio che
                  mostrano, mai più piccolo (vedere Importa un tracciato). I rettilinei ai due lati sono accorciati di R·tan(|svolta|/2)
                  perché il tracciato passi per
                  i suoi vertici.
                </li>
                <li>Ogni segmento diventa un rettilineo, con la sua pendenza se i punti hanno quote.</li>
              </ul>
              <Note>
                Scegliete un raggio che il tubo ha davvero e almeno il raggio minimo di curvatura del cavo. Due vertici più vicini delle
                loro lunghezze di tangente lasciano tra loro un rettilineo di lunghezza 0: il tracciato diventa più corto del disegno.
                Confrontate la lunghezza totale con il disegno e, se serve, usate raggi più piccoli o modificate le curve.
              </Note>
            </>
          ),
        },
        {
          id: 'altitudes',
          heading: 'Quote',
          body: (
            <>
              <p>
                I punti KML e GPX portano una quota facoltativa. Quando <strong>ogni</strong> punto ne ha una, le pendenze dei rettilinei e la
                quota alla partenza derivano da esse; altrimenti il tracciato è orizzontale.
              </p>
              <p>
                Un percorso disegnato in Google Earth è di solito ancorato al suolo e salvato con quota 0 in ogni punto, il che dà un
                tracciato orizzontale. Per avere un profilo, prendete le quote da un rilievo o date alla linea le altezze di un modello
                del terreno nel vostro GIS (in QGIS per esempio con Drappeggia (imposta valore Z da raster)), oppure inserite le pendenze
                nella tabella dopo l’importazione. Controllate il profilo altimetrico sotto la tabella.
              </p>
            </>
          ),
        },
        {
          id: 'after-import',
          heading: 'Dopo l’importazione',
          body: (
            <ul>
              <li>Confrontate la lunghezza totale e la vista in pianta con il disegno.</li>
              <li>Aggiungete spintori e cambi di tratto dove il tracciato ne ha bisogno.</li>
              <li>Impostate la posizione di lancio e la distanza lasciata alla fine nella scheda Impostazioni.</li>
              <li>Conservate il file di tracciato (KML, KMZ o GPX) tra i file del progetto, così il tracciato si potrà importare di nuovo.</li>
            </ul>
          ),
        },
      ],
    },
    tutorials: {
      title: 'Esercitazioni',
      summary: 'Un percorso passo per passo per ogni metodo di posa: tiro, spinta, spinta-tiro, soffiaggio, flottaggio, spinta-tiro ad acqua e flottaggio libero.',
      sections: [
        {
          id: 'pulling',
          heading: 'Una sezione di tiro dal modello',
          body: (
            <>
              <p>Un cavo di energia da 40 mm tirato con l’argano in un tubo 110/94 mm di circa 470 m con due curve.</p>
              <ol>
                <li>
                  Aprite un progetto, scegliete <em>Nuova sezione</em> e partite dal <em>modello di tiro</em>. La sezione si apre sulla
                  scheda Generale con il metodo Tiro.
                </li>
                <li>
                  Attrezzatura: scegliete una macchina di tiro dai preset se ne avete una; il modello imposta già nelle impostazioni una
                  forza di tiro di 10 kN. Lasciate il lubrificante su Lubrificato.
                </li>
                <li>
                  Cavo: un cavo unipolare a corda da 40 mm con forza massima di tiro di 8 kN. Peso e rigidezza sono stime automatiche da
                  tipo e diametro: sostituiteli con i valori della scheda tecnica.
                </li>
                <li>
                  Tratti: un tubo liscio 110/94 mm con μ 0,2. Confrontatelo con la{' '}
                  <HelpLink topic="cof">tabella dei coefficienti</HelpLink>.
                </li>
                <li>
                  Tracciato: direzione iniziale 90° (est), poi un rettilineo di 100 m, una curva di +90° (a destra) con raggio 10 m, 200 m
                  in salita a 2°, una curva di −45° (a sinistra) con raggio 10 m e 150 m in piano. La tabella dà la lunghezza delle curve
                  (15,71 m e 7,86 m) e un totale di circa 474 m; la vista in pianta mostra il tracciato.
                </li>
                <li>
                  Risultati: il risultato in tempo reale compare subito. Leggete la distanza raggiunta, la forza alla fine e, se il cavo
                  non è arrivato, che cosa l’ha limitato e dove. La tabella delle curve dà la forza in ingresso e in uscita di ogni curva
                  e la sua forza radiale; confrontate la forza radiale con il limite del cavo.
                </li>
                <li>
                  Conservate questo come scenario, poi impostate il lubrificante su Nessuno (μ × 1,75) e confrontate la forza nel cavo
                  dei due scenari.
                </li>
                <li>
                  Spuntate <em>Calcolo a ritroso</em> nelle Impostazioni per tirare dall’altra estremità: la forza massima si forma nelle
                  ultime curve, quindi tirate dall’estremità con le curve più severe.
                </li>
                <li>Scegliete Simula sul server per registrare il risultato, salvate la sezione e condividetela se serve.</li>
              </ol>
            </>
          ),
        },
        {
          id: 'push',
          heading: 'Una sezione di spinta',
          body: (
            <>
              <p>
                La spinta con il solo spintore a cingoli è adatta ai percorsi brevi: un attraversamento stradale, un ingresso in un
                edificio, un tubo tra due pozzetti. La punta del cavo è libera; l’attrito e, appena la compressione è abbastanza alta,
                l’instabilità elicoidale limitano la lunghezza a qualche centinaio di metri (
                <HelpLink topic="formulas" section="buckling">Instabilità di un cavo spinto</HelpLink>). Esempio: un cavo in fibra da 11
                mm spinto in un tubo rigato 32/26 mm sotto una strada, circa 124 m.
              </p>
              <ol>
                <li>Scegliete <em>Nuova sezione</em> (vuota) e, nella scheda Generale, il metodo di posa Spinta.</li>
                <li>
                  Attrezzatura: serve una macchina di spinta — per esempio la <em>Blowing machine for cables 8–20 mm</em> del catalogo
                  (800 N, 80 m/min; cavi da 8 a 20 mm, tubi da 25 a 50 mm), usata qui senz’aria. L’estremità del cavo è sempre aperta.
                  Le macchine in serie sommano le loro forze.
                </li>
                <li>
                  Cavo: il <em>Loose-tube cable 96 fibres, 11 mm</em> del catalogo — 0,105 kg/m, rigidezza flessionale 0,45 N·m², forza
                  di spinta massima 1620 N, forza di tiro massima 2,7 kN, raggio di curvatura minimo 0,22 m. Nella spinta contano
                  soprattutto la rigidezza e la forza di spinta massima; la rigidezza automatica è una stima che può sbagliare di un
                  fattore due: usate il valore della scheda tecnica.
                </li>
                <li>
                  Tratti: <em>HDPE 32/26 ribbed</em>, μ 0,08, ondulazioni con periodo 3 m e ampiezza 20 mm; lubrificante Lubrificato.
                  Questo metodo ammette anche tratti su rulli.
                </li>
                <li>
                  Tracciato: il preset <em>Street crossing: 2 × 45° bends</em> — 50 m, +45° con raggio 6 m, 15 m, −45° con raggio 6 m,
                  50 m. Sono ammessi tutti e sei i tipi di riga, comprese curve su rulli e spintori intermedi.
                </li>
                <li>
                  Impostazioni: la forza di spinta è automatica, la minore tra macchina (800 N) e cavo (1620 N); velocità di posa 30
                  m/min; distanza massima cercata di qualche centinaio di metri o più.
                </li>
                <li>
                  Risultati: il cavo arriva con una forza dello spintore di circa 14 N; la distanza massima (la stessa spinta sul
                  tracciato prolungato in rettilineo) è di circa 280 m. Il grafico delle forze delle macchine mostra la forza dello
                  spintore in funzione della lunghezza posata, che sale ripida appena il cavo si instabilizza. Un arresto si legge{' '}
                  <em>Forza della macchina di spinta raggiunta</em> o <em>Limite di spinta del cavo raggiunto</em>, con la posizione; le
                  curve più strette di quanto il cavo ammette e le forze radiali oltre il suo limite sono avvisi.
                </li>
                <li>
                  Scenari: lubrificante Nessuno (μ × 1,75) riduce la distanza massima a circa 155 m; senza ondulazioni sale a circa 375
                  m. Per percorsi più lunghi aggiungete una riga di spintore intermedio, oppure scegliete il soffiaggio o il flottaggio.
                </li>
              </ol>
              <Note>
                Limiti del modello: la forza di parete dell’instabilità elicoidale si aggiunge solo oltre la soglia {SYM.Fhel} (una
                scelta ingegneristica; Griffioen la conta da compressione nulla, il che dà 228 m invece di 299 m per l’esempio D2 delle
                note di fisica). La forza di parete dovuta alla rigidezza agli estremi delle curve è una scelta ingegneristica senza un
                modello pubblicato, e in modalità semplice l’ondulazione del tubo è il valore tipico di 12 mm su 3 m, non una misura.
                L’attrito statico alla ripartenza non è modellato. Quando il cavo instabilizzato si blocca, la ricerca si ferma allo
                spintore, qualunque sia la sua forza.
              </Note>
            </>
          ),
        },
        {
          id: 'pushpull',
          heading: 'Una sezione di spinta-tiro',
          body: (
            <>
              <p>
                La spinta-tiro aggiunge uno spintore all’ingresso all’argano in testa. Usatela quando il solo tiro supererebbe
                l’argano o la forza di tiro massima del cavo — cavi di energia pesanti, tubi lunghi o tortuosi. Esempio: il cavo da 40
                mm e il tracciato di 474 m dell’esercitazione di tiro, con uno spintore.
              </p>
              <ol>
                <li>
                  Costruite <HelpLink topic="tutorials" section="pulling">la sezione di tiro</HelpLink> e tenetene il risultato come
                  scenario. Poi impostate il metodo di posa Spinta-tiro nella scheda Generale.
                </li>
                <li>
                  Attrezzatura: servono sia una macchina di tiro sia una di spinta, per esempio <em>Capstan winch 10 kN</em> (30 m/min)
                  e <em>Caterpillar cable pusher for power cables</em> (5 kN, 30 m/min; cavi da 20 a 120 mm, tubi da 50 a 250 mm) del
                  catalogo. L’estremità del cavo è aperta.
                </li>
                <li>
                  Cavo: come per il tiro; ora compare la forza di spinta massima. Inseritela dalla scheda tecnica (vuota, vale 0,6 × la
                  forza di tiro massima).
                </li>
                <li>
                  Impostazioni: la forza di spinta è la forza impostata dello spintore — il motore la mantiene all’ingresso per tutta la
                  posa; la forza di tiro è il limite dell’argano; entrambe le macchine limitano la velocità di posa.
                </li>
                <li>
                  Risultati: la forza alla fine è quella dell’argano. Il messaggio <em>Forze ripartite tra spinta e tiro</em> dà la
                  ripartizione alla fine e la quota dello spintore; il grafico delle forze delle macchine mostra le due forze lungo la
                  posa (finché basta lo spintore da solo, l’argano è fermo). Con lo spintore da 5 kN la forza dell’argano alla fine scende
                  da circa 6,5 kN (solo tiro) a circa 4,0 kN; spingendo da solo si fermerebbe dopo circa 117 m.
                </li>
                <li>
                  Arresti: <em>Forza dell’argano raggiunta</em> o <em>Limite di tiro del cavo raggiunto</em>; lo spintore non supera mai
                  la forza impostata. Avvisi come nel tiro: forza radiale in curva, raggio di curvatura, incastro.
                </li>
                <li>
                  Scenario: uno spintore da 2 kN lascia circa 4,1 kN all’argano, quasi quanto quello da 5 kN. Il cavo compresso si
                  instabilizza nel tubo da 94 mm e la sua forza di parete cresce con il quadrato della compressione: la spinta in più si
                  perde in attrito. Confrontate prima di scegliere uno spintore più grande.
                </li>
              </ol>
              <Note>
                Limiti del modello: mantenere lo spintore alla forza impostata è la regola pratica proposta dalle note di fisica (una
                scelta ingegneristica), non il modo in cui ogni cantiere regola le macchine. Sul lato spinto valgono i modelli della
                spinta per instabilità, rigidezza agli estremi delle curve e ondulazioni, con gli stessi limiti.
              </Note>
            </>
          ),
        },
        {
          id: 'jetting',
          heading: 'Una sezione di soffiaggio',
          body: (
            <>
              <p>Un cavo ottico da 10 mm soffiato con aria compressa in un tubo rigato 32/26 mm di circa 1,56 km.</p>
              <ol>
                <li>
                  Create una nuova sezione dal <em>modello di soffiaggio</em>: metodo Soffiaggio, velocità di posa 60 m/min, pressione
                  dell’aria 10 bar, forza di spinta 500 N.
                </li>
                <li>
                  Attrezzatura: scegliete la macchina di spinta e il compressore dai preset oppure inserite portata e pressione massime
                  del compressore. Scegliete l’estremità del cavo: aperta (l’aria esce liberamente in testa), testa sonica o navetta (un
                  pistone che aggiunge un tiro in testa).
                </li>
                <li>
                  Cavo: cavo in fibra da 10 mm, 0,08 kg/m, rigidezza flessionale 0,4 N·m², forza massima di tiro 1,5 kN. Inserite la
                  forza massima di spinta della scheda tecnica: limita lo spintore.
                </li>
                <li>
                  Tratti: tubo rigato 32/26 mm, μ 0,1. In modalità esperto controllate la pressione massima del tubo (automatica dallo
                  SDR) e le ondulazioni.
                </li>
                <li>
                  Tracciato: 500 m, una curva di +90° con raggio 20 m, 400 m a 1°, una curva di −90° con raggio 20 m, 600 m. Le quote
                  derivano dalle pendenze.
                </li>
                <li>
                  Impostazioni: la pressione dell’aria è limitata dal compressore e dalla pressione massima più bassa dei tratti (i
                  risultati lo segnalano). Tenete una distanza massima cercata più lunga del tracciato per vedere fin dove arriverebbe il
                  cavo.
                </li>
                <li>
                  Risultati: leggete distanza raggiunta e distanza massima, la portata d’aria (il picco, che il compressore deve
                  fornire) e il consumo d’aria nei messaggi. Il grafico delle forze delle macchine mostra la forza dello spintore in
                  funzione della lunghezza posata; quello della pressione, la pressione dell’aria lungo il tubo.
                </li>
                <li>
                  Se il limite dello spintore ferma il cavo, provate come scenari: una pressione più alta, un tubo lubrificato (μ più
                  basso), una navetta o una seconda macchina di spinta in serie (i metodi ad aria e ad acqua non ammettono righe di spintore intermedio). Il perché è spiegato in{' '}
                  <HelpLink topic="formulas" section="drag">Soffiaggio: trascinamento e forza dello spintore</HelpLink>.
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'floating',
          heading: 'Una sezione di flottaggio',
          body: (
            <>
              <p>
                Il flottaggio spinge il cavo mentre una pompa fa scorrere acqua nel tubo: in acqua il cavo è alleggerito dalla spinta
                di Archimede, e l’acqua più veloce del cavo lo trascina. Usatelo per lunghi percorsi di cavi di telecomunicazione in tubi
                che reggono la pressione; un resoconto di cantiere riporta 7,7 km in un’unica tratta in un tubo 40/32 mm a 4–12 bar (
                <Cite source="jettingSe" />). Esempio: un cavo in fibra da 11 mm posato per flottaggio in un tubo rigato 40/32 mm di
                circa 2,06 km.
              </p>
              <ol>
                <li>Nuova sezione vuota, metodo di posa Flottaggio.</li>
                <li>
                  Attrezzatura: servono una macchina di spinta e una pompa dell’acqua — per esempio <em>Water-tight cable pusher for
                  floating</em> (2000 N, 60 m/min, acqua fino a 16 bar; cavi da 6 a 40 mm, tubi da 25 a 63 mm) e <em>Water pump 300
                  l/min, 16 bar</em>. L’estremità del cavo offre aperta o testa sonica: una testa sonica è un tappo con
                  perdita che l’acqua trascina finché è più veloce del cavo (circa 60 N qui a 8 bar, in <em>Tiro della
                  testa del cavo</em>) e che frena quando il cavo la supera.
                </li>
                <li>
                  Cavo: <em>Loose-tube cable 96 fibres, 11 mm</em> (0,105 kg/m, 0,45 N·m², forza di spinta massima 1620 N). In acqua: W
                  1,03 N/m, spinta di Archimede 0,93 N/m, {SYM.Weff} ≈ 0,10 N/m — un decimo del peso a secco (vedi{' '}
                  <HelpLink topic="formulas" section="water">Metodi ad acqua</HelpLink>). Un cavo più leggero dell’acqua striscia sulla
                  parte alta del tubo.
                </li>
                <li>
                  Tratti: <em>HDPE 40/32 ribbed</em>, μ 0,08; sono ammessi solo tratti in tubo. Spuntate <em>Preriempito d’acqua</em>{' '}
                  se il tubo è già pieno (altrimenti il riempimento entra nell’acqua consumata). In modalità esperto controllate la
                  pressione massima del tubo (automatica per l’acqua: 160/(SDR − 1) bar).
                </li>
                <li>
                  Tracciato: 600 m, +90° con raggio 20 m, 800 m a 1°, −90° con raggio 20 m, 600 m. I metodi ad acqua ammettono solo
                  rettilinei, curve e cicli.
                </li>
                <li>
                  Impostazioni: pressione dell’acqua 8 bar (automatica: il massimo di pompa e macchine; 2 bar senza di esse), densità
                  dell’acqua 1 kg/dm³, velocità di posa 20 m/min, distanza massima cercata 10 km. La pressione è limitata dalla pompa e
                  dalla pressione massima di ogni tratto, battente statico compreso (<em>Pressione dell’acqua limitata</em>).
                </li>
                <li>
                  Risultati: il cavo arriva con una forza dello spintore di qualche decina di newton; la distanza
                  massima raggiunge i 10 km cercati (<em>Distanza massima limitata dal limite di ricerca</em>).
                  <em>Velocità dell’acqua</em> confronta l’acqua nell’intercapedine (circa 39 m/min qui) con il cavo (20
                  m/min);{' '}
                  <em>Consumo d’acqua</em> dà l’acqua usata (circa 4,9 m³, di cui 1,7 m³ di riempimento) e la portata di picco che la
                  pompa deve fornire (circa 36 l/min); <em>Portata della pompa insufficiente</em> indica dove la pompa limita la
                  pressione. Gli arresti sono quelli della spinta: forza dello spintore o del cavo.
                </li>
                <li>
                  Scenari: spinto a secco, lo stesso cavo si ferma dopo circa 270 m (limite di spinta del cavo); a 4 bar
                  la distanza massima scende a circa 7,2 km; a 60 m/min e 4 bar il cavo supera l’acqua da circa 265 m:
                  lo spintore lo rallenta fino a circa 32 m/min (<em>Lo spintore rallenta il cavo</em>) e i 2,06 km
                  richiedono circa 55 min invece di 34.
                </li>
              </ol>
              <Note>
                Lo spintore lavora a una forza impostata: dove la velocità impostata la supererebbe — tipicamente quando
                il cavo corre più veloce dell’acqua, la cui resistenza allora lo frena — il motore rallenta il cavo,
                fino a una velocità di avanzamento lento di 1 m/min, e dice dove (<em>Lo spintore rallenta il
                cavo</em>); la posa si ferma solo dove anche questa velocità supera la forza, e la distanza massima è
                cercata a questa velocità. Il flottaggio arriva quindi almeno quanto la spinta. In pratica tenete
                l’acqua più veloce del cavo (leggete <em>Velocità dell’acqua</em>). Inoltre: all’inizio di un tubo lungo
                la pressione dell’acqua sulla faccia frontale del cavo può costare forza; la distanza massima verifica
                solo lo stato finale di ogni lunghezza, e un limite che culmina tra due delle 40 posizioni del calcolo
                può sfuggire; i cambi di velocità sono considerati istantanei.
              </Note>
            </>
          ),
        },
        {
          id: 'waterpushpull',
          heading: 'Una sezione di spinta-tiro ad acqua dal modello',
          body: (
            <>
              <p>
                La spinta-tiro ad acqua (WATUCAB) spinge il cavo con un cingolato mentre la pressione dell’acqua dietro un pistone a
                tenuta in testa al cavo lo tira, e in mezzo il cavo galleggia nell’acqua (<Cite source="watucab" />). Si usa per cavi di
                energia pesanti fino a 225 kV, da una sola estremità, in tubi fino a 3,5 km, in circa metà del tempo del tiro (
                <Cite source="plumettazHeinonen" />). Esempio: il cavo AT da 90 mm del modello in un tubo 180/150 mm di circa 2,05 km.
              </p>
              <ol>
                <li>
                  Create una nuova sezione dal <em>modello di spinta-tiro ad acqua</em>: metodo Spinta-tiro ad acqua, velocità di posa
                  20 m/min, pressione dell’acqua 2 bar, forza di spinta 30 kN, forza di tiro 60 kN.
                </li>
                <li>
                  Attrezzatura: servono una macchina di tiro, una di spinta e una pompa dell’acqua — per esempio <em>Drum winch 100
                  kN</em>, <em>Caterpillar cable pusher for power cables</em> e <em>Water pump 1500 l/min, 20 bar</em>. Le forze del
                  modello sono impostazioni manuali: la scheda Impostazioni avvisa dove superano le macchine scelte. L’estremità del cavo
                  è il pistone (navetta), unica opzione.
                </li>
                <li>
                  Cavo: unipolare da 90 mm, forza di tiro massima 40 kN. Peso, rigidezza e forza di spinta massima sono automatici (15,9
                  kg/m stimati per 90 mm; 0,6 × 40 kN = 24 kN): inserite i valori della scheda tecnica, decidono il risultato.
                </li>
                <li>
                  Tratti: 180/150 mm liscio, μ 0,15, preriempito d’acqua — il pistone spinge fuori quest’acqua davanti a sé; un tratto
                  non preriempito contiene aria. In modalità esperto la pressione massima (14,5 bar per questo tubo SDR 12) e le
                  ondulazioni (nessuna per un cavo tirato dal pistone, il periodo 13,5 m dal diametro esterno) sono automatiche: inserite valori misurati.
                </li>
                <li>Tracciato: 800 m, +30° con raggio 50 m, 700 m a −1°, −30° con raggio 50 m, 500 m.</li>
                <li>
                  Risultati: così com’è, il modello si ferma dopo circa 0,7 km con <em>Limite di spinta del cavo raggiunto</em>: lo
                  spintore è limitato ai 24 kN automatici del cavo. <em>Tiro della testa del cavo</em> dà il tiro del pistone (circa 5,4
                  kN) e la tensione reale nel cavo dietro di esso; <em>Consumo d’acqua</em> l’acqua usata (l’intercapedine dietro il
                  pistone); la forza alla fine è quella dello spintore.
                </li>
                <li>
                  Da provare: il pistone tira con la differenza di pressione per la sezione del tubo, 1,77 kN per bar su 150 mm, mentre la
                  tenuta all’ingresso costa allo spintore 0,64 kN per bar per un cavo da 90 mm. Con i dati del modello 6 bar arrivano a
                  circa 1,0 km e 10 bar a circa 1,2 km; il peso reale del cavo e la sua forza di spinta contano altrettanto. Dove il
                  pistone tirerebbe il cavo più della forza di tiro impostata, la pressione viene abbassata (<em>Tiro del pistone limitato
                  alla forza di tiro impostata</em>); una pompa troppo piccola per la velocità di posa dà <em>La portata della pompa
                  limita la velocità</em>.
                </li>
              </ol>
              <Note>
                Limiti del modello: un solo pistone in testa, a tenuta senza perdite, con la sezione del tubo come area di pressione
                (scelta ingegneristica); il MultiPig — più pistoni che si ripartiscono la pressione — non è modellato. L’acqua dietro il
                pistone si muove con esso e quindi non trascina il cavo. Il controllo della pressione massima suppone acqua ferma
                (prudente). La distanza massima verifica solo lo stato finale di ogni lunghezza.
              </Note>
            </>
          ),
        },
        {
          id: 'freefloating',
          heading: 'Una sezione di flottaggio libero',
          body: (
            <>
              <p>
                Nel flottaggio libero l’intero cavo viaggia tra un pistone posteriore e una navetta anteriore, mosso dalla sola acqua —
                né spintore né argano. Serve a portare oltre, su grandi distanze, un cavo già nella condotta (spesso dopo una spinta-tiro
                ad acqua): sono riportati fino a 60 m/min e 40 km a 40 m/min (<Cite source="icc2019" />). Esempio: un cavo MT di 3 km
                trasportato in un tubo 110/94 mm di circa 10 km.
              </p>
              <ol>
                <li>Nuova sezione vuota, metodo di posa Flottaggio libero.</li>
                <li>
                  Attrezzatura: serve solo una pompa dell’acqua, per esempio <em>Water pump 1500 l/min, 20 bar</em>. L’estremità del
                  cavo è la navetta anteriore, unica opzione.
                </li>
                <li>
                  Cavo: <em>MV single core 1×240 mm² Al, 20 kV, 36 mm</em> (1,3 kg/m, forza di tiro massima 7,2 kN, raggio di curvatura
                  minimo 0,54 m; rigidezza automatica). Il campo <em>Lunghezza del cavo</em> compare con questo metodo ed è
                  obbligatorio: 3000 m.
                </li>
                <li>Tratti: <em>PE 110/94 smooth</em>, μ 0,25; spuntate <em>Preriempito d’acqua</em> se la condotta è già piena.</li>
                <li>Tracciato: 4000 m, +30° con raggio 50 m, 3000 m, −30° con raggio 50 m, 3000 m — circa 10,05 km.</li>
                <li>
                  Impostazioni: <em>Posizione del pistone posteriore</em> 0 m (dove parte l’estremità posteriore del cavo; la parte
                  anteriore parte una lunghezza di cavo più avanti e deve partire prima del traguardo, altrimenti <em>Cavo più lungo del
                  tracciato</em>); velocità di posa 40 m/min (nessuna macchina la limita, solo la portata della pompa); pressione
                  dell’acqua 16 bar.
                </li>
                <li>
                  Risultati: <em>Pressioni del flottaggio libero</em> dà alla fine la pressione d’ingresso necessaria (circa 10,2 bar
                  qui), la caduta di pressione su ciascun pistone (circa 2,5 bar) e il tiro della navetta anteriore (circa 1,7 kN). La
                  maggior parte della pressione muove l’acqua di tutta la condotta alla velocità del cavo. La forza alla fine è il tiro
                  anteriore; il grafico delle forze delle macchine mostra la spinta del pistone posteriore e il tiro anteriore. Portata
                  d’acqua circa 280 l/min, quantità d’acqua circa 119 m³.
                </li>
                <li>
                  Arresti: <em>Pressione dell’acqua raggiunta</em> dove la pressione necessaria supera quella disponibile — a 10 bar
                  questo cavo non parte nemmeno —, e la forza di tiro massima del cavo davanti. A 60 m/min l’ingresso richiede circa
                  14,7 bar.
                </li>
              </ol>
              <Note>
                Limiti del modello: entrambi i pistoni sono a tenuta senza perdite e prendono cadute di pressione uguali (la regola del
                MultiPig, una scelta ingegneristica); il riempimento trascura il volume del cavo; il modello è quasi statico, quindi un
                arresto improvviso (colpo d’ariete) non è calcolato. La caduta di pressione sui pistoni è una piccola differenza di
                grandi forze e reagisce più degli altri risultati ai dettagli fini del tracciato.
              </Note>
            </>
          ),
        },
      ],
    },
    release: {
      title: 'Note di rilascio',
      summary: 'Che cosa contiene oggi la versione 0.1 e che cosa deve ancora arrivare.',
      sections: [
        {
          id: 'v0-1',
          heading: 'Versione 0.1',
          body: (
            <>
              <h3>Progetti</h3>
              <ul>
                <li>Progetti e cartelle: griglia ed elenco, filtro, ordinamento, percorso della cartella; creare, rinominare, eliminare.</li>
                <li>Pagina del progetto: sezioni (nuova, vuota o da un modello, duplicare, rinominare, eliminare), file e un’immagine.</li>
                <li>I progetti della generazione precedente sono elencati.</li>
              </ul>
              <h3>Editor di sezione</h3>
              <ul>
                <li>Schede Generale, Attrezzatura, Tratti, Cavo, Tracciato, Impostazioni e Risultati, con convalida immediata e valori automatici.</li>
                <li>Sei tipi di riga del tracciato, valori derivati, pianta e profilo altimetrico; importazione da KML, KMZ, GPX, XYZ e JSON, incolla da foglio di calcolo, esportazione JSON e CSV.</li>
                <li>Preset per cavi, tratti, compressori, pompe d’acqua, macchine e tracciati.</li>
                <li>Scenari, link di condivisione (sola lettura, copia nei propri progetti), salvataggio con rilevamento dei conflitti.</li>
              </ul>
              <h3>Simulazione</h3>
              <ul>
                <li>Tiro, spinta, spinta-tiro, soffiaggio, flottaggio, spinta-tiro ad acqua e flottaggio libero, con curve 3-D, più cavi e cavi già presenti, instabilità, rigidezza flessionale e ondulazioni.</li>
                <li>Lo stesso motore in tempo reale nel browser e sul server.</li>
                <li>Distanza raggiunta, distanza massima, durata, forze, portata e consumo d’aria e d’acqua, limiti e avvisi, grafici e tabella delle curve.</li>
              </ul>
              <h3>Ovunque</h3>
              <ul>
                <li>Inglese, francese, tedesco e italiano; unità standard, SI e USA; modalità semplice ed esperto.</li>
                <li>Account: registrazione, reimpostazione della password tramite link via e-mail, inviti da parte di un amministratore, profilo.</li>
                <li>Un rapporto PDF (parametri, tracciato, risultati, distinta dei materiali, grafici) in ognuna delle quattro lingue e dei sistemi di unità, e un’impaginazione di stampa.</li>
                <li>Il calcolatore di portata per aria e acqua.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'not-yet',
          heading: 'Non ancora disponibile',
          body: (
            <ul>
              
              <li>Le pagine aziendali con utenti e chiavi API, e le pagine di amministrazione.</li>
            </ul>
          ),
        },
      ],
    },
  },
};
