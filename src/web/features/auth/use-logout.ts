import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH } from '../../../shared/strings.ts';
import { toast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api-client.ts';

export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api('/api/account/logout', { method: 'POST' });
      qc.setQueryData(['session'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      navigate('/');
      toast({ title: AUTH.logoutSuccess, variant: 'success' });
    } catch (err) {
      toast({ title: AUTH.logoutFailed, description: errorMessage(err), variant: 'destructive' });
    }
  };
}
