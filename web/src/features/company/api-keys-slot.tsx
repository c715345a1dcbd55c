import type { ReactNode } from 'react';

export interface ApiKeysSlotProps {
  /** The company whose keys would be shown. */
  readonly companyId: string;
  /** Whether the viewer manages the company (managers and admins belonging to it). */
  readonly manages: boolean;
}

/**
 * The place of the company's API keys on the company page: `ApiKeysPanel` (built with the API keys) renders here,
 * between the licence and the members. Until it exists, nothing is shown.
 */
export function ApiKeysSlot(_props: ApiKeysSlotProps): ReactNode {
  return null;
}
