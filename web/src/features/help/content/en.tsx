import type { HelpCatalogue } from '../catalogue.ts';
import { DataTable, Formula, HelpLink, Note, Sample, Where } from '../help-blocks.tsx';
import { Cite, Cites, CofDefaultsTable, CofTable, FX, LUBRICANT_FACTORS, SYM } from './shared.tsx';

/** The help in English (the reference language). */
export const en: HelpCatalogue = {
  ui: {
    indexTitle: 'Help',
    indexLead: 'How to use the Cable Laying Analyzer, what it computes and where its numbers come from.',
    topicsNav: 'Help topics',
    overview: 'Overview',
    onThisPage: 'On this page',
    notFoundTitle: 'Help topic not found',
    notFoundBody: 'There is no help page at this address. Choose a topic from the list.',
    backToIndex: 'All help topics',
  },
  topics: {
    manual: {
      title: 'User manual',
      summary: 'Projects and sections, the editor tabs, live and server results, scenarios, sharing, presets, units and display modes.',
      sections: [
        {
          id: 'projects',
          heading: 'Projects and folders',
          body: (
            <>
              <p>
                Work is organised in <strong>projects</strong>, which you can file in <strong>folders</strong>. The projects list shows
                folders and projects as a grid or a list, with a filter by name, sorting (name A–Z, Z–A, last changed) and a folder
                path (breadcrumb) to move up again. Folders and projects can be created, renamed and deleted; deleting a folder deletes
                its subfolders and their projects.
              </p>
              <p>
                A project page holds the project’s <strong>sections</strong>, its <strong>files</strong> (drawings, route files such
                as KML, KMZ, GPX or XYZ, reports) and a <strong>picture</strong>. Use <em>New section</em> to start from an empty section or from
                a template: pulling (energy cable in a 110 mm duct), jetting (10 mm cable in a 26 mm bore) or water push-pull (90 mm
                cable in a 150 mm bore). Sections can be renamed, duplicated and deleted; the list shows whether each one is calculated,
                stopped at a limit, or not calculated.
              </p>
            </>
          ),
        },
        {
          id: 'sections',
          heading: 'Sections and laying methods',
          body: (
            <>
              <p>
                A section is one laying case: the equipment, the cable, the duct stretches, the 3-D route and the simulation settings.
                Its laying method decides which fields are shown and what the engine computes:
              </p>
              <ul>
                <li>
                  <strong>Pulling</strong> — a winch at the cable head, optional back tension at the drum.
                </li>
                <li>
                  <strong>Pushing</strong> — a pusher (caterpillar) at the entry, free cable tip; helical buckling limits the length.
                </li>
                <li>
                  <strong>Push-pull</strong> — a pusher at its set force plus a winch at the head.
                </li>
                <li>
                  <strong>Jetting</strong> — a pusher plus compressed air flowing along the cable (open end, sonic head or shuttle).
                </li>
                <li>
                  <strong>Floating</strong>, <strong>water push-pull</strong> and <strong>free floating</strong> — water instead of air.
                  A pusher with water flowing along the cable; a pusher and a sealing pig at the cable head driven by the water; or the whole cable between two pigs, moved by the water alone.
                </li>
              </ul>
              <p>The methods you may choose depend on your licence.</p>
            </>
          ),
        },
        {
          id: 'tabs',
          heading: 'The editor tabs',
          body: (
            <>
              <DataTable
                caption="What each tab of the section editor holds"
                head={['Tab', 'What you enter there']}
                rows={[
                  ['General', 'Section name and description, laying method, display mode (simple or expert).'],
                  ['Equipment', 'Pushing and pulling machines (from presets), machines in series, cable end, lubricant, compressor (jetting) or water pump (water methods).'],
                  [
                    'Stretches',
                    'The duct stretches: type (in duct, on rollers, other), outer and inner diameter, inner surface (smooth, ribbed, corrugated), coefficient of friction, maximum duct pressure, prefilled with water, undulation period and amplitude, roller spacing.',
                  ],
                  [
                    'Cable',
                    'Industry and type, outer (and, for a microduct, inner) diameter, weight, bending stiffness, maximum pulling, pushing and radial force, minimum bending radius, cable length, number of cables, twisted bundle, pushing layout and resident cables.',
                  ],
                  ['Trajectory', <>The route as rows; see <HelpLink topic="trajectory">Trajectory editor</HelpLink>.</>],
                  ['Settings', 'Laying speed, pushing and pulling force, back tension at the launch, air or water pressure, launch position, distance kept at the end, maximum distance searched, calculate backward.'],
                  ['Results', 'The live result, the server simulation, messages, charts, the bends table and scenarios.'],
                ]}
              />
              <p>
                Each tab shows how many errors and warnings it holds. Errors stop the simulation; warnings do not. Messages appear
                under the field concerned, in your units.
              </p>
              <h3>Automatic values</h3>
              <p>
                Some fields are automatic: left empty, they are computed from the others and shown as such — for example the cable
                weight and bending stiffness from its type and diameter, the minimum bending radius (30 × the outer diameter), the
                maximum duct pressure from the duct’s SDR, or the settings’ forces and pressures from the machines’ and the cable’s
                limits. Typing a number makes the value manual; <em>reset to automatic</em> gives it back. When an automatic value
                cannot be computed because an input it depends on is wrong, the field says <em>inputs missing</em> and names them.
                A value from the cable’s data sheet is always better than an estimate.
              </p>
            </>
          ),
        },
        {
          id: 'results',
          heading: 'Live result and server simulation',
          body: (
            <>
              <p>
                The <strong>live result</strong> is computed in your browser, by the same engine as the server, every time the section
                changes — there is no button to press. It needs a section without errors; otherwise the Results tab asks you to correct
                the fields marked in the tabs.
              </p>
              <p>
                <strong>Simulate on the server</strong> runs the engine on the server and stores the answer with the section as its
                <em> saved result</em>: this is the result of record that others see and that goes into reports. Both use the same
                engine and the same request, so they agree; if they do not, the saved result is older than your last change.
              </p>
              <p>
                The figures are: distance reached, maximum distance (how far the cable could go on the route continued), duration,
                force at the end, for jetting the air flow, and for the water methods the water flow and quantity. <em>Limited by</em> names the limit that stopped the installation and
                where (for example the pushing force of the machine, or the cable’s maximum pulling force). The messages list every
                warning (radial force in a bend, bend tighter than the cable allows, jam ratio, compressor flow) and information
                (push-pull split, air consumption, roller force). The charts show the machine forces and speed against the installed
                length, and the cable force, radial force, pressure and altitude along the route; the bends table gives each bend’s
                force in, force out and radial force.
              </p>
              <p>
                <strong>Cannot start.</strong> When the cable never moves — a back tension beyond the winch, the water pressure on the
                cable at the entry seal beyond the pusher, or in free floating a water pressure too low to move the cable from where it
                lies — the status reads <em>cannot start</em>. <em>Distance reached</em> then says that the cable does not move and
                where its head stays: the launch position, or in free floating the front shuttle, a cable length ahead of the rear pig
                (for example 4084 m), which is its starting position, not a distance travelled (0 m). The maximum distance reads none,
                the machine force is labelled <em>needed to start (not given)</em>, because it is the force the start would need and
                not a force exerted, and no curve is drawn against the installed length. The report says the same.
              </p>
            </>
          ),
        },
        {
          id: 'scenarios',
          heading: 'Scenarios',
          body: (
            <p>
              In the Results tab, <em>Keep as a scenario</em> stores the current parameters as a coloured variant. Change the section
              (another lubricant, a stronger pusher, a different route) and compare: every scenario is computed with its own engine run,
              its figures are shown side by side, and the cable force along the route is overlaid in the scenario colours. <em>Load</em>{' '}
              puts a scenario’s parameters back into the editor. Scenarios are saved with the section (in its favourites).
            </p>
          ),
        },
        {
          id: 'saving',
          heading: 'Saving and sharing',
          body: (
            <>
              <p>
                The editor says whether all changes are saved. <em>Save</em> stores the section; if someone else saved it in the
                meantime, you are told, your changes stay on screen, and you can copy what you need before reloading.
              </p>
              <p>
                <em>Share</em> says whether the section has a link; nothing is published until you choose <em>Create a share link</em>.
                Anyone with the link can open the section read-only, with its results, export its trajectory, make its PDF report
                from the <em>Report</em> tab (in their browser, without an account), and — after signing in — copy it into one of
                their own projects. The copy is independent of the original. <em>Stop sharing</em> ends the link.
                A legacy project is shared, and stopped, the same way from <em>Share</em> in its editor.
              </p>
            </>
          ),
        },
        {
          id: 'presets',
          heading: 'Presets',
          body: (
            <p>
              Presets are saved sets of values: cables, duct stretches, compressors, water pumps, pulling and pushing machines and whole
              trajectories. Next to each of these, <em>Open preset</em> lists the product’s <em>Catalogue</em> and <em>My presets</em>;
              choosing one fills the fields. <em>Save as preset</em> stores the current values under a name for later sections. Machines
              are always chosen from presets; their limits (forces, speeds, pressures, cable and duct diameter ranges) feed the automatic
              settings and the checks.
            </p>
          ),
        },
        {
          id: 'units',
          heading: 'Units and display modes',
          body: (
            <>
              <p>
                Values are stored in base units and only their display changes. Choose the system of units in your profile:
              </p>
              <DataTable
                caption="Systems of units"
                head={['System', 'Length, diameter', 'Force', 'Pressure', 'Speed', 'Flow', 'Duration']}
                rows={[
                  ['Standard', 'm, mm', 'N (N/m)', 'bar', 'm/min', 'l/min', 'min'],
                  ['SI', 'm, mm', 'kN (kN/m)', 'kPa', 'm/s', 'm³/h', 'h'],
                  ['US customary', 'ft, in', 'lbf (lbf/ft)', 'psi', 'ft/min', 'US gal/min', 'min'],
                ]}
              />
              <p>
                Angles are always in degrees. Pressures are gauge pressures (above atmospheric). Numbers are shown with two decimals.
              </p>
              <p>
                The <strong>display mode</strong> of a section is <em>simple</em> (the essential fields) or <em>expert</em> (all fields,
                such as the maximum duct pressure and the undulations). Your profile sets the mode of new sections; each section can
                switch. In simple mode the engine assumes a typical duct undulation (amplitude 12 mm, period 3 m where the cable is pushed, blown or floated; none where it is pulled) instead of your
                values. The language is chosen in the header and remembered by the browser.
              </p>
            </>
          ),
        },
      ],
    },
    trajectory: {
      title: 'Trajectory editor',
      summary: 'Row types, sign conventions, derived values, import from KML, KMZ, GPX, XYZ and JSON, pasting from a spreadsheet, and export.',
      sections: [
        {
          id: 'route',
          heading: 'The route as a list of rows',
          body: (
            <>
              <p>
                The trajectory describes the duct route from the launch point (where the machine stands) to the far end, in the
                direction the cable travels, as an ordered list of rows. Two values start it: the <strong>altitude at the start</strong>{' '}
                (m) and the <strong>initial heading</strong>, a compass bearing in degrees: 0 north, 90 east, 180 south, 270 west.
              </p>
              <p>
                The engine builds a 3-D line from the rows (x east, y north, z up) and integrates the cable force along it. The plan view
                and the altitude profile under the table draw the same line, so check them after every import.
              </p>
            </>
          ),
        },
        {
          id: 'row-types',
          heading: 'Row types',
          body: (
            <DataTable
              caption="Trajectory row types"
              head={['Type', 'Fields', 'Meaning']}
              rows={[
                ['Straight', 'length, slope', 'A straight run of duct at a constant slope.'],
                [
                  'Curve',
                  'angle, radius',
                  'A circular bend turning by the horizontal angle. Its slope goes from that of the nearest straight before it to that of the nearest straight after it (without a straight on one side, it keeps the other side’s slope; with none, it is level). Its length is radius × total 3-D angle.',
                ],
                [
                  'Curve on rollers',
                  'angle, radius',
                  'A bend where the cable runs over rollers (open trench, pit). Inside a duct stretch the roller friction is 0.15 and the roller spacing 1 m; an on-rollers stretch uses its own coefficient and spacing. The highest force per roller is reported.',
                ],
                [
                  'Pusher',
                  'pushing machine, pushing force',
                  'An intermediate pusher (caterpillar) of zero length: the cable force drops by the pusher’s force at that point, F(s⁺) = F(s⁻) − P.',
                ],
                [
                  'Loop',
                  'rows repeated, repetitions',
                  'Repeats the rows just before it: the given number of rows is inserted that many more times. Use it for regular routes (a meander, the same crossing every 50 m).',
                ],
                [
                  'Stretch change',
                  'stretch',
                  'From this point on the cable is in the chosen duct stretch (diameter, surface, friction). Before the first stretch row, the first stretch applies.',
                ],
              ]}
            />
          ),
        },
        {
          id: 'signs',
          heading: 'Signs and angles',
          body: (
            <>
              <ul>
                <li>
                  <strong>Curve angle</strong>: positive turns <strong>right</strong> (clockwise seen from above), negative turns left.
                  Heading east (90°), a curve of +90° leaves you heading south (180°).
                </li>
                <li>
                  <strong>Slope</strong>: in degrees from the horizontal, positive uphill in the direction the cable travels. A gradient in
                  per cent converts as slope = arctan(gradient/100): 2 % ≈ 1.15°.
                </li>
                <li>
                  <strong>Heading</strong>: a compass bearing, 0 north and 90 east, clockwise.
                </li>
              </ul>
              <p>
                A curve between straights of different slopes bends in three dimensions; its total angle is the 3-D deflection, not the
                sum of the horizontal and vertical angles (see <HelpLink topic="formulas" section="bends">Formulas</HelpLink>). A single
                curve row that turns more than 180° horizontally is not represented correctly: split it into several rows.
              </p>
            </>
          ),
        },
        {
          id: 'derived',
          heading: 'Derived values',
          body: (
            <>
              <p>The table computes, for every row:</p>
              <ul>
                <li>its number (index), and the length of curves (radius × total angle) and of loops (what their copies add);</li>
                <li>the cumulative length from the launch point;</li>
                <li>the altitudes at the start and at the end of the row;</li>
                <li>the total (3-D) angle of curves;</li>
                <li>the duct stretch it lies in, as a colour.</li>
              </ul>
              <p>
                The line under the table gives the total length and the altitude at the end. Rows are edited in place: add a row of the
                chosen type, insert above, duplicate, move up or down, delete. <em>Adjust all curves</em> gives every curve the same
                radius. New rows start with slope 0, length 10 m, angle 0, radius 6 m, pushing force 0, one row repeated once.
              </p>
            </>
          ),
        },
        {
          id: 'import',
          heading: 'Import a route',
          body: (
            <>
              <p>
                <em>Import a route</em> reads a file, turns it into rows, and either replaces the current rows or adds to them. Choose
                the <strong>smallest radius of the curves</strong> first: every corner of the imported line becomes a curve of that radius,
                and a bend surveyed along its length a curve of the radius it shows (see below).
              </p>
              <ul>
                <li>
                  <strong>KML</strong> (.kml) or <strong>KMZ</strong> (.kmz, a zipped KML, as Google Earth saves by default): a line drawn
                  in Google Earth or a GIS, in geographic coordinates. See <HelpLink topic="kml">Routes from KML, KMZ and GPX</HelpLink>.
                </li>
                <li>
                  <strong>GPX</strong> (.gpx): a track or route recorded by a GPS receiver or a survey app, in geographic coordinates with
                  optional elevations. See <HelpLink topic="kml" section="gpx">GPS receivers and survey apps</HelpLink>.
                </li>
                <li>
                  <strong>XYZ</strong> (.xyz, .csv, .txt): survey points in projected coordinates (east, north or north, east, then an optional z altitude) in metres, feet
                  or US survey feet as chosen in the dialog, one point per line, separated by spaces, tabs, commas or semicolons (a comma
                  inside a number is a decimal comma where semicolons, tabs or spaces separate). A header line and lines starting with #
                  or // are skipped; a line of more than three numbers (a point number first) is refused, and so is a line without the altitude
                  the other points have. Slopes come from the altitudes when every point has one. The columns are read in the order a header line names them (E N Z, Northing Easting Elevation, Nord Est Quota…), east before north when there is no such header (x y headers name no order, as X is north in some national grids); choose north, east, altitude in the dialog for a file of N E Z points without a header, since read the wrong way round the route turns left where the survey turns right.
                </li>
                <li>
                  <strong>JSON</strong> (.json): a trajectory exported from this product, with its altitude at the start, initial heading
                  and rows.
                </li>
              </ul>
              <Sample label="An XYZ file (metres)">{'x y z\n2600000 1200000 410.0\n2600120 1200000 411.5\n2600180 1200060 412.0'}</Sample>
              <p>
                Points within 10 cm of the line through their neighbours are dropped (survey noise along a trench), and a point turning
                less than 1° lies on the straight from the corner before it to the next corner when that straight passes within 10 cm
                of the survey (otherwise it is a corner, however small its turn): the straights take their direction and length from
                the corners’ positions, so the route ends where the survey does, and a bend surveyed every metre keeps its whole turn. Each straight is shortened by the
                tangent length of its curves, R·tan(|turn|/2), so that the route keeps the positions of its corners;
                corners closer together than that get the largest radius that fits (check it against the cable's bending radius).
              </p>
              <p>
                Radii: the radius you choose is the smallest a curve gets. A corner (a point turning on its own) becomes a curve of that
                radius. Consecutive points turning the same way are a bend: it becomes one curve of their total turn, tangent to the
                straights before and after it, with the radius of the circle that best fits the surveyed points — a 90° bend of radius
                60 m surveyed every metre imports as one curve of 90°, radius 60 m. This holds when that curve passes within 20 cm of
                the surveyed points and of the straight lines between them and, with altitudes, ends within 20 cm of the surveyed
                altitude; otherwise the bend is split into smaller curves, down to corners. A bend shows its radius when it is surveyed
                densely enough: about every 7 m on a radius of 30 m, every 10 m on 60 m. Sparser points, or a bend tighter than the
                radius you choose, give curves of the radius you choose. Bend friction depends on the turn, but the sidewall force (the
                pull divided by the radius) and the bending stiffness depend on the radius: check the radii in the table against the
                duct's drawings.
              </p>
            </>
          ),
        },
        {
          id: 'paste',
          heading: 'Paste from a spreadsheet',
          body: (
            <>
              <p>
                <em>Paste rows</em> adds rows copied from a spreadsheet at the end of the table. Two formats are accepted:
              </p>
              <ol>
                <li>
                  <strong>With a header</strong>, the columns of the CSV export: <code>type</code>, <code>slope</code>,{' '}
                  <code>length</code>, <code>angle</code>, <code>radius</code>, <code>pushForce</code>, <code>dupSegments</code>,{' '}
                  <code>loopCount</code>, <code>stretch</code> (any subset, any order, <code>type</code> required). Types are written{' '}
                  <code>straight</code>, <code>curve</code>, <code>curveOnRollers</code>, <code>pusher</code>, <code>loop</code>,{' '}
                  <code>stretch</code>.
                </li>
                <li>
                  <strong>Bare lines</strong>, one row per line: <code>length slope</code> or <code>straight length slope</code> for a
                  straight (slope 0 when omitted); <code>curve angle radius</code> or <code>curveOnRollers angle radius</code> for a
                  curve.
                </li>
              </ol>
              <p>
                Cells may be separated by tabs (what a spreadsheet copies), semicolons, or — in bare lines — spaces; with a header, by
                commas too. A decimal comma is accepted (<code>12,5</code>). With a header, values are read in the
                export's base units (metres, degrees, newtons); bare lines in the units the table shows (lengths and radii in feet
                in US units, angles in degrees), as you would type them beside it.
              </p>
              <Sample label="Bare lines (tab- or space-separated)">{'120\t0\ncurve\t90\t10\nstraight\t80,5\t-1,2\ncurve\t-45\t10\n60\t0'}</Sample>
            </>
          ),
        },
        {
          id: 'export',
          heading: 'Export',
          body: (
            <p>
              <em>Export JSON</em> saves the trajectory (altitude at the start, initial heading and rows, each with the fields of its type)
              in a file this product imports again. <em>Export CSV</em> writes one row per line with the columns listed above, in base
              units, for a spreadsheet; pasting it back with its header restores the rows. A whole trajectory can also be saved as a
              preset.
            </p>
          ),
        },
      ],
    },
    cof: {
      title: 'Coefficients of friction',
      summary: 'Typical coefficients of friction between cable and duct, by duct material and lubrication, with their sources.',
      sections: [
        {
          id: 'meaning',
          heading: 'What the coefficient means here',
          body: (
            <>
              <p>
                The coefficient of friction μ is the dynamic (sliding) coefficient between the cable jacket and the duct wall: the force
                needed to slide the cable divided by the force pressing it against the wall. It enters every force formula, and in bends
                it acts exponentially (e<sup>μθ</sup>), so it is usually the most important and least certain input.
              </p>
              <p>
                Enter it per duct stretch, for the lubricated case. The lubricant setting of the Equipment tab then multiplies it: none{' '}
                {LUBRICANT_FACTORS.no}, lubricated {LUBRICANT_FACTORS.yes}, lubricator {LUBRICANT_FACTORS.lubricator} — an engineering
                choice based on the dry and lubricated PE values of TES-P-104.05 below. Curves on rollers inside a duct stretch use 0.15.
              </p>
            </>
          ),
        },
        {
          id: 'typical',
          heading: 'Typical values',
          body: (
            <>
              <CofTable
                caption="Typical dynamic coefficients of friction cable/duct"
                head={['Duct and situation', 'μ', 'Source']}
                labels={{
                  peRollers: 'PE jacket, pulled on rollers',
                  peDry: 'PE jacket in duct, no lubricant',
                  peLubricated: 'PE jacket in duct, lubricated',
                  pvcRollers: 'PVC jacket, on rollers',
                  pvcDry: 'PVC jacket in duct, dry',
                  pvcLubricated: 'PVC jacket in duct, lubricated',
                  unknown: 'Default when nothing is known',
                  generic: 'Generic range: 0.1 to 1.0 with lubrication, above 1.0 possible without',
                  polywater: 'Conservative benchmark often used (no general value exists)',
                  jetting: 'Jetting in HDPE or lubricated microducts (vendor claims, low confidence)',
                }}
              />
              <Note>
                Polywater’s position is that there is no general coefficient: it depends on the jacket, the duct and the lubricant.
                Use measured values whenever you can, and the ranges above for plausibility.
              </Note>
            </>
          ),
        },
        {
          id: 'defaults',
          heading: 'Starting values by duct surface',
          body: (
            <>
              <CofDefaultsTable
                caption="Starting values: the middle of the published ranges above (TES-P-104.05, FCST, IEWC / ICEA)"
                head={['Duct surface', 'μ']}
                labels={{
                  hdpeDry: 'Smooth HDPE, dry',
                  hdpeLubricated: 'Smooth HDPE, lubricated',
                  ribbedLubricated: 'Ribbed HDPE (blowing), lubricated',
                  pvcLubricated: 'PVC, lubricated',
                  steelConcrete: 'Steel or concrete',
                }}
              />
              <p>
                A corrugated inner wall: take the coefficient of a smooth wall; the corrugation raises the air-flow friction (jetting)
                and the undulation terms instead.
              </p>
            </>
          ),
        },
        {
          id: 'measuring',
          heading: 'Measuring and static friction',
          body: (
            <>
              <p>
                <Cite source="iec62470" /> describes three techniques to measure the coefficient between cables and ducts, for a given
                technique, cable construction, installation method (pulling, pushing or blowing) and duct size. The usual reduction is
                the capstan formula, with Φ the total wrap angle:
              </p>
              <Formula>{FX.cofMeasure}</Formula>
              <p>
                Static friction is higher than dynamic friction: a stopped pull needs more force to restart (“pulls should never be
                stopped and restarted”, <Cite source="cableizerMu" />). For restart checks the physics notes suggest 1.2–1.5 × the
                dynamic value (engineering choice).
              </p>
            </>
          ),
        },
      ],
    },
    formulas: {
      title: 'Formulas',
      summary: 'The force model of the engine: capstan, weight and slope, 3-D bends, buckling, jetting air flow and drag, water methods.',
      sections: [
        {
          id: 'notation',
          heading: 'Notation',
          body: (
            <>
              <Where
                items={[
                  ['s', 'position along the route from the duct entry, in the direction of cable travel (m)'],
                  ['F, T', 'axial force in the cable, tension positive (N); C = −F is the compression'],
                  ['W', 'cable weight per length, m′·g (N/m); for several cables their sum'],
                  ['μ', 'dynamic coefficient of friction cable/duct'],
                  [SYM.wc, 'weight-correction factor for several cables (1 for one cable)'],
                  ['θ, R', 'bend angle (rad) and bend radius (m)'],
                  ['α, β', 'slope (positive uphill) and heading of a straight'],
                  [<>{SYM.Dd}, {SYM.Dc}</>, 'duct inner diameter, cable outer diameter (m)'],
                  ['r', <>radial clearance (D<sub>d</sub> − D<sub>c</sub>)/2 (m)</>],
                  ['B', 'bending stiffness EI of the cable (N·m²)'],
                  [<>p, {SYM.pa}</>, 'absolute air or water pressure, ambient pressure (Pa)'],
                  ['N', 'wall (radial) force per length (N/m)'],
                ]}
              />
              <p>
                The engine works in SI units inside; the fields use the units of your profile. Sources are given with each formula; the
                trust level of each (read in a source, re-derived, engineering choice) is recorded in the product’s physics notes.
              </p>
            </>
          ),
        },
        {
          id: 'model',
          heading: 'The force model and the capstan',
          body: (
            <>
              <p>
                The cable is treated as a string pressed against the duct wall. Along the route the force grows by friction on the wall
                force N and by the weight component along the slope:
              </p>
              <Formula>{FX.general}</Formula>
              <Where
                items={[
                  ['κ·n', 'curvature vector of the route (1/R towards the centre of the bend)'],
                  [SYM.zperp, 'the part of the vertical unit vector across the cable'],
                ]}
              />
              <p>
                In a horizontal bend with a tension much larger than W·R this reduces to the capstan equation; the full form keeps the
                weight (Rifenburg; <Cites sources={['cigre194', 'polywaterBend']} />):
              </p>
              <Formula>
                {FX.capstan}
                {FX.bendFull}
              </Formula>
              <p>
                Example (physics notes): T<sub>in</sub> 1000 N, μ 0.3, W 20 N/m, R 3 m, a horizontal bend of 90° gives 1602.86 N. An
                intermediate pusher of force P lowers the force where it stands:
              </p>
              <Formula>{FX.pointPusher}</Formula>
              <p>
                The engine integrates this equation (closed forms on straights, Runge–Kutta in arcs with steps of at
                most 1°) rather
                than adding up textbook cases, so sag bends at low tension, compression and 3-D bends are handled alike.
              </p>
            </>
          ),
        },
        {
          id: 'weight',
          heading: 'Weight and slope',
          body: (
            <>
              <p>
                On a straight of length L, level, uphill and downhill (<Cite source="cigre194" />; TES-P-104.05):
              </p>
              <Formula>{FX.straight}</Formula>
              <p>The longest straight a cable of maximum tension T<sub>m</sub> can be pulled through, level:</p>
              <Formula>{FX.maxStraight}</Formula>
              <p>
                With several cables the friction rises by the weight-correction factor, for two or three cables (
                <Cite source="cableizerWc" />; the engine uses 1.4 for four or more, 1 for a twisted bundle):
              </p>
              <Formula>{FX.weightCorrection}</Formula>
              <p>
                The engine applies {SYM.wc} to μ in straights and in bends (<Cite source="ieee1185" /> and Polywater convention).
              </p>
            </>
          ),
        },
        {
          id: 'bends',
          heading: 'Bends and the 3-D angle',
          body: (
            <>
              <p>
                A curve joining a straight of slope α<sub>1</sub> and heading β<sub>1</sub> to one of slope α<sub>2</sub> and heading β
                <sub>2</sub> deflects the cable by the 3-D angle of the minimum-curvature method (<Cite source="spe2262" />):
              </p>
              <Formula>
                {FX.theta3d}
                {FX.arc}
              </Formula>
              <p>
                Example: from +5° to −3° while turning 30°, R 20 m: θ = 31.02°, arc 10.83 m, altitude change 0.19 m — adding the angles
                would give 38°.
              </p>
              <p>
                The radial (sidewall) force per length of bend on one cable, and the force on each roller of a curve on rollers spaced d
                apart (<Cite source="cigre194" />):
              </p>
              <Formula>
                {FX.sidewall}
                {FX.roller}
              </Formula>
              <p>
                For several cables the most loaded cable carries a share f<sub>rad</sub> of it (1 for one or two cables, w<sub>c</sub>/2
                for three in trefoil and four, w<sub>c</sub> − 1 for five and six). It is checked against the cable’s maximum radial force.
              </p>
              <h3>Stiffness at bend ends and undulations</h3>
              <p>
                Pushed cables (push, push-pull, jetting) pay for their stiffness where they enter and leave a bend: a concentrated wall
                force (engineering choice of the physics notes):
              </p>
              <Formula>{FX.stiffEnds}</Formula>
              <p>
                A duct that snakes with amplitude A and period P adds a curvature κ<sub>u</sub> along the whole stretch (the cable cuts
                corners inside its clearance), hence capstan growth e<sup>μκ<sub>u</sub>s</sup> in tension:
              </p>
              <Formula>{FX.undulation}</Formula>
            </>
          ),
        },
        {
          id: 'buckling',
          heading: 'Buckling of a pushed cable',
          body: (
            <>
              <p>
                A compressed cable in a duct first snakes (sinusoidal buckling), then coils into a helix (<Cite source="chen1990" />). In
                the helix it presses on the wall with an extra force that grows with the square of the compression C (
                <Cite source="lubinski" />):
              </p>
              <Formula>{FX.buckling}</Formula>
              <p>
                The engine adds N<sub>buckle</sub> once C exceeds F<sub>hel</sub> (with W·cos α, the weight across an inclined duct). On a
                level straight, pushed from the tip with force F<sub>0</sub>, the pushed length and its limit are:
              </p>
              <Formula>{FX.pushLength}</Formula>
              <p>
                Example (physics notes, Griffioen’s convention of buckling from C = 0): 26/12 mm duct, W 1.2 N/m, B 0.5 N·m², μ 0.1,
                200 N → 228 m, limit 242 m. Pushing alone is limited to a few hundred metres, which is why air or water assistance exists.
              </p>
            </>
          ),
        },
        {
          id: 'air',
          heading: 'Jetting: air flow',
          body: (
            <>
              <p>
                The air flows isothermally with friction; the engine takes the annulus around the cable from the machine to the cable
                head, then the free bore to the duct’s exit at ambient pressure, and solves the mass flow ṁ through these pieces in
                series:
              </p>
              <Formula>{FX.airFlow}</Formula>
              <Where
                items={[
                  ['A', 'free flow area of the piece (duct bore minus cables) (m²)'],
                  [SYM.Dh, <>hydraulic diameter 4A/P<sub>wet</sub>; D<sub>d</sub> − D<sub>c</sub> for one cable (m)</>],
                  ['λ', 'Darcy friction factor'],
                  [SYM.Rs, 'gas constant of air, 287.05 J/(kg·K); T = 293.15 K'],
                  [<>{SYM.p0}, p<sub>L</sub></>, 'absolute pressure at the inlet and at the exit'],
                ]}
              />
              <p>
                The friction factor: laminar below Re 2300, Blasius for smooth ducts, Haaland for ribbed ducts (roughness ε 0.15 mm);
                corrugated ducts 2.5 × smooth (engineering choice):
              </p>
              <Formula>{FX.friction}</Formula>
              <p>The compressor must deliver the free air flow (μ<sub>air</sub> = 1.81·10⁻⁵ Pa·s, p<sub>a</sub> = 1.013 bar):</p>
              <Formula>{FX.freeAir}</Formula>
              <p>
                The pressure falls slowly at first and steeply near the exit, which is why the air pushes hardest near the cable head (
                <Cites sources={['kabculus', 'wikiJetting']} />).
              </p>
            </>
          ),
        },
        {
          id: 'drag',
          heading: 'Jetting: drag and pusher force',
          body: (
            <>
              <p>
                The air drags the cable along with a force per length proportional to the pressure gradient (Griffioen,{' '}
                <Cite source="griffioen1989" />; equal wall shear on duct and cable), which enters the force balance with a minus sign:
              </p>
              <Formula>{FX.drag}</Formula>
              <p>
                Forces are effective forces: inside a pressurised duct the force that acts in bends and buckling is the true force plus
                the pressure on the cable section (<Cite source="effectiveForce" />). So the cable head is free (F = 0), and at the
                entry seal the pusher must also push the cable in against the pressure:
              </p>
              <Formula>
                {FX.effective}
                {FX.pusherJetting}
              </Formula>
              <p>
                The results show the force in the cable itself, the true force T = F − p·A<sub>c</sub>, in the charts along the route and in the bends table: at the entry the cable carries the pusher force. The wall force of the bends remains that of the effective force.
              </p>
              <p>
                With the duct full and no buckling, the pusher force reduces to an identity the engine is tested against (33/15 mm,
                2 N/m, μ 0.1, 9 bar, 1500 m → 109.148 N):
              </p>
              <Formula>{FX.identityD3}</Formula>
              <p>
                A shuttle or sonic head adds a pull at the head F(L<sub>c</sub>) = (p<sub>behind</sub> − p<sub>ahead</sub>)·A<sub>d</sub>{' '}
                through a small leak orifice (1 % or 2 % of the bore).
              </p>
            </>
          ),
        },
        {
          id: 'water',
          heading: 'Water methods',
          body: (
            <>
              <p>
                In water the cable is lighter by its buoyancy, which is why floated lengths are so long (8 mm cable of 60 kg/km: W 0.589
                N/m, W<sub>eff</sub> 0.096 N/m):
              </p>
              <Formula>{FX.buoyancy}</Formula>
              <p>
                The water flow loses pressure by friction (Darcy–Weisbach); the static head adds to the pressure the duct must hold, and
                the water used is the filling plus the flow:
              </p>
              <Formula>{FX.water}</Formula>
              <p>
                In water push-pull a pig at the cable head pulls with the pressure difference across it (<Cite source="watucab" />); the
                pusher also pays the seal term as in jetting:
              </p>
              <Formula>{FX.pig}</Formula>
              <Note>
                All seven laying methods are simulated. For each water method’s inputs, messages and limits — including how the pusher slows a floated cable that outruns the water — see the <HelpLink topic="tutorials" section="floating">tutorials</HelpLink>.
              </Note>
            </>
          ),
        },
      ],
    },
    kml: {
      title: 'Routes from KML, KMZ and GPX',
      summary: 'Draw a route in Google Earth or a GIS, or record it with a GPS receiver, and import it (KML, KMZ, GPX): geodesic lengths, curves at the corners, altitudes.',
      sections: [
        {
          id: 'google-earth',
          heading: 'Drawing the route in Google Earth',
          body: (
            <ol>
              <li>In Google Earth Pro, zoom to the start of the route and choose Add › Path.</li>
              <li>
                Click along the duct from the launch point (the machine) to the far end, in the direction the cable will travel. Put a
                point at every change of direction; points along a straight add nothing.
              </li>
              <li>Name the path and close the dialog.</li>
              <li>
                In Places, right-click the path, choose Save Place As…, and save as <strong>KMZ</strong> (.kmz, the default) or
                <strong>KML</strong> (.kml): the import reads both (a KMZ is a zipped KML; the import reads the KML inside it).
              </li>
            </ol>
          ),
        },
        {
          id: 'gis',
          heading: 'Exporting from a GIS',
          body: (
            <>
              <p>
                In a GIS such as QGIS, draw or select the route as a line feature and export it (Save Features As…) in the KML format.
                KML coordinates are always WGS84 longitude and latitude, so the GIS reprojects on export.
              </p>
              <p>
                The import reads every LineString of the file and takes the one with the most points; the dialog says how many lines the
                file holds and which one it takes. Export one route per file, as a
                single line (not a multi-line of several pieces). Survey data in projected metres (UTM, national grid) can be imported
                directly as XYZ instead.
              </p>
            </>
          ),
        },
        {
          id: 'gpx',
          heading: 'GPS receivers and survey apps (GPX)',
          body: (
            <>
              <p>
                GPS receivers and survey or mapping apps save what they record as <strong>GPX</strong> (.gpx, versions 1.0 and 1.1):
                WGS84 latitude and longitude with an optional elevation in metres. Walk the route from the launch point to the far end
                recording a track, or plan a route, and export it as GPX.
              </p>
              <p>
                Each track segment (a track is split into segments where the recording paused) and each route is a line; as for KML, the
                import takes the one with the most points, and the dialog says how many lines the file holds and which one it takes.
                Waypoints are loose points (pits, manholes), not a route: a file of waypoints only is refused. A hand-held receiver’s
                elevations scatter by metres; where they give slopes the duct does not have, check the altitude profile and edit the
                slopes.
              </p>
            </>
          ),
        },
        {
          id: 'conversion',
          heading: 'How a line becomes rows',
          body: (
            <>
              <ul>
                <li>
                  Each segment’s length and direction are computed on the WGS84 ellipsoid (geodesic, Vincenty’s inverse formula —{' '}
                  <Cite source="vincenty" />): the lengths are true ground distances, not map distances.
                </li>
                <li>The direction of the first segment becomes the initial heading.</li>
                <li>
                  Every corner (a point turning 1° or more, or less but more than 10 cm off the line between its neighbouring corners) becomes a <strong>curve of the radius you choose</strong> in the import dialog, turning right
                  or left as drawn; points turning the same way one after another make one curve of the radius they show, never smaller
                  (see Import a route). The straights on both sides are shortened by R·tan(|turn|/2) so that the route passes its corners.
                </li>
                <li>Each segment becomes a straight, with its slope when the points have altitudes.</li>
              </ul>
              <Note>
                Choose a radius the duct really has and at least the cable’s minimum bending radius. Two corners closer together than
                their tangent lengths leave a straight of length 0 between them: the route becomes shorter than drawn. Compare the total
                length with your drawing and, where needed, use smaller radii or edit the curves.
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
                KML and GPX points carry an optional altitude. When <strong>every</strong> point has one, the slopes of the straights and the
                altitude at the start come from them; otherwise the route is level.
              </p>
              <p>
                A path drawn in Google Earth is usually clamped to the ground and saved with altitude 0 at every point, which gives a
                level route. To get a profile, take altitudes from a survey or give the line heights from a terrain model in your GIS
                (in QGIS, for example, Drape (set Z value from raster)), or enter the slopes in the table after import. Check the altitude
                profile under the table.
              </p>
            </>
          ),
        },
        {
          id: 'after-import',
          heading: 'After the import',
          body: (
            <ul>
              <li>Compare the total length and the plan view with the drawing.</li>
              <li>Add pusher rows and stretch changes where the route needs them.</li>
              <li>Set the launch position and the distance kept at the end in the Settings tab.</li>
              <li>Keep the route file (KML, KMZ or GPX) in the project’s files so that the route can be imported again.</li>
            </ul>
          ),
        },
      ],
    },
    tutorials: {
      title: 'Tutorials',
      summary: 'A step-by-step walkthrough per laying method: pulling, pushing, push-pull, jetting, floating, water push-pull and free floating.',
      sections: [
        {
          id: 'pulling',
          heading: 'A pulling section from the template',
          body: (
            <>
              <p>An energy cable of 40 mm pulled by a winch through a 110/94 mm duct of about 470 m with two bends.</p>
              <ol>
                <li>
                  Open a project, choose <em>New section</em> and start from <em>the pulling template</em>. The section opens on the
                  General tab with the laying method Pulling.
                </li>
                <li>
                  Equipment: choose a pulling machine from the presets if you have one; the template already sets a pulling force of
                  10 kN in the settings. Leave the lubricant on Lubricated.
                </li>
                <li>
                  Cable: a stranded single-core cable of 40 mm with a maximum pulling force of 8 kN. The weight and stiffness are
                  automatic estimates from type and diameter: replace them with the data-sheet values.
                </li>
                <li>
                  Stretches: one 110/94 mm smooth duct with μ 0.2. Check it against <HelpLink topic="cof">the coefficient table</HelpLink>.
                </li>
                <li>
                  Trajectory: initial heading 90° (east), then a straight of 100 m, a curve of +90° (right) with radius 10 m, 200 m uphill
                  at 2°, a curve of −45° (left) with radius 10 m and 150 m level. The table gives the curves’ lengths (15.71 m and
                  7.86 m) and a total of about 474 m; the plan view shows the route.
                </li>
                <li>
                  Results: the live result appears at once. Read the distance reached, the force at the end and, if the cable did not
                  arrive, what limited it and where. The bends table gives the force in and out of each bend and its radial force;
                  compare the radial force with the cable’s limit.
                </li>
                <li>
                  Keep this as a scenario, then set the lubricant to None (μ × 1.75) and compare the cable force of the two scenarios.
                </li>
                <li>
                  Tick <em>Calculate backward</em> in the Settings to pull from the other end: the greatest force builds up through the
                  last bends, so pull from the end with the most severe bends.
                </li>
                <li>Choose Simulate on the server to store the result, save the section, and share it if needed.</li>
              </ol>
            </>
          ),
        },
        {
          id: 'push',
          heading: 'A pushing section',
          body: (
            <>
              <p>
                Pushing with a caterpillar pusher alone suits short runs: a street crossing, a building entry, a duct between two
                chambers. The cable tip is free; friction and, once the compression is high enough, helical buckling limit the length to
                a few hundred metres (<HelpLink topic="formulas" section="buckling">Buckling of a pushed cable</HelpLink>). Example: an
                11 mm fibre cable pushed through a 32/26 mm ribbed duct under a street, about 124 m.
              </p>
              <ol>
                <li>Choose <em>New section</em> (empty) and, on the General tab, the laying method Pushing.</li>
                <li>
                  Equipment: a pushing machine is required — for example the catalogue’s <em>Blowing machine for cables 8–20 mm</em>{' '}
                  (800 N, 80 m/min; cables 8–20 mm, ducts 25–50 mm), used here without air. The cable end is always open. Machines in
                  series add their forces.
                </li>
                <li>
                  Cable: the catalogue’s <em>Loose-tube cable 96 fibres, 11 mm</em> — 0.105 kg/m, bending stiffness 0.45 N·m², maximum
                  pushing force 1620 N, maximum pulling force 2.7 kN, minimum bending radius 0.22 m. For pushing, the stiffness and the
                  maximum pushing force matter most; the automatic stiffness is an estimate that can be off by a factor of two, so take
                  the data-sheet value.
                </li>
                <li>
                  Stretches: <em>HDPE 32/26 ribbed</em>, μ 0.08, undulation period 3 m and amplitude 20 mm; lubricant Lubricated. This
                  method also accepts stretches on rollers.
                </li>
                <li>
                  Trajectory: the preset <em>Street crossing: 2 × 45° bends</em> — 50 m, +45° radius 6 m, 15 m, −45° radius 6 m, 50 m.
                  All six row types are allowed, including curves on rollers and intermediate pushers.
                </li>
                <li>
                  Settings: the pushing force is automatic, the lower of the machine (800 N) and the cable (1620 N); a laying speed of 30
                  m/min; a maximum distance searched of a few hundred metres or more.
                </li>
                <li>
                  Results: the cable arrives with a pusher force of about 14 N; the maximum distance (the same push on the route
                  continued straight) is about 280 m. The machine-force chart shows the pusher force against the installed length,
                  rising steeply once the cable buckles. A stop reads <em>Pushing machine force reached</em> or <em>Cable pushing force
                  limit reached</em>, with its position; bends tighter than the cable allows and radial forces above its limit are
                  warnings.
                </li>
                <li>
                  Scenarios: lubricant None (μ × 1.75) shortens the maximum distance to about 155 m; no undulations lengthen it to about
                  375 m. For longer runs add an intermediate pusher row, or choose jetting or floating.
                </li>
              </ol>
              <Note>
                Limits of the model: the helical-buckling wall force is added only above the threshold {SYM.Fhel} (an engineering
                choice; Griffioen counts it from zero compression, which gives 228 m instead of 299 m for the physics notes’ example
                D2). The wall force at bend ends from the cable’s stiffness is an engineering choice without a published model, and in
                simple mode the duct undulation is the typical 12 mm over 3 m, not a measurement. Static friction at a restart is not
                modelled. When the buckled cable locks up, the search stops at the pusher, whatever its force.
              </Note>
            </>
          ),
        },
        {
          id: 'pushpull',
          heading: 'A push-pull section',
          body: (
            <>
              <p>
                Push-pull adds a pusher at the entry to the winch at the head. Use it when pulling alone would exceed the winch or the
                cable’s maximum pulling force — heavy energy cables, long or winding ducts. Example: the 40 mm cable and 474 m route of
                the pulling tutorial, with a pusher.
              </p>
              <ol>
                <li>
                  Build <HelpLink topic="tutorials" section="pulling">the pulling section</HelpLink> and keep its result as a scenario.
                  Then set the laying method to Push-pull on the General tab.
                </li>
                <li>
                  Equipment: a pulling machine and a pushing machine are both required, for example the catalogue’s <em>Capstan winch
                  10 kN</em> (30 m/min) and <em>Caterpillar cable pusher for power cables</em> (5 kN, 30 m/min; cables 20–120 mm, ducts
                  50–250 mm). The cable end is open.
                </li>
                <li>
                  Cable: as for pulling; the maximum pushing force now appears. Enter it from the data sheet (left empty, it is 0.6 × the
                  maximum pulling force).
                </li>
                <li>
                  Settings: the pushing force is the pusher’s set force — the engine holds it at the entry throughout the installation;
                  the pulling force is the winch’s limit; both machines cap the laying speed.
                </li>
                <li>
                  Results: the force at the end is the winch force. The message <em>Forces shared between pushing and pulling</em> gives
                  the split at the end and the pusher’s share; the machine-force chart shows both forces along the way (while the pusher
                  alone is enough, the winch is idle). With the 5 kN pusher the winch force at the end falls from about 6.5 kN (pulling
                  alone) to about 4.0 kN; pushing alone with it would stop after about 117 m.
                </li>
                <li>
                  Stops: <em>Pulling machine force reached</em> or <em>Cable pulling force limit reached</em>; the pusher never exceeds
                  its set force. Warnings as for pulling: radial force in a bend, bend radius, jam ratio.
                </li>
                <li>
                  Scenario: a 2 kN pusher leaves about 4.1 kN at the winch, almost as little as the 5 kN one. The compressed cable
                  buckles in the 94 mm duct and its wall force grows with the square of the compression, so extra push is lost in
                  friction. Compare before choosing a bigger pusher.
                </li>
              </ol>
              <Note>
                Limits of the model: holding the pusher at its set force is the practical rule proposed in the physics notes (an
                engineering choice), not how every site controls its machines. On the pushed side the buckling, bend-end stiffness and
                undulation models of pushing apply, with the same limits.
              </Note>
            </>
          ),
        },
        {
          id: 'jetting',
          heading: 'A jetting section',
          body: (
            <>
              <p>A 10 mm optical cable blown with compressed air into a 32/26 mm ribbed duct of about 1.56 km.</p>
              <ol>
                <li>
                  Start a new section from <em>the jetting template</em>: method Jetting, laying speed 60 m/min, air pressure 10 bar,
                  pushing force 500 N.
                </li>
                <li>
                  Equipment: choose the pushing machine and the compressor from the presets or enter the compressor’s maximum air flow
                  and pressure. Choose the cable end: open (the air leaves freely at the head), sonic head or shuttle (a piston that adds
                  a pull at the head).
                </li>
                <li>
                  Cable: 10 mm fibre cable, 0.08 kg/m, bending stiffness 0.4 N·m², maximum pulling force 1.5 kN. Enter the maximum pushing
                  force from the data sheet: it caps the pusher.
                </li>
                <li>
                  Stretches: 32/26 mm ribbed duct, μ 0.1. In expert mode, check the maximum duct pressure (automatic from the SDR) and the
                  undulations.
                </li>
                <li>
                  Trajectory: 500 m, a curve of +90° radius 20 m, 400 m at 1°, a curve of −90° radius 20 m, 600 m. Altitudes follow from
                  the slopes.
                </li>
                <li>
                  Settings: the air pressure is capped by the compressor and by the lowest maximum pressure of the duct stretches (the
                  results then say so). Keep a maximum distance searched larger than the route to see how far the cable could go.
                </li>
                <li>
                  Results: read the distance reached and the maximum distance, the air flow (the peak, which the compressor must deliver)
                  and the air consumption in the messages. The machine-force chart shows the pusher force against the installed length;
                  the pressure chart the air pressure along the duct.
                </li>
                <li>
                  If the pusher limit stops the cable, try as scenarios: a higher pressure, a lubricated duct (lower μ), a shuttle, or a second pushing machine in series (the water and air methods allow no intermediate pusher rows). See <HelpLink topic="formulas" section="drag">Jetting: drag and pusher force</HelpLink> for why.
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'floating',
          heading: 'A floating section',
          body: (
            <>
              <p>
                Floating pushes the cable while a pump drives water through the duct: in water the cable is lighter by its buoyancy,
                and water flowing faster than the cable drags it along. Use it for long runs of telecom cables in ducts that hold the
                pressure; a field report gives 7.7 km in one go in a 40/32 mm duct at 4–12 bar (<Cite source="jettingSe" />). Example: an
                11 mm fibre cable floated into a 40/32 mm ribbed duct of about 2.06 km.
              </p>
              <ol>
                <li>New empty section, laying method Floating.</li>
                <li>
                  Equipment: a pushing machine and a water pump are required — for example <em>Water-tight cable pusher for
                  floating</em> (2000 N, 60 m/min, water up to 16 bar; cables 6–40 mm, ducts 25–63 mm) and <em>Water pump 300 l/min, 16
                  bar</em>. The cable end offers an open or a sonic head: a sonic head is a leaking plug that the water
                  pulls along while it is faster than the cable (about 60 N here at 8 bar, in <em>Pull of the cable
                  head</em>) and that brakes when the cable outruns it.
                </li>
                <li>
                  Cable: <em>Loose-tube cable 96 fibres, 11 mm</em> (0.105 kg/m, 0.45 N·m², maximum pushing force 1620 N). In water: W
                  1.03 N/m, buoyancy 0.93 N/m, {SYM.Weff} ≈ 0.10 N/m — a tenth of its dry weight (see{' '}
                  <HelpLink topic="formulas" section="water">Water methods</HelpLink>). A cable lighter than water rides on the duct top.
                </li>
                <li>
                  Stretches: <em>HDPE 40/32 ribbed</em>, μ 0.08; only in-duct stretches are allowed. Tick <em>Prefilled with water</em>{' '}
                  when the duct is already full (otherwise the filling counts in the water used). In expert mode check the maximum duct
                  pressure (automatic for water: 160/(SDR − 1) bar).
                </li>
                <li>
                  Trajectory: 600 m, +90° radius 20 m, 800 m at 1°, −90° radius 20 m, 600 m. The water methods allow straights, curves
                  and loops only.
                </li>
                <li>
                  Settings: water pressure 8 bar (automatic: the pump’s and the machines’ maximum; 2 bar without them), water density 1
                  kg/dm³, laying speed 20 m/min, maximum distance searched 10 km. The pressure is capped by the pump and by each
                  stretch’s maximum pressure, static head included (<em>Water pressure capped</em>).
                </li>
                <li>
                  Results: the cable arrives with a pusher force of some tens of newtons; the maximum distance reaches
                  the 10 km searched (<em>Maximum distance capped by the search limit</em>).{' '}
                  <em>Water speed</em> compares the water in the annulus (about 39 m/min here) with the cable (20 m/min);{' '}
                  <em>Water consumption</em> gives the water used (about 4.9 m³, 1.7 m³ of it the filling) and the peak flow the pump
                  must deliver (about 36 l/min); <em>Pump flow too small</em> says where the pump limits the pressure. The stops are
                  those of pushing: the pusher’s or the cable’s pushing force.
                </li>
                <li>
                  Scenarios: pushed dry, the same cable stops after about 270 m (cable pushing force); at 4 bar the
                  maximum distance falls to about 7.2 km; at 60 m/min and 4 bar the cable outruns the water from about
                  265 m: the pusher slows it to about 32 m/min (<em>The pusher slows the cable</em>) and the 2.06 km
                  take about 55 min instead of 34.
                </li>
              </ol>
              <Note>
                The pusher works at a set force: where the set speed would exceed it — typically when the cable outruns
                the water, whose drag then brakes it — the engine slows the cable, down to a creep speed of 1 m/min, and
                says where (<em>The pusher slows the cable</em>); the installation stops only where even that speed
                exceeds the force, and the maximum distance is searched at that creep speed. Floating therefore goes at
                least as far as pushing. In practice keep the water faster than the cable (read <em>Water speed</em>).
                Also: early in a long duct the water pressure on the cable’s end face can cost force; the maximum
                distance checks only the end state of each length, and a limit peaking between two of the 40 positions
                of the march can be missed; changes of speed are taken as instantaneous.
              </Note>
            </>
          ),
        },
        {
          id: 'waterpushpull',
          heading: 'A water push-pull section from the template',
          body: (
            <>
              <p>
                Water push-pull (WATUCAB) pushes the cable with a caterpillar while the water pressure behind a sealing pig at the
                cable head pulls it, the cable floating in the water between (<Cite source="watucab" />). It is used for heavy energy
                cables up to 225 kV, from one end only, in ducts up to 3.5 km, in about half the time of pulling (
                <Cite source="plumettazHeinonen" />). Example: the template’s 90 mm HV cable in a 180/150 mm duct of about 2.05 km.
              </p>
              <ol>
                <li>
                  Start a new section from <em>the water push-pull template</em>: method Water push-pull, laying speed 20 m/min, water
                  pressure 2 bar, pushing force 30 kN, pulling force 60 kN.
                </li>
                <li>
                  Equipment: a pulling machine, a pushing machine and a water pump are all required — for example <em>Drum winch 100
                  kN</em>, <em>Caterpillar cable pusher for power cables</em> and <em>Water pump 1500 l/min, 20 bar</em>. The template’s
                  forces are manual settings: the Settings tab warns where they exceed the machines you choose. The cable end is the pig
                  (shuttle), the only option.
                </li>
                <li>
                  Cable: 90 mm single core, maximum pulling force 40 kN. Weight, stiffness and maximum pushing force are automatic (15.9
                  kg/m estimated for 90 mm; 0.6 × 40 kN = 24 kN): enter the data-sheet values, they decide the result.
                </li>
                <li>
                  Stretches: 180/150 mm smooth, μ 0.15, prefilled with water — the pig pushes that water out ahead of it; a stretch not
                  prefilled holds air. In expert mode the maximum pressure (14.5 bar for this SDR 12 duct) and the undulations (none for a cable pulled by
                  its pig, the period 13.5 m from the outer diameter) are automatic: enter measured values.
                </li>
                <li>Trajectory: 800 m, +30° radius 50 m, 700 m at −1°, −30° radius 50 m, 500 m.</li>
                <li>
                  Results: as delivered, the template stops after about 0.7 km with <em>Cable pushing force limit reached</em>: the
                  pusher is capped at the cable’s automatic 24 kN. <em>Pull of the cable head</em> gives the pig’s pull (about 5.4 kN)
                  and the true tension in the cable behind it; <em>Water consumption</em> the water used (the annulus behind the pig);
                  the force at the end is the pusher’s.
                </li>
                <li>
                  What to try: the pig pulls with the pressure difference times the bore, 1.77 kN per bar on 150 mm, while the seal at
                  the entry costs the pusher 0.64 kN per bar for a 90 mm cable. On the template’s data 6 bar reaches about 1.0 km and 10
                  bar about 1.2 km; the cable’s real weight and pushing force matter as much. Where the pig would pull the cable harder
                  than the pulling force set, the pressure is lowered (<em>Pig pull held at the set pulling force</em>); a pump too small
                  for the laying speed gives <em>The pump flow limits the speed</em>.
                </li>
              </ol>
              <Note>
                Limits of the model: one pig at the head, sealing without leakage, its pressure area the duct bore (engineering
                choice); MultiPig — several pigs sharing the pressure — is not modelled. The water behind the pig moves with it, so it
                gives no drag on the cable. The maximum-pressure check assumes standing water (conservative). The maximum distance
                checks only the end state of each length.
              </Note>
            </>
          ),
        },
        {
          id: 'freefloating',
          heading: 'A free-floating section',
          body: (
            <>
              <p>
                In free floating the whole cable travels between a rear pig and a front shuttle, moved by the water alone — no pusher,
                no winch. It carries a cable already in the pipe (often after water push-pull) onwards over long distances: speeds up to
                60 m/min and 40 km at 40 m/min are reported (<Cite source="icc2019" />). Example: a 3 km MV cable carried through a
                110/94 mm duct of about 10 km.
              </p>
              <ol>
                <li>New empty section, laying method Free floating.</li>
                <li>
                  Equipment: only a water pump is required, for example <em>Water pump 1500 l/min, 20 bar</em>. The cable end is the
                  front shuttle, the only option.
                </li>
                <li>
                  Cable: <em>MV single core 1×240 mm² Al, 20 kV, 36 mm</em> (1.3 kg/m, maximum pulling force 7.2 kN, minimum bending
                  radius 0.54 m; stiffness automatic). The <em>Cable length</em> field appears for this method and is required: 3000 m.
                </li>
                <li>Stretches: <em>PE 110/94 smooth</em>, μ 0.25; tick <em>Prefilled with water</em> when the pipe is already full.</li>
                <li>Trajectory: 4000 m, +30° radius 50 m, 3000 m, −30° radius 50 m, 3000 m — about 10.05 km.</li>
                <li>
                  Settings: <em>Rear pig position</em> 0 m (where the cable’s rear end starts; the front starts one cable length ahead
                  and must start before the target, otherwise <em>Cable longer than the route</em>); laying speed 40 m/min (no machine
                  caps it, only the pump’s flow); water pressure 16 bar.
                </li>
                <li>
                  Results: <em>Free-floating pressures</em> gives at the end the inlet pressure needed (about 10.2 bar here), the
                  pressure drop over each pig (about 2.5 bar) and the front shuttle’s pull (about 1.7 kN). Most of the pressure moves the
                  water of the whole pipe at the cable’s speed. The force at the end is the front pull; the machine-force chart shows the
                  rear pig’s push and the front’s pull. Water flow about 280 l/min, water quantity about 119 m³.
                </li>
                <li>
                  Stops: <em>Water pressure reached</em> where the pressure needed exceeds the pressure available — at 10 bar this cable
                  does not even start —, and the cable’s maximum pulling force at the front. At 60 m/min the inlet needs about 14.7 bar.
                </li>
              </ol>
              <Note>
                Limits of the model: both pigs seal without leakage and take equal pressure drops (the MultiPig rule, an engineering
                choice); the filling neglects the cable’s volume; the model is quasi-static, so a sudden stop (water hammer) is not
                computed. The pigs’ pressure drop is a small difference of large forces and reacts more than other results to fine
                route details.
              </Note>
            </>
          ),
        },
      ],
    },
    release: {
      title: 'Release notes',
      summary: 'What version 0.1 contains today, and what is still to come.',
      sections: [
        {
          id: 'v0-1',
          heading: 'Version 0.1',
          body: (
            <>
              <h3>Projects</h3>
              <ul>
                <li>Projects and folders: grid and list, filter, sort, folder path; create, rename, delete.</li>
                <li>Project page: sections (new from empty or a template, duplicate, rename, delete), files and a picture.</li>
                <li>Legacy projects are listed.</li>
              </ul>
              <h3>Section editor</h3>
              <ul>
                <li>Tabs General, Equipment, Stretches, Cable, Trajectory, Settings and Results, with live validation and automatic values.</li>
                <li>Trajectory rows of six types, derived values, plan view and altitude profile; import from KML, KMZ, GPX, XYZ and JSON, paste from a spreadsheet, export JSON and CSV.</li>
                <li>Presets for cables, stretches, compressors, water pumps, machines and trajectories.</li>
                <li>Scenarios, share links (read-only, copy into one’s projects), saving with conflict detection.</li>
              </ul>
              <h3>Simulation</h3>
              <ul>
                <li>Pulling, pushing, push-pull, jetting, floating, water push-pull and free floating, with bends in 3-D, several cables and residents, buckling, bending stiffness and undulations.</li>
                <li>The same engine live in the browser and on the server.</li>
                <li>Distance reached, maximum distance, duration, forces, air and water flow and consumption, limits and warnings, charts and bends table.</li>
              </ul>
              <h3>Everywhere</h3>
              <ul>
                <li>English, French, German and Italian; standard, SI and US customary units; simple and expert display modes.</li>
                <li>Accounts: registration, password reset by e-mailed link, invitations by an administrator, profile.</li>
                <li>A PDF report (parameters, trajectory, results, bill of materials, charts) in any of the four languages and unit systems, and a print layout.</li>
                <li>The flow calculator for air and water.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'not-yet',
          heading: 'Not yet available',
          body: (
            <ul>
              
              <li>Company pages with users and API keys, and the administration pages.</li>
            </ul>
          ),
        },
      ],
    },
  },
};
