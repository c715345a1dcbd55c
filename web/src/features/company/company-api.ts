import type { CompanyInvitation, CompanyMember, CompanyRole, InvitationPreview, UserCompany } from '@cla/domain/api';
import { apiClient } from '../../lib/api-client.ts';

/** The company calls of the web app (`/api/company/**`, `/api/company-invitation/**`). */
export const companyApi = {
  members: (signal?: AbortSignal) => apiClient.get<CompanyMember[]>('/api/company/users', signal && { signal }),
  invitations: (signal?: AbortSignal) => apiClient.get<CompanyInvitation[]>('/api/company/invitations', signal && { signal }),
  /** The members and the pending invitations, loaded together (the managers' part of /company). */
  team: async (signal?: AbortSignal): Promise<{ members: CompanyMember[]; invitations: CompanyInvitation[] }> => {
    const [members, invitations] = await Promise.all([companyApi.members(signal), companyApi.invitations(signal)]);
    return { members, invitations };
  },
  invite: (email: string, role: CompanyRole) => apiClient.post<CompanyInvitation>('/api/company/users', { email, role }),
  changeRole: (id: string, role: CompanyRole) => apiClient.patch<CompanyMember>(`/api/company/users/${encodeURIComponent(id)}`, { role }),
  remove: (id: string) => apiClient.delete(`/api/company/users/${encodeURIComponent(id)}`),
  resend: (id: string) => apiClient.post<CompanyInvitation>(`/api/company/invitations/${encodeURIComponent(id)}/resend`),
  revoke: (id: string) => apiClient.delete(`/api/company/invitations/${encodeURIComponent(id)}`),
  preview: (token: string, signal?: AbortSignal) => apiClient.get<InvitationPreview>(`/api/company-invitation/${encodeURIComponent(token)}`, signal && { signal }),
  accept: (token: string) => apiClient.post<{ company: UserCompany }>(`/api/company-invitation/${encodeURIComponent(token)}/accept`),
};
