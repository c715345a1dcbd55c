export { INFO_PAGES, InfoPage, type InfoPageName } from './info-pages.tsx';
