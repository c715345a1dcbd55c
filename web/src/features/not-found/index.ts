// The 'page not found' page, for the app's routes.
export { NotFoundPage } from './not-found-page.tsx';
