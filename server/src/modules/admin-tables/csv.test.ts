// Tests of the CSV export's quoting.
import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from './csv.js';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(false)).toBe('false');
    expect(csvField(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('neutralises texts a spreadsheet would run as formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+41 44')).toBe("'+41 44");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a header and CRLF-ended lines', () => {
    expect(toCsv(['id', 'name'], [{ id: 1, name: 'x,y' }, { id: 2, name: null }])).toBe('id,name\r\n1,"x,y"\r\n2,\r\n');
  });
});
