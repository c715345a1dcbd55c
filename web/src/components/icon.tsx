// The small icons of the navigation and buttons (home, projects, calculator, help, language…), drawn in the text colour.
import type { ReactNode } from 'react';

const PATHS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  folder: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  calculator:
    'M6 2h12a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm1 2v4h10V4zm0 7v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2zm-8 4v2h2v-2zm4 0v2h2v-2zm4 0v5h2v-5zm-8 4v1h2v-1zm4 0v1h2v-1z',
  help: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 14.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zM12 6a3.5 3.5 0 0 0-3.5 3.5h2A1.5 1.5 0 1 1 12 11a1 1 0 0 0-1 1v2h2v-1.2A3.5 3.5 0 0 0 12 6z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.6 2.2A8 8 0 0 0 4.06 11h3.97c.13-2.5.93-4.87 2.37-6.8zm3.2 0c1.44 1.93 2.24 4.3 2.37 6.8h3.97a8 8 0 0 0-6.34-6.8zM12 4.4c-1.42 1.7-2.27 4-2.41 6.6h4.82c-.14-2.6-.99-4.9-2.41-6.6zM4.06 13a8 8 0 0 0 6.34 6.8A12.4 12.4 0 0 1 8.03 13zm5.53 0c.14 2.6.99 4.9 2.41 6.6 1.42-1.7 2.27-4 2.41-6.6zm6.38 0a12.4 12.4 0 0 1-2.37 6.8A8 8 0 0 0 19.94 13z',
  external: 'M14 3h7v7h-2V6.41l-8.3 8.3-1.4-1.42L17.58 5H14zM5 5h6v2H6v11h11v-5h2v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  settings:
    'M10.3 2h3.4l.5 2.6 1.7.7 2.2-1.5 2.4 2.4-1.5 2.2.7 1.7 2.6.5v3.4l-2.6.5-.7 1.7 1.5 2.2-2.4 2.4-2.2-1.5-1.7.7-.5 2.6h-3.4l-.5-2.6-1.7-.7-2.2 1.5-2.4-2.4 1.5-2.2-.7-1.7L2 13.7v-3.4l2.6-.5.7-1.7-1.5-2.2 2.4-2.4 2.2 1.5 1.7-.7zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  flow: 'M3 7h11a3 3 0 1 0-3-3h2a1 1 0 1 1 1 1H3zm0 4h16a3 3 0 1 1-3 3h2a1 1 0 1 0 1-1H3zm0 4h7a3 3 0 1 1-3 3h2a1 1 0 1 0 1-1H3z',
  chevronDown: 'M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4L12 16.4 5.3 9.7z',
  exit: 'M10 3h9a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-9v-2h8V5h-8zm-1.3 4.3 1.4 1.4L7.8 11H15v2H7.8l2.3 2.3-1.4 1.4L4 12z',
  copy: 'M8 3h11a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1 2v9h9V5zM4 8h1v11h11v1a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
  user: 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 12c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5z',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative 24×24 icon drawn in the current text colour; hidden from assistive technology. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
