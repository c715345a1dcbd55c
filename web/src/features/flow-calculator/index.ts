export { FlowCalculatorPage } from './flow-calculator-page.tsx';
