import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LAB_BILL } from '../../../../shared/lab-bill-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

/** A Uji Lab request's bill for staff (issue 40, item 3), or null while it has none. */
export function useStaffLabBill(code: string) {
  return useQuery({
    queryKey: ['admin-requests', 'ujilab', 'bill', code],
    queryFn: ({ signal }) => call(client['lab-bills'][':code'].$get({ param: { code } }, callOptions({ signal }))),
    staleTime: 0,
  });
}

/** "Terbitkan Tagihan" and "Catat Lunas"; the request, its history and the bill are read again after either. */
export function useLabBillActions(id: string) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: ['admin-requests', 'ujilab'] });
  const routes = client.admin.ujilab[':id'].bill;
  return {
    issue: useMutation({
      mutationFn: (json: { dueDays: number }) => call(routes.$post({ param: { id }, json })),
      onSuccess: ({ bill }) => toast({ title: LAB_BILL.issueDone, description: bill.number, variant: 'success' }),
      onError: (err) => toast({ title: LAB_BILL.issueTitle, description: errorMessage(err), variant: 'destructive' }),
      onSettled: settled,
    }),
    counter: useMutation({
      mutationFn: (json: { receiptNumber: string; paidOn: string }) => call(routes['counter-payment'].$post({ param: { id }, json })),
      onSuccess: ({ bill }) => toast({ title: LAB_BILL.counterDone, description: bill.number, variant: 'success' }),
      onError: (err) => toast({ title: LAB_BILL.counterTitleStaff, description: errorMessage(err), variant: 'destructive' }),
      onSettled: settled,
    }),
  };
}
