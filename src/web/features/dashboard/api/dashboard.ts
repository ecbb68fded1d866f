import { useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import type { Role } from '../../../../shared/roles.ts';
import type { SirekananItem } from '../../../../shared/sirekanan-schemas.ts';
import type { UjiLabItem } from '../../../../shared/ujilab-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export type CustomerDashboard = {
  profile: { fullName: string; email: string; role: Role | null; createdAt: string };
  sirekanan: Paged<SirekananItem>;
  ujilab: Paged<UjiLabItem>;
};

export function useCustomerDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api<CustomerDashboard>('/api/dashboard', { signal }),
    enabled,
  });
}
