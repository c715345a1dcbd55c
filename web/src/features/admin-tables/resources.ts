// The commercial things the admin manages (companies, distributors, licences, plans): their fields, pages and API calls.
import type { RouteBody } from '@cla/domain/contracts';
import { callRoute } from '../../lib/api-routes.ts';

/** The laying methods a licence or plan may allow, in the product's order. */
export const LAYING_METHODS = ['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating'] as const;

export type ResourceKind = 'company' | 'distributor' | 'licence' | 'plan';
export type RefKind = 'companies' | 'distributors' | 'licences';

/** One field of an editor: its body name and how it is entered. */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'number' | 'date' | 'methods' | 'ref';
  ref?: RefKind;
  required?: boolean;
}

/** Where the admin API keeps a kind of thing (`/api/admin/{plural}`). */
export type Plural = 'companies' | 'distributors' | 'licences' | 'plans';

/** A kind of thing of the commercial API (`/api/admin/{plural}`). */
export interface ResourceSpec {
  kind: ResourceKind;
  plural: Plural;
  fields: readonly FieldSpec[];
  /** the columns of its list page (besides the name) */
  listColumns: readonly string[];
  /** where its editor is */
  editPath: (id?: string) => string;
}

export const RESOURCES: Readonly<Record<ResourceKind, ResourceSpec>> = {
  distributor: {
    kind: 'distributor',
    plural: 'distributors',
    fields: [{ name: 'name', kind: 'text', required: true }, { name: 'contact', kind: 'text' }, { name: 'country', kind: 'text' }],
    listColumns: ['contact', 'country'],
    editPath: (id) => `/admin/edit-distributor${id ? `/${id}` : ''}`,
  },
  company: {
    kind: 'company',
    plural: 'companies',
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'address', kind: 'text' },
      { name: 'country', kind: 'text' },
      { name: 'distributor', kind: 'ref', ref: 'distributors' },
      { name: 'licence', kind: 'ref', ref: 'licences' },
    ],
    listColumns: ['country', 'members'],
    editPath: (id) => `/admin/edit-company${id ? `/${id}` : ''}`,
  },
  licence: {
    kind: 'licence',
    plural: 'licences',
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'allowedLayingMethods', kind: 'methods' },
      { name: 'seats', kind: 'number', required: true },
      { name: 'validFrom', kind: 'date', required: true },
      { name: 'validUntil', kind: 'date', required: true },
    ],
    listColumns: ['seats', 'seatsUsed', 'validFrom', 'validUntil', 'status'],
    editPath: (id) => `/admin/edit-licence${id ? `/${id}` : ''}`,
  },
  plan: {
    kind: 'plan',
    plural: 'plans',
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'allowedLayingMethods', kind: 'methods' },
      { name: 'seats', kind: 'number', required: true },
      { name: 'durationDays', kind: 'number', required: true },
      { name: 'price', kind: 'text' },
    ],
    listColumns: ['seats', 'durationDays', 'price'],
    editPath: (id) => `/admin/plans/${id ?? 'new'}`,
  },
};

/** A thing as the commercial API answers it. */
export type Resource = Record<string, unknown> & { id: string; name: string };

/** Every thing of a kind, by name. */
export function listResources(plural: Plural): Promise<Resource[]> {
  return callRoute(`GET /api/admin/${plural}`);
}

/** One thing of a kind. */
export function readResource(plural: Plural, id: string): Promise<Resource> {
  return callRoute(`GET /api/admin/${plural}/{id}`, { params: { id } });
}

/**
 * Creates a thing (no id) or changes one with the form's body ({@link bodyOf}): built from the kind's fields, so typed
 * by the route table only as one of the kinds' bodies; the server checks it.
 */
export function saveResource(plural: Plural, id: string | undefined, body: Readonly<Record<string, unknown>>): Promise<Resource> {
  return id === undefined
    ? callRoute(`POST /api/admin/${plural}`, { body: body as RouteBody<`POST /api/admin/${Plural}`> })
    : callRoute(`PATCH /api/admin/${plural}/{id}`, { params: { id }, body: body as RouteBody<`PATCH /api/admin/${Plural}/{id}`> });
}

/** The form's values as the API's body: numbers as numbers, empty references as null. */
export function bodyOf(spec: ResourceSpec, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.kind === 'number') body[field.name] = value === '' || value === undefined ? undefined : Number(value);
    else if (field.kind === 'ref') body[field.name] = value === '' || value === undefined ? null : value;
    else if (field.kind === 'methods') body[field.name] = Array.isArray(value) ? value : [];
    else body[field.name] = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as number);
  }
  return body;
}
