// The route table's schemas in an operation: taken from the table, never named twice.
import { ROUTES } from '@cla/domain/contracts';
import { describe, expect, it } from 'vitest';

import { ref } from './openapi-components.js';
import { withRoute } from './openapi-operation.js';

describe('withRoute', () => {
  it('takes the body, query and answer of a route of the table (an array of a component as an array of its reference)', () => {
    const post = withRoute('POST /api/admin/companies', { tag: 'admin', summary: 's', ok: ['201', 'the company'] }, ROUTES['POST /api/admin/companies']);
    expect(post).toMatchObject({ body: ref('CompanyBody'), ok: ['201', 'the company', ref('Company')] });
    const list = withRoute('GET /api/admin/statistics', { tag: 'admin', summary: 's', ok: ['200', 'series'] }, ROUTES['GET /api/admin/statistics']);
    expect(list).toMatchObject({ query: ROUTES['GET /api/admin/statistics'].query, ok: ['200', 'series', ref('AdminStatistics')] });
    expect(withRoute('GET /api/admin/tables', { tag: 'admin', summary: 's', ok: ['200', 'tables'] }, ROUTES['GET /api/admin/tables']).ok[2]).toEqual({ type: 'array', items: ref('AdminTableInfo') });
  });

  it('keeps a route outside the table as written, and refuses a schema named by hand for a route of the table', () => {
    const op = { tag: 'sections', summary: 's', body: ref('RenameSectionBody'), ok: ['200', 'the section', ref('Section')] as [string, string, Record<string, unknown>] };
    expect(withRoute('PATCH /api/section/rename/{id}', op, undefined)).toBe(op);
    expect(() => withRoute('POST /api/admin/companies', { ...op }, ROUTES['POST /api/admin/companies'])).toThrow(/route table/);
  });
});
