// The live study of the Studies tab: runs a shown study again once its inputs have rested, as the result pane does.
import { useEffect, useRef } from 'react';

/** ms the inputs must rest before a live study runs again (typing a number does not start one per key). */
export const LIVE_STUDY_DELAY_MS = 300;

/**
 * While `live`, runs `rerun` LIVE_STUDY_DELAY_MS after `inputs` last changed, when they are not the inputs of the
 * last run (`ran`, compared by identity: memoize them). A change within the delay starts it over; a rerun cancels
 * the run still going (useStudy's `refresh`), so the newest inputs win.
 */
export function useLiveRerun(live: boolean, inputs: unknown, ran: unknown, rerun: () => void): void {
  const latest = useRef(rerun);
  useEffect(() => {
    latest.current = rerun;
  });
  useEffect(() => {
    if (!live || inputs === ran) return undefined;
    const timer = setTimeout(() => latest.current(), LIVE_STUDY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [live, inputs, ran]);
}
