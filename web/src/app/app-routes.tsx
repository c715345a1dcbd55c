import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/index.ts';
import { NotFoundPage } from '../features/not-found/index.ts';

// Developer pages are rarely visited: they load on demand.
const ChartTestPage = lazy(async () => ({
  default: (await import('../features/dev-tests/index.ts')).ChartTestPage,
}));
const EngineTestPage = lazy(async () => ({
  default: (await import('../features/dev-tests/index.ts')).EngineTestPage,
}));

/** Every route of the app; anything unknown is a 404. */
export function AppRoutes(): ReactNode {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="test/charts" element={<ChartTestPage />} />
        <Route path="test/engine" element={<EngineTestPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
