import { AUTH } from '../../../shared/strings.ts';
import { toast } from '../../components/ui/toast.tsx';
import { flashToast } from '../../islands/flash.ts';
import { call, client, errorMessage } from '../../lib/api-client.ts';

/**
 * Ends the session on the server, then goes home. Home is a page the server renders: it is loaded
 * afresh, signed out (nothing of the session stays in the browser), and says so (islands/flash.ts).
 */
export function useLogout() {
  return async () => {
    try {
      await call(client.account.logout.$post());
    } catch (err) {
      toast({ title: AUTH.logoutFailed, description: errorMessage(err), variant: 'destructive' });
      return;
    }
    flashToast({ title: AUTH.logoutSuccess, variant: 'success' });
    location.assign('/');
  };
}
