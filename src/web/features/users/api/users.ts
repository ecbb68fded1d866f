import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import type { Role } from '../../../../shared/roles.ts';
import type { AdminUserItem, RoleChangeResult } from '../../../../shared/users-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const USER_PAGE_SIZE = 20;

export function useUserList(params: { q: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ page: String(params.page), pageSize: String(USER_PAGE_SIZE) });
      if (params.q) qs.set('q', params.q);
      return api<Paged<AdminUserItem>>(`/api/admin/users?${qs}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: (v: { id: string; role: Role }) => api<RoleChangeResult>(`/api/admin/users/${encodeURIComponent(v.id)}/role`, { method: 'PATCH', json: { role: v.role } }),
  });
}
