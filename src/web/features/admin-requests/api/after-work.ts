import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetsInput } from '../../../../shared/deadline-schemas.ts';
import { DEADLINES } from '../../../../shared/deadline-strings.ts';
import { FEEDBACK } from '../../../../shared/feedback-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

const afterPhoto = client.admin['damage-reports'][':id']['after-photo'];
const targets = client.admin['damage-report-targets'];

/** Staff's photo of the repair (issue 15, item 7): upload (replacing the last) or remove. */
export function useAfterPhoto(id: string) {
  const qc = useQueryClient();
  const done = (description: string) => toast({ title: FEEDBACK.afterPhotoTitle, description, variant: 'success' });
  const failed = (err: unknown) => toast({ title: FEEDBACK.afterPhotoFailed, description: errorMessage(err), variant: 'destructive' });
  const settled = () => qc.invalidateQueries({ queryKey: ['admin-requests', 'damage-reports'] });
  return {
    upload: useMutation({
      mutationFn: (foto: File) => call(afterPhoto.$post({ param: { id }, form: { foto } })),
      onSuccess: () => done(FEEDBACK.afterPhotoSaved),
      onError: failed,
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: () => call(afterPhoto.$delete({ param: { id } })),
      onSuccess: () => done(FEEDBACK.afterPhotoRemoved),
      onError: failed,
      onSettled: settled,
    }),
  };
}

/** The working days per infrastructure type (issue 15, item 6). */
export const useTargets = () =>
  useQuery({ queryKey: ['admin-requests', 'targets'], queryFn: ({ signal }) => call(targets.$get({}, callOptions({ signal }))) });

export function useSaveTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TargetsInput) => call(targets.$put({ json: input })),
    onSuccess: (saved) => {
      qc.setQueryData(['admin-requests', 'targets'], saved);
      toast({ title: DEADLINES.savedTitle, description: DEADLINES.saved, variant: 'success' });
    },
    onError: (err) => toast({ title: DEADLINES.failedTitle, description: errorMessage(err), variant: 'destructive' }),
  });
}
