import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationInput } from '../../../../shared/moderation-schemas.ts';
import { MODERATION } from '../../../../shared/moderation-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

const routes = client.admin['damage-reports'][':id'].moderation;

const SAVED: Record<ModerationInput['action'], string> = {
  publish: MODERATION.saved.publish,
  hide: MODERATION.saved.hide,
  confidential: MODERATION.saved.confidential,
  'edit-text': MODERATION.saved.text,
  'redact-photo': MODERATION.saved.photo,
  'restore-photo': MODERATION.saved.photo,
};

export function useModerationHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-requests', 'damage-reports', 'moderation', id],
    queryFn: ({ signal }) => call(routes.$get({ param: { id } }, callOptions({ signal }))),
    enabled,
    staleTime: 0,
  });
}

/** One moderator's decision (issue 15, item 4); the list and the history are read again after it. */
export function useModerate(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationInput) => call(routes.$post({ param: { id }, json: input })),
    onSuccess: ({ trackingCode }, input) => {
      toast({ title: MODERATION.savedTitle, description: fillText(SAVED[input.action], { code: trackingCode }), variant: 'success' });
    },
    onError: (err) => {
      toast({ title: MODERATION.failedTitle, description: errorMessage(err), variant: 'destructive' });
    },
    // Pending until the list is read again, so a control never shows the old value after it.
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin-requests', 'damage-reports'] }),
  });
}
