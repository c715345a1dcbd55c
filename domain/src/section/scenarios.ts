/** Favourites and scenarios (docs/product.md#data-model, docs/product.md#defaults-and-limits): their colours, names and kinds. */
import type { Favourite, SectionData } from './types.js';

/** The scenario colours of docs/product.md#defaults-and-limits, taken in turn. */
export const SCENARIO_COLORS = ['#0041cf', '#D10600', '#00D15E', '#D17500', '#D1C500'] as const;

/** The next scenario's colours: the first default colour not yet used, its lighter tint (alpha 0x55) as secondary. */
export function nextScenarioColors(used: readonly string[]): { primaryColor: string; secondaryColor: string } {
  const primaryColor = SCENARIO_COLORS.find((color) => !used.includes(color)) ?? SCENARIO_COLORS[used.length % SCENARIO_COLORS.length]!;
  return { primaryColor, secondaryColor: `${primaryColor}55` };
}

/**
 * What a section keeps in its `favorites`, besides the colours every entry has: a named copy of the section's data,
 * either a *favourite* (kept to come back to) or a *scenario* (compared with the others on the results). An
 * entry with data and no `kind` is a scenario (how scenarios were first stored).
 */
export type VariantKind = 'favourite' | 'scenario';

export interface Variant<D = SectionData> extends Favourite {
  kind?: VariantKind;
  data: D;
}

/** Why a name cannot be given to a variant. */
export type VariantNameProblem = 'required' | 'taken';

function isVariant(entry: Favourite): entry is Variant {
  const data = (entry as Partial<Variant>).data;
  return typeof data === 'object' && data !== null;
}

/** The kind of a stored entry, or undefined for an entry without data (nothing to load or compute). */
export function variantKind(entry: Favourite): VariantKind | undefined {
  if (!isVariant(entry)) return undefined;
  return entry.kind === 'favourite' ? 'favourite' : 'scenario';
}

/** The entries of one kind, in their stored order. */
export function variantsOf(entries: readonly Favourite[], kind: VariantKind): Variant[] {
  return entries.filter((entry): entry is Variant => variantKind(entry) === kind);
}

/** What is wrong with `name` for a variant of `kind` (names are unique within a kind, compared trimmed and case-insensitively), or undefined. */
export function variantNameProblem(entries: readonly Favourite[], kind: VariantKind, name: string, renaming?: string): VariantNameProblem | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (wanted === '') return 'required';
  const taken = variantsOf(entries, kind).some((v) => v.name !== renaming && v.name.trim().toLocaleLowerCase() === wanted);
  return taken ? 'taken' : undefined;
}

/**
 * The entries with a new variant of `kind` named `name`, holding a copy of `data`, in the next unused colours of
 * that kind. @throws Error when the name is empty or taken (check with {@link variantNameProblem} first)
 */
export function addVariant(entries: readonly Favourite[], kind: VariantKind, name: string, data: SectionData): Favourite[] {
  const problem = variantNameProblem(entries, kind, name);
  if (problem) throw new Error(`variant name ${problem}`);
  const colors = nextScenarioColors(variantsOf(entries, kind).map((v) => v.primaryColor));
  return [...entries, { name: name.trim(), ...colors, kind, data: structuredClone(data) } as Variant];
}

/** The entries with the variant of `kind` named `from` renamed `to`. @throws Error when `to` is empty or taken */
export function renameVariant(entries: readonly Favourite[], kind: VariantKind, from: string, to: string): Favourite[] {
  const problem = variantNameProblem(entries, kind, to, from);
  if (problem) throw new Error(`variant name ${problem}`);
  return entries.map((entry) => (variantKind(entry) === kind && entry.name === from ? { ...entry, name: to.trim() } : entry));
}

/** The entries without the variant of `kind` named `name`. */
export function removeVariant(entries: readonly Favourite[], kind: VariantKind, name: string): Favourite[] {
  return entries.filter((entry) => !(variantKind(entry) === kind && entry.name === name));
}
