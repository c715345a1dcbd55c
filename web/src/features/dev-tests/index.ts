// The developers' test pages: charts, engine, unit input, unit tables and a generated trajectory.
export { ChartTestPage } from './chart-test-page.tsx';
export { EngineTestPage } from './engine-test-page.tsx';
export { DataTestPage, TrajectoryTestPage, UnitInputTestPage } from './unit-test-pages.tsx';
