// Reads a help article written in Markdown: its title, summary and the sections the page lists and anchors.
import type { HelpArticle, HelpSection } from './catalogue.ts';

/** `## Heading {#id}`: a section's heading and the id of its anchor, the same in every language. */
const SECTION_HEADING = /^## (.+?) \{#([a-z0-9-]+)\}\s*$/;

/**
 * Splits an article: `# Title`, one paragraph of summary, then sections each opened by `## Heading {#id}`.
 * Lines inside fenced code blocks are never headings. A file of another shape is an error (the tests read all).
 */
export function parseArticle(markdown: string, where: string): HelpArticle {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const titleLine = lines[first] ?? '';
  if (!titleLine.startsWith('# ')) throw new Error(`${where}: an article opens with '# Title'`);
  const sections: { id: string; heading: string; lines: string[] }[] = [];
  const lead: string[] = [];
  let body = lead;
  let fenced = false;
  for (const line of lines.slice(first + 1)) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : SECTION_HEADING.exec(line);
    if (heading) {
      body = [];
      sections.push({ heading: heading[1] ?? '', id: heading[2] ?? '', lines: body });
    } else if (!fenced && line.startsWith('## ')) {
      throw new Error(`${where}: a section heading ends with its {#id}: ${line}`);
    } else {
      body.push(line);
    }
  }
  const summary = lead.join('\n').trim();
  if (summary === '' || summary.includes('\n\n')) throw new Error(`${where}: one paragraph of summary follows the title`);
  return {
    title: titleLine.slice(2).trim(),
    summary,
    sections: sections.map(({ id, heading, lines: text }): HelpSection => ({ id, heading, body: text.join('\n').trim() })),
  };
}
