// Renders the Markdown of a help article section (react-markdown, GFM tables, the help's directives).
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkHelpDirectives } from './markdown/remark-help-directives.ts';
import styles from './help-page.module.css';

const REMARK_PLUGINS = [
  // A single tilde stays a tilde (GFM would strike through); directives give sub- and superscripts instead.
  [remarkGfm, { singleTilde: false }],
  remarkDirective,
  [
    remarkHelpDirectives,
    {
      formula: styles.formula,
      eq: styles.eq,
      where: styles.where,
      note: styles.note,
      sample: styles.sample,
      tableWrap: styles.tableWrap,
      table: styles.table,
    },
  ],
] as ComponentProps<typeof Markdown>['remarkPlugins'];

const COMPONENTS: Components = {
  // A link into the product (another help topic) stays in the app; any other opens beside it.
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} rel="noreferrer noopener" target="_blank">
        {children}
      </a>
    ),
  // `:::table[caption]` passes its caption on (remark-help-directives.ts).
  table: ({ node: _node, children, ...props }) => {
    const { 'data-caption': caption, ...rest } = props as typeof props & { 'data-caption'?: string };
    return (
      <table {...rest}>
        {caption && <caption>{caption}</caption>}
        {children}
      </table>
    );
  },
};

/** One section of a help article, written in Markdown. */
export function HelpMarkdown({ source }: { source: string }): ReactNode {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
      {source}
    </Markdown>
  );
}
