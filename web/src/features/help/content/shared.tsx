import type { ReactNode } from 'react';
import { DataTable, Eq, ExtLink } from '../help-blocks.tsx';

/**
 * What the four languages share: formulas (symbols do not translate), coefficients of friction and their
 * sources, as docs/physics.md#friction and its sources list give them. Each language adds its own words.
 */

/** A source (docs/physics.md#sources): its name and, where one is known, its address. */
interface Source {
  name: string;
  href?: string;
}

export const SOURCES = {
  tes: { name: 'TES-P-104.05, Table 05-03', href: 'https://www.scribd.com/document/721813491' },
  iewc: { name: 'IEWC / ICEA, pulling tensions', href: 'https://iewc-preview.insitesofthosting.com/resources/technical-guide/pulling-tensions' },
  commscope: { name: 'CommScope ConQuest manual, p. 68' },
  cableizerMu: { name: 'Cableizer, μ_dyn', href: 'https://www.cableizer.com/documentation/mu_dyn/' },
  polywaterCof: {
    name: 'Polywater, coefficient of friction in a cable pull',
    href: 'https://polywater.com/en/solution-story/data-from-polywater-helps-predict-coefficient-of-friction-in-a-cable-pull',
  },
  fcst: { name: 'FCST, factors that affect blowing distance', href: 'https://www.fcst.com/Top-10-Factors-That-Affect-Blowing-Distance-id45202675.html' },
  iec62470: {
    name: 'IEC TR 62470:2011',
    href: 'https://catalogue.normdocs.ru/?type=card&cid=com.normdocs.iec.card.iec.tr.62470.2011.ed1.0',
  },
  cigre194: { name: 'CIGRE TB 194 (2001) §4.2.1', href: 'https://studylib.net/doc/25776484/cigre-tb-194' },
  ieee1185: { name: 'IEEE 1185-2019, Annex C', href: 'https://anyflip.com/viigo/wvjx/basic/101-127' },
  polywaterBend: {
    name: 'Polywater, horizontal bend pulling equations',
    href: 'https://polywater.com/en/knowledge-hub/horizontal-bend-pulling-equations-with-bend-radiiand-angles-typical-in-directional-boring',
  },
  cableizerWc: { name: 'Cableizer, f_wc', href: 'https://www.cableizer.com/documentation/f_wc/' },
  spe2262: { name: 'SPE 2262, minimum curvature (Taylor et al., 1971)' },
  chen1990: { name: 'Chen, Lin & Cheatham, JPT 1990' },
  lubinski: { name: 'Lubinski et al. 1962; Mitchell 1986' },
  griffioen1989: { name: 'Griffioen, JLT 7(2), 1989', href: 'https://www.plumettaz.com/en/knowledge/12983C2A8EED0A3EC125824F005A78E3' },
  kabculus: { name: 'kabculus, blown cable', href: 'http://www.kabculus.com/blown-cable/node6.html' },
  wikiJetting: { name: 'Wikipedia, Cable jetting', href: 'https://en.wikipedia.org/wiki/Cable_jetting' },
  effectiveForce: { name: 'IADC/SPE 151407, effective force and true force', href: 'https://www.scribd.com/document/703342209/samuel2012' },
  jettingSe: { name: 'jetting.se, water floating with 192 fibres (2025)', href: 'https://jetting.se/2025/03/01/water-floating-with-192-fiber/' },
  watucab: { name: 'US 2012/0267590 (WATUCAB, MultiPig)', href: 'https://patents.justia.com/patent/20120267590' },
  plumettazHeinonen: { name: 'Plumettaz & Heinonen, WATUCAB method statement', href: 'https://fr.scribd.com/document/411713220/Cable-Installation-method-statement' },
  icc2019: { name: 'Griffioen, ICC 2019 (FreeFloating)', href: 'https://www.plumettaz.com/de/knowledge/73832AF126A7FB3FC12584EE0049FFD6' },
  vincenty: { name: 'T. Vincenty, Survey Review 23(176), 1975' },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;

/** A source by name, linked when it has an address. */
export function Cite({ source }: { source: SourceKey }): ReactNode {
  const { name, href } = SOURCES[source] as Source;
  return href ? <ExtLink href={href}>{name}</ExtLink> : <cite>{name}</cite>;
}

/** Several sources, separated by semicolons. */
export function Cites({ sources }: { sources: readonly SourceKey[] }): ReactNode {
  return sources.map((source, index) => (
    <span key={source}>
      {index > 0 && '; '}
      <Cite source={source} />
    </span>
  ));
}

/** Typical coefficients of friction, docs/physics.md#friction. */
const COF_ROWS = {
  peRollers: { value: '0.1 – 0.2', sources: ['tes'] },
  peDry: { value: '0.3 – 0.4', sources: ['tes'] },
  peLubricated: { value: '0.15 – 0.25', sources: ['tes'] },
  pvcRollers: { value: '0.1 – 0.2', sources: ['tes'] },
  pvcDry: { value: '0.5 – 0.6', sources: ['tes'] },
  pvcLubricated: { value: '0.25 – 0.35', sources: ['tes'] },
  unknown: { value: '0.5', sources: ['iewc', 'commscope'] },
  generic: { value: '0.1 – 1.0 (> 1.0)', sources: ['cableizerMu'] },
  polywater: { value: '≥ 0.35', sources: ['polywaterCof'] },
  jetting: { value: '≈ 0.07 – 0.15', sources: ['fcst'] },
} as const satisfies Record<string, { value: string; sources: readonly SourceKey[] }>;

export type CofRow = keyof typeof COF_ROWS;

/**
 * Starting values per duct surface (docs/physics.md#automatic-values-and-their-sources, to overwrite with
 * measurements): the middle of TES-P-104.05's ranges (PE dry 0.3–0.4, lubricated 0.15–0.25, PVC lubricated
 * 0.25–0.35), FCST for blowing (0.07–0.15), IEWC / ICEA for an unknown hard duct (0.5).
 */
const COF_DEFAULTS = {
  hdpeDry: '0.35',
  hdpeLubricated: '0.2',
  ribbedLubricated: '0.08 – 0.10',
  pvcLubricated: '0.3',
  steelConcrete: '0.5',
} as const;

export type CofDefaultRow = keyof typeof COF_DEFAULTS;

export function CofTable({ caption, head, labels }: { caption: string; head: readonly [string, string, string]; labels: Readonly<Record<CofRow, ReactNode>> }): ReactNode {
  return (
    <DataTable
      caption={caption}
      head={head}
      rows={(Object.keys(COF_ROWS) as CofRow[]).map((key) => [labels[key], COF_ROWS[key].value, <Cites key={key} sources={COF_ROWS[key].sources} />])}
    />
  );
}

export function CofDefaultsTable({ caption, head, labels }: { caption: string; head: readonly [string, string]; labels: Readonly<Record<CofDefaultRow, ReactNode>> }): ReactNode {
  return <DataTable caption={caption} head={head} rows={(Object.keys(COF_DEFAULTS) as CofDefaultRow[]).map((key) => [labels[key], COF_DEFAULTS[key]])} />;
}

/** The lubricant setting's factor on a stretch's coefficient (engine README, "Engineering choices"). */
export const LUBRICANT_FACTORS = { no: '× 1.75', yes: '× 1', lubricator: '× 0.85' } as const;

const sub = (text: string): ReactNode => <sub>{text}</sub>;

/** The formulas, as docs/physics.md and engine-as/README.md write them. */
export const FX = {
  general: (
    <>
      <Eq>N = | F·κ·n − W·ẑ{sub('⊥')} |</Eq>
      <Eq>dF/ds = μ·w{sub('c')}·N + W·sin α</Eq>
    </>
  ),
  pointPusher: <Eq>F(s⁺) = F(s⁻) − P</Eq>,
  straight: (
    <>
      <Eq>T{sub('2')} = T{sub('1')} + μ·w{sub('c')}·W·L</Eq>
      <Eq>T{sub('2')} = T{sub('1')} + W·L·(sin α + μ·cos α)</Eq>
      <Eq>T{sub('2')} = T{sub('1')} − W·L·(sin α − μ·cos α)</Eq>
    </>
  ),
  maxStraight: <Eq>L{sub('m')} = T{sub('m')} / (μ·W)</Eq>,
  capstan: <Eq>T{sub('out')} = T{sub('in')}·e<sup>w<sub>c</sub>·μ·θ</sup></Eq>,
  bendFull: (
    <Eq>
      T{sub('out')} = T{sub('in')}·cosh(w{sub('c')}·μ·θ) + sinh(w{sub('c')}·μ·θ)·√(T{sub('in')}² + (W·R)²)
    </Eq>
  ),
  weightCorrection: (
    <>
      <Eq>x = D{sub('c')} / (D{sub('d')} − D{sub('c')})</Eq>
      <Eq>w{sub('c')} = 1 / √(1 − x²)</Eq>
    </>
  ),
  theta3d: <Eq>θ = arccos( cos α{sub('1')}·cos α{sub('2')}·cos(β{sub('2')} − β{sub('1')}) + sin α{sub('1')}·sin α{sub('2')} )</Eq>,
  arc: (
    <>
      <Eq>L{sub('arc')} = R·θ</Eq>
      <Eq>Δz = R·tan(θ/2)·(sin α{sub('1')} + sin α{sub('2')})</Eq>
    </>
  ),
  sidewall: <Eq>N{sub('bend')} = T{sub('out')} / R</Eq>,
  roller: <Eq>F{sub('roller')} = T·d / R</Eq>,
  stiffEnds: (
    <>
      <Eq>N{sub('c')} = max( √(B·|F|) / R , 2·B·θ / (R·ℓ) )</Eq>
      <Eq>ℓ = √(2·R·(D{sub('d')} − D{sub('bundle')}))</Eq>
    </>
  ),
  undulation: (
    <>
      <Eq>A{sub('eff')} = max(0, A − (D{sub('d')} − D{sub('c')})/2)</Eq>
      <Eq>κ{sub('u')} = 4·arctan(2π·A{sub('eff')}/P) / P</Eq>
    </>
  ),
  buckling: (
    <>
      <Eq>F{sub('sin')} = 2·√(B·W/r)</Eq>
      <Eq>F{sub('hel')} = 2.828·√(B·W/r)</Eq>
      <Eq>N{sub('buckle')} = r·C² / (4·B)</Eq>
    </>
  ),
  pushLength: (
    <>
      <Eq>L(F{sub('0')}) = (1/μ)·√(4B/(W·r))·arctan( F{sub('0')}·√(r/(4·B·W)) )</Eq>
      <Eq>L{sub('max')} = (π/μ)·√(B/(W·r))</Eq>
    </>
  ),
  airFlow: (
    <>
      <Eq>d(p²)/ds = −λ·(ṁ/A)²·R{sub('s')}·T / D{sub('h')}</Eq>
      <Eq>p{sub('0')}² − p{sub('L')}² = ṁ²·R{sub('s')}·T·Σ λ{sub('i')}·L{sub('i')} / (D{sub('h,i')}·A{sub('i')}²)</Eq>
      <Eq>p(s) = √( p{sub('0')}² − (p{sub('0')}² − p{sub('L')}²)·s/L )</Eq>
    </>
  ),
  friction: (
    <>
      <Eq>Re = (ṁ/A)·D{sub('h')} / μ{sub('air')}</Eq>
      <Eq>λ = 64/Re (Re &lt; 2300)</Eq>
      <Eq>λ = 0.316·Re<sup>−0.25</sup></Eq>
      <Eq>1/√λ = −1.8·log{sub('10')}[ (ε/D{sub('h')}/3.7)<sup>1.11</sup> + 6.9/Re ]</Eq>
    </>
  ),
  freeAir: <Eq>Q = ṁ / ρ{sub('a')}, ρ{sub('a')} = p{sub('a')} / (R{sub('s')}·T) = 1.204 kg/m³</Eq>,
  drag: (
    <>
      <Eq>q = (π/4)·D{sub('c')}·D{sub('d')}·(−dp/ds)</Eq>
      <Eq>dF/ds = μ·w{sub('c')}·N + W·sin α − q</Eq>
    </>
  ),
  pusherJetting: <Eq>P = −F(0⁺) + (p{sub('0')} − p{sub('a')})·A{sub('c')} + F{sub('back')}</Eq>,
  identityD3: <Eq>P = μ·W·L − (π/4)·D{sub('c')}·(D{sub('d')} − D{sub('c')})·Δp</Eq>,
  effective: <Eq>F = F{sub('true')} + (p − p{sub('a')})·A{sub('c')}</Eq>,
  buoyancy: <Eq>W{sub('eff')} = W − ρ{sub('w')}·g·π·D{sub('c')}²/4</Eq>,
  water: (
    <>
      <Eq>dp{sub('dyn')}/ds = −λ·ρ·v² / (2·D{sub('h')}), v = Q / A{sub('free')}</Eq>
      <Eq>p(s) = p{sub('dyn')}(s) − ρ·g·(z(s) − z{sub('ref')}) ≤ p{sub('max')}</Eq>
      <Eq>V = A{sub('free')}·L + Q·t</Eq>
    </>
  ),
  pig: <Eq>F(L{sub('c')}) = Δp{sub('pig')}·A{sub('d')}</Eq>,
  cofMeasure: <Eq>μ = ln(F{sub('out')} / F{sub('in')}) / Φ</Eq>,
} as const;

/** Symbols written the way the formulas write them. */
export const SYM = {
  wc: <>w{sub('c')}</>,
  Dd: <>D{sub('d')}</>,
  Dc: <>D{sub('c')}</>,
  Ac: <>A{sub('c')}</>,
  Ad: <>A{sub('d')}</>,
  Dh: <>D{sub('h')}</>,
  Rs: <>R{sub('s')}</>,
  p0: <>p{sub('0')}</>,
  pa: <>p{sub('a')}</>,
  Tin: <>T{sub('in')}</>,
  Tout: <>T{sub('out')}</>,
  Fhel: <>F{sub('hel')}</>,
  Weff: <>W{sub('eff')}</>,
  Aeff: <>A{sub('eff')}</>,
  Afree: <>A{sub('free')}</>,
  Lc: <>L{sub('c')}</>,
  a1: <>α{sub('1')}, α{sub('2')}</>,
  b1: <>β{sub('1')}, β{sub('2')}</>,
  zperp: <>ẑ{sub('⊥')}</>,
  Fback: <>F{sub('back')}</>,
  rhoW: <>ρ{sub('w')}</>,
  muAir: <>μ{sub('air')}</>,
} as const;
