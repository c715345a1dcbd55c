export { ChartTestPage } from './chart-test-page.tsx';
