import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORWARDING } from '../../../../shared/forwarding-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

const routes = client.admin['damage-reports'][':id'];

/** A report's routing (issue 39, item 3): its road's owner, where it is now, its forwardings, whom it may go to. */
export function useReportForwarding(id: string) {
  return useQuery({
    queryKey: ['admin-requests', 'damage-reports', 'forwarding', id],
    queryFn: ({ signal }) => call(routes.forwarding.$get({ param: { id } }, callOptions({ signal }))),
    staleTime: 0,
  });
}

/** "Teruskan" and "Ambil kembali"; the report, its history and this panel are read again after either. */
export function useForwardingActions(id: string) {
  const qc = useQueryClient();
  const failed = (err: unknown) => toast({ title: FORWARDING.panel.failedTitle, description: errorMessage(err), variant: 'destructive' });
  const settled = () => qc.invalidateQueries({ queryKey: ['admin-requests', 'damage-reports'] });
  return {
    forward: useMutation({
      mutationFn: (input: { instansiId: string; note: string }) => call(routes.forward.$post({ param: { id }, json: input })),
      onSuccess: ({ instansi }) =>
        toast({ title: FORWARDING.panel.forwardTitle, description: FORWARDING.panel.forwarded(instansi), variant: 'success' }),
      onError: failed,
      onSettled: settled,
    }),
    takeBack: useMutation({
      mutationFn: (input: { note: string }) => call(routes['take-back'].$post({ param: { id }, json: input })),
      onSuccess: () => toast({ title: FORWARDING.panel.takeBackTitle, description: FORWARDING.panel.takenBackDone, variant: 'success' }),
      onError: failed,
      onSettled: settled,
    }),
  };
}
