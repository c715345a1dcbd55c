// The informational and legal pages (developers, pricing, data privacy, terms of service…), for the app's routes.
export { INFO_PAGES, InfoPage, type InfoPageName } from './info-pages.tsx';
