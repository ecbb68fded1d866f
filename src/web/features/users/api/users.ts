import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/roles.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export const USER_PAGE_SIZE = 20;

/** A page of the users table: the first, or the one its cursor names (issue 41, keyset paging). */
export function useUserList(params: { q: string; cursor: string }) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) =>
      call(
        client.admin.users.$get(
          { query: { pageSize: String(USER_PAGE_SIZE), q: params.q || undefined, cursor: params.cursor || undefined } },
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

/** Invite, resend, deactivate, reactivate, reset link (issue 13, item 9), unlock (ADR 045): the table is read again after each. */
export function useStaffAction() {
  const qc = useQueryClient();
  const users = client.admin.users;
  return useMutation({
    mutationFn: (
      a: { kind: 'invite'; input: StaffInviteInput } | { kind: 'resend' | 'deactivate' | 'reactivate' | 'reset' | 'unlock'; id: string },
    ): Promise<unknown> => {
      switch (a.kind) {
        case 'invite':
          return call(users.$post({ json: a.input }));
        case 'resend':
          return call(users[':id'].invitation.$post({ param: { id: a.id } }));
        case 'deactivate':
          return call(users[':id'].deactivate.$post({ param: { id: a.id } }));
        case 'reactivate':
          return call(users[':id'].reactivate.$post({ param: { id: a.id } }));
        case 'reset':
          return call(users[':id']['password-reset'].$post({ param: { id: a.id } }));
        case 'unlock':
          return call(users[':id'].unlock.$post({ param: { id: a.id } }));
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export type StaffInviteInput = { fullName: string; email: string; role: string };
