// A wide table's box that scrolls sideways on a narrow screen and that keyboard users can reach and scroll.
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on a narrow screen (a wide table of text): focusable and named by its heading, so that
 * a keyboard user can reach it and scroll it with the arrow keys (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ className, labelledBy, children }: { className?: string | undefined; labelledBy: string; children: ReactNode }): ReactNode {
  return (
    <div className={className} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
