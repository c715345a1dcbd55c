// The home page, for the app's routes.
export { HomePage } from './home-page.tsx';
