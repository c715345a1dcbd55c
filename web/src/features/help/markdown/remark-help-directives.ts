// The help's Markdown extensions: directives (remark-directive syntax) turned into the elements the articles use.
import type { Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';

/** The class names the extensions put on their elements (the help page's CSS module). */
export interface HelpDirectiveClasses {
  formula: string;
  eq: string;
  where: string;
  note: string;
  sample: string;
  tableWrap: string;
  table: string;
}

/** Text directives and the element each becomes: `:sub[c]`, `:sup[2]`, `:cite[source without an address]`. */
const TEXT_ELEMENTS: Readonly<Record<string, string>> = { sub: 'sub', sup: 'sup', cite: 'cite' };

/** Separates a symbol from its meaning in a `:::where` list item. */
const WHERE_SEPARATOR = ' — ';

type Parent = { children: RootContent[] };

function isDirectiveLabel(node: RootContent): node is Paragraph {
  return node.type === 'paragraph' && node.data?.directiveLabel === true;
}

function plainText(nodes: readonly RootContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : '')).join('');
}

/** Splits a phrasing run at the first separator, into the symbol (term) and its meaning. */
function splitAt(children: readonly PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  const index = children.findIndex((child) => child.type === 'text' && child.value.includes(WHERE_SEPARATOR));
  if (index < 0) throw new Error(`help: a ':::where' item needs "symbol${WHERE_SEPARATOR}meaning"`);
  const text = children[index] as { value: string };
  const at = text.value.indexOf(WHERE_SEPARATOR);
  const before = text.value.slice(0, at);
  const after = text.value.slice(at + WHERE_SEPARATOR.length);
  return [
    [...children.slice(0, index), ...(before ? [{ type: 'text', value: before } as const] : [])],
    [...(after ? [{ type: 'text', value: after } as const] : []), ...children.slice(index + 1)],
  ];
}

/** `:::where` holds a list of `symbol — meaning` items: a definition list (`dl > div > dt + dd`). */
function whereList(node: ContainerDirective, classes: HelpDirectiveClasses): void {
  const list = node.children[0];
  if (node.children.length !== 1 || list?.type !== 'list') throw new Error("help: ':::where' holds one list");
  node.data = { hName: 'dl', hProperties: { className: [classes.where] } };
  node.children = list.children.map((item) => {
    const paragraph = item.children[0];
    if (item.children.length !== 1 || paragraph?.type !== 'paragraph') throw new Error("help: a ':::where' item is one line");
    const [term, meaning] = splitAt(paragraph.children);
    return {
      type: 'paragraph',
      data: { hName: 'div' },
      children: [
        { type: 'emphasis', data: { hName: 'dt' }, children: term },
        { type: 'emphasis', data: { hName: 'dd' }, children: meaning },
      ],
    };
  });
}

/** `:::table[caption]` around a GFM table: the caption, column headers and a header cell per row. */
function captionedTable(node: ContainerDirective, classes: HelpDirectiveClasses): void {
  const [label, table] = node.children;
  if (node.children.length !== 2 || !label || !isDirectiveLabel(label) || table?.type !== 'table') {
    throw new Error("help: ':::table[caption]' holds one table");
  }
  node.data = { hName: 'div', hProperties: { className: [classes.tableWrap] } };
  node.children = [table];
  (table as Table).data = { hProperties: { className: [classes.table], dataCaption: plainText(label.children) } };
  table.children.forEach((row, rowIndex) => {
    row.children.forEach((cell, cellIndex) => {
      if (rowIndex === 0) cell.data = { hProperties: { scope: 'col' } };
      else if (cellIndex === 0) cell.data = { hName: 'th', hProperties: { scope: 'row' } };
    });
  });
}

function container(node: ContainerDirective, classes: HelpDirectiveClasses): void {
  switch (node.name) {
    case 'formula':
      // Each line of a formula is a paragraph of its own.
      node.data = { hName: 'div', hProperties: { className: [classes.formula] } };
      for (const line of node.children) line.data = { ...line.data, hProperties: { className: [classes.eq] } };
      return;
    case 'note': {
      // A remark set apart: one paragraph.
      const [paragraph] = node.children;
      if (node.children.length !== 1 || paragraph?.type !== 'paragraph') throw new Error("help: ':::note' holds one paragraph");
      node.data = { hName: 'p', hProperties: { className: [classes.note] } };
      node.children = paragraph.children as unknown as ContainerDirective['children'];
      return;
    }
    case 'sample': {
      // Sample input: `:::sample[label]` around a fenced code block.
      const [label, code] = node.children;
      if (node.children.length !== 2 || !label || !isDirectiveLabel(label) || code?.type !== 'code') {
        throw new Error("help: ':::sample[label]' holds one code block");
      }
      node.data = { hName: 'figure', hProperties: { className: [classes.sample] } };
      label.data = { ...label.data, hName: 'figcaption' };
      return;
    }
    case 'table':
      captionedTable(node, classes);
      return;
    case 'where':
      whereList(node, classes);
      return;
    default:
      throw new Error(`help: unknown directive ':::${node.name}'`);
  }
}

/** A text directive's element; a bare `:word` (no label, no attributes) is text, as in "IEC TR 62470:2011". */
function text(node: TextDirective): RootContent {
  const element = TEXT_ELEMENTS[node.name];
  const bare = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
  if (bare) return { type: 'text', value: `:${node.name}` };
  if (!element) throw new Error(`help: unknown directive ':${node.name}'`);
  node.data = { hName: element };
  return node;
}

function walk(parent: Parent, classes: HelpDirectiveClasses): void {
  parent.children.forEach((node, index) => {
    if ('children' in node) walk(node as Parent, classes);
    if (node.type === 'containerDirective') container(node, classes);
    else if (node.type === 'textDirective') parent.children[index] = text(node);
    else if (node.type === 'leafDirective') throw new Error(`help: unknown directive '::${node.name}'`);
  });
}

/** The remark plugin: give every directive of a help article its element (an unknown one is an error). */
export function remarkHelpDirectives(classes: HelpDirectiveClasses): (tree: Root) => void {
  return (tree) => walk(tree, classes);
}
