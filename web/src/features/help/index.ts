export { HelpIndexPage, HelpPage } from './help-page.tsx';
export { HELP_TOPICS, helpPath, isHelpTopic, type HelpTopic } from './topics.ts';
export { HELP_CATALOGUES, type HelpArticle, type HelpCatalogue, type HelpSection, type HelpUiStrings } from './catalogue.ts';
