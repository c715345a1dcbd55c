import { describe, expect, it } from 'vitest';
import { CTX, expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';

describe('general rules (docs/product.md#validation General)', () => {
  it('sectionName required (warning)', () => {
    const s = validSection();
    s.general.sectionName = '  ';
    expect(expectIssue(s, 'section.general.sectionName.warning.required', 'general.sectionName').level).toBe('warning');
  });

  it('layingMethod required (error)', () => {
    const s = validSection();
    s.general.layingMethod = null;
    expectIssue(s, 'section.general.layingMethod.error.required', 'general.layingMethod');
  });

  it('layingMethod must be allowed by the licence (select options filtered by licence)', () => {
    const s = validSection('push');
    expectIssue(s, 'section.general.layingMethod.error.notAllowed', 'general.layingMethod', { method: 'push' }, {
      ...CTX,
      allowedLayingMethods: ['pull'],
    });
    expectNoIssue(s, 'section.general.layingMethod.error.notAllowed', { ...CTX, allowedLayingMethods: ['push'] });
  });
});
