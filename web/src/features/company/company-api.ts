// The web app's calls of the caller's company (members, invitations, an invitation link), by the route table.
import type { CompanyInvitation, CompanyMember, CompanyRole } from '@cla/domain/api';
import { callRoute } from '../../lib/api-routes.ts';

/** The company calls of the web app (`/api/company/**`, `/api/company-invitation/**`), typed by @cla/domain/contracts. */
export const companyApi = {
  members: (signal?: AbortSignal) => callRoute('GET /api/company/users', { ...(signal && { signal }) }),
  invitations: (signal?: AbortSignal) => callRoute('GET /api/company/invitations', { ...(signal && { signal }) }),
  /** The members and the pending invitations, loaded together (the managers' part of /company). */
  team: async (signal?: AbortSignal): Promise<{ members: CompanyMember[]; invitations: CompanyInvitation[] }> => {
    const [members, invitations] = await Promise.all([companyApi.members(signal), companyApi.invitations(signal)]);
    return { members, invitations };
  },
  invite: (email: string, role: CompanyRole) => callRoute('POST /api/company/users', { body: { email, role } }),
  changeRole: (id: string, role: CompanyRole) => callRoute('PATCH /api/company/users/{id}', { params: { id }, body: { role } }),
  remove: (id: string) => callRoute('DELETE /api/company/users/{id}', { params: { id } }),
  resend: (id: string) => callRoute('POST /api/company/invitations/{id}/resend', { params: { id } }),
  revoke: (id: string) => callRoute('DELETE /api/company/invitations/{id}', { params: { id } }),
  preview: (token: string, signal?: AbortSignal) => callRoute('GET /api/company-invitation/{token}', { params: { token }, ...(signal && { signal }) }),
  accept: (token: string) => callRoute('POST /api/company-invitation/{token}/accept', { params: { token } }),
};
