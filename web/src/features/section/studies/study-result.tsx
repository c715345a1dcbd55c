// Shows a finished study's result with the view of its kind, whether it ran in the browser or on the server.
import type { EquipmentChoice } from '@cla/domain';
import type { ReactNode } from 'react';
import { CalibrationView } from './calibration-view.tsx';
import { CofView } from './cof-view.tsx';
import { MethodComparisonView } from './method-comparison-view.tsx';
import { PlacementView } from './placement-view.tsx';
import { SizingView } from './sizing-view.tsx';
import type { Outcome } from './study-outcome.ts';

const namesOf = (names: Record<string, string>) => (choice: EquipmentChoice): string => names[choice.preset] ?? choice.name;

/** The result view of a finished study, whether it ran in the browser or on the server. */
export function StudyResult({ outcome }: { outcome: Outcome }): ReactNode {
  switch (outcome.kind) {
    case 'methods':
      return <MethodComparisonView result={outcome.result} />;
    case 'cof':
      return <CofView result={outcome.result} />;
    case 'placement':
      return <PlacementView result={outcome.result} kind={outcome.machine} />;
    case 'sizing':
      return <SizingView result={outcome.result} names={namesOf(outcome.names)} />;
    case 'calibration':
      return <CalibrationView result={outcome.result} log={outcome.log} />;
  }
}
