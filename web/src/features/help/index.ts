// The help area: its pages, topics and content (Markdown per language), for the routes and the tests.
export { HelpIndexPage, HelpPage } from './help-page.tsx';
export { HelpMarkdown } from './help-markdown.tsx';
export { HELP_TOPICS, helpPath, isHelpTopic, type HelpTopic } from './topics.ts';
export { HELP_CATALOGUES, type HelpArticle, type HelpCatalogue, type HelpSection, type HelpUiStrings } from './catalogue.ts';
