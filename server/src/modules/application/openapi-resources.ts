// The answer schemas of the API's resources, for the OpenAPI document.
import { z } from 'zod';
import { Exceeded, SharedStudy, ValidationIssueSchema, STATUSES, dateTimeText as dateTime, nameText as name, uuidText as id } from '@cla/domain/contracts';

import { ResultsDataSchema, SectionDataSchema } from '../sections/section-data.schema.js';
import { FavouriteSchema } from '../sections/sections.input.js';

/**
 * The shapes of the answers, for the OpenAPI document only (the TypeScript types the services return are in
 * `@cla/domain/api`; answers are not validated at run time). The request schemas are the modules' `*.input.ts`.
 */

const sectionFields = {
  id: id(),
  name: name(),
  data: SectionDataSchema,
  results: ResultsDataSchema.nullable(),
  favorites: z.array(FavouriteSchema),
  warnings: z.array(ValidationIssueSchema),
  createdAt: dateTime(),
  updatedAt: dateTime(),
};
export const Section = z.strictObject({
  ...sectionFields,
  project: id(),
  shareToken: z.string().nullable(),
  stale: z.boolean().describe('true: the stored results were computed from other data than the stored data; false without results'),
  version: z.int().min(1).describe('send it back with PATCH /api/section/{id}'),
  incomplete: z.array(ValidationIssueSchema).describe('error issues of missing values (rules required, notEmpty)'),
});
export const CalculateResponse = z
  .looseObject({
    status: z.enum(STATUSES),
    started: z.boolean().describe('false: the cable never moved; distance is then its starting position and the machine force the force needed to start'),
    exceeded: Exceeded.describe('every limit exceeded: which, where, by how much; with one, a head that reached its target has status exceeded, not success'),
    distance: z.number().nullable(),
    messages: z.array(z.record(z.string(), z.unknown())),
  })
  .describe('docs/simulation-api.md#response: status, distance, messages and the curves');

export const SharedSection = z.strictObject({
  ...sectionFields,
  studies: z.array(SharedStudy).describe('the latest finished study of each kind (POST /api/studies), results only; empty when none'),
  machines: z
    .array(z.strictObject({ id: id(), name: name(), type: z.enum(['pushingMachine', 'pullingMachine']), group: z.string().nullable(), data: z.record(z.string(), z.unknown()), catalogue: z.boolean() }))
    .describe('the machine presets the section names (equipment, pusher rows), without their owner; catalogue: one of the demo catalogue’s'),
});

