// The flow calculator's page, for the app's routes.
export { FlowCalculatorPage } from './flow-calculator-page.tsx';
