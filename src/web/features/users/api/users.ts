import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/roles.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export const USER_PAGE_SIZE = 20;

export function useUserList(params: { q: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) =>
      call(
        client.admin.users.$get(
          { query: { page: String(params.page), pageSize: String(USER_PAGE_SIZE), q: params.q || undefined } },
          callOptions({ signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: (v: { id: string; role: Role }) =>
      call(client.admin.users[':id'].role.$patch({ param: { id: v.id }, json: { role: v.role } })),
  });
}
