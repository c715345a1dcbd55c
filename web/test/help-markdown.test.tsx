// The help's Markdown: the article shape (title, summary, sections with ids) and the extensions the articles use.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelpMarkdown } from '../src/features/help/index.ts';
import { parseArticle } from '../src/features/help/parse-article.ts';

function html(markdown: string): HTMLElement {
  return render(
    <MemoryRouter>
      <HelpMarkdown source={markdown} />
    </MemoryRouter>,
  ).container;
}

describe('parseArticle', () => {
  it('reads the title, the summary and each section with its id', () => {
    const article = parseArticle('# Title\n\nOne line of summary.\n\n## First {#first}\n\nText.\n\n## Second part {#second-part}\n\n- a\n- b\n', 'x.md');
    expect(article).toEqual({
      title: 'Title',
      summary: 'One line of summary.',
      sections: [
        { id: 'first', heading: 'First', body: 'Text.' },
        { id: 'second-part', heading: 'Second part', body: '- a\n- b' },
      ],
    });
  });

  it('does not take a line of a code block for a heading', () => {
    const article = parseArticle('# T\n\nS.\n\n## A {#a}\n\n```\n## not a heading\n```\n', 'x.md');
    expect(article.sections).toHaveLength(1);
    expect(article.sections[0]?.body).toContain('## not a heading');
  });

  it('refuses a section without its id, a missing title or a summary of two paragraphs', () => {
    expect(() => parseArticle('# T\n\nS.\n\n## No id\n\nText.', 'x.md')).toThrow(/x\.md: a section heading ends with its \{#id\}/);
    expect(() => parseArticle('Text.\n\n## A {#a}\n', 'x.md')).toThrow(/opens with '# Title'/);
    expect(() => parseArticle('# T\n\nOne.\n\nTwo.\n\n## A {#a}\n', 'x.md')).toThrow(/one paragraph of summary/);
  });
});

describe('HelpMarkdown', () => {
  it('writes sub- and superscripts and cites a source without an address; a bare :word stays text', () => {
    const container = html('T:sub[out] = e:sup[w:sub[c]·μ·θ], :cite[SPE 2262], IEC TR 62470:2011');
    expect(container.querySelector('p')?.innerHTML).toBe(
      'T<sub>out</sub> = e<sup>w<sub>c</sub>·μ·θ</sup>, <cite>SPE 2262</cite>, IEC TR 62470:2011',
    );
  });

  it('renders a captioned table with column headers and a header cell per row', () => {
    const container = html(':::table[Systems]\n| System | Force |\n| --- | --- |\n| SI | kN |\n| US | lbf |\n:::');
    const table = container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Systems');
    expect([...(table?.querySelectorAll('thead th[scope="col"]') ?? [])].map((th) => th.textContent)).toEqual(['System', 'Force']);
    expect([...(table?.querySelectorAll('tbody th[scope="row"]') ?? [])].map((th) => th.textContent)).toEqual(['SI', 'US']);
    expect([...(table?.querySelectorAll('tbody td') ?? [])].map((td) => td.textContent)).toEqual(['kN', 'lbf']);
    expect(table?.hasAttribute('data-caption')).toBe(false);
  });

  it('renders formulas one line each, symbols as a definition list, notes and samples', () => {
    const container = html(
      [
        ':::formula\nL = R·θ\n\nΔz = 0\n:::',
        ':::where\n- D:sub[d] — duct inner diameter (m)\n- B — bending stiffness — EI\n:::',
        ':::note\nMeasure **it**.\n:::',
        ':::sample[An XYZ file]\n```\nx y z\n1\t2\t3\n```\n:::',
      ].join('\n\n'),
    );
    expect([...container.querySelectorAll('div[class*="formula"] > p')].map((p) => p.textContent)).toEqual(['L = R·θ', 'Δz = 0']);
    expect(container.querySelector('p[class*="note"]')?.textContent).toBe('Measure it.');
    expect([...container.querySelectorAll('dl > div > dt')].map((dt) => dt.innerHTML)).toEqual(['D<sub>d</sub>', 'B']);
    expect([...container.querySelectorAll('dl > div > dd')].map((dd) => dd.textContent)).toEqual(['duct inner diameter (m)', 'bending stiffness — EI']);
    expect(container.querySelector('p > strong')?.textContent).toBe('it');
    expect(container.querySelector('figure > figcaption')?.textContent).toBe('An XYZ file');
    expect(container.querySelector('figure > pre > code')?.textContent).toBe('x y z\n1\t2\t3\n');
  });

  it('keeps links to the help inside the app and opens other sources beside it', () => {
    const container = html('[Formulas](/help/formulas#help-bends) and [a source](https://example.org/doc)');
    const [inside, outside] = [...container.querySelectorAll('a')];
    expect(inside?.getAttribute('href')).toBe('/help/formulas#help-bends');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noreferrer noopener');
  });

  it('refuses an unknown directive and a where item without its separator', () => {
    expect(() => html(':::warning\nText\n:::')).toThrow(/unknown directive ':::warning'/);
    expect(() => html(':sbu[c]')).toThrow(/unknown directive ':sbu'/);
    expect(() => html(':::where\n- no separator\n:::')).toThrow(/symbol — meaning/);
  });
});
