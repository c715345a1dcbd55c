/**
 * Navigation modes (docs/product.md#screens): `default` shows the whole navigation; `backOnly` shows a Back button in its
 * place, for pages one reaches from somewhere and returns from (account forms, legal and information
 * pages). The mode is metadata of the route, kept here beside the route table.
 */
export type NavigationMode = 'default' | 'backOnly';

const BACK_ONLY = [
  '/register',
  '/password-request',
  '/password-reset',
  '/confirm-invite',
  '/change-password',
  '/developers',
  '/external',
  '/pricing',
  '/data-privacy',
  '/terms-of-service',
];

/** The navigation mode of the route at `pathname`. */
export function navigationModeOf(pathname: string): NavigationMode {
  return BACK_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? 'backOnly' : 'default';
}
