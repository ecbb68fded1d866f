import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export type FeedbackLinkParams = { e: string; r: string; t: string };

/** Is "sudah diperbaiki?" still asked of this address (the e-mail's link)? */
export const useFeedbackQuestion = (code: string, link: FeedbackLinkParams) =>
  useQuery({
    queryKey: ['laporan', 'tanggapan', code, link],
    queryFn: ({ signal }) => call(client.laporan[':code'].tanggapan.$get({ param: { code }, query: link }, callOptions({ signal }))),
    retry: false,
  });

export function useAnswerFeedback(code: string) {
  return useMutation({
    mutationFn: (form: FeedbackLinkParams & { jawab: 'ya' | 'tidak'; alasan: string; foto: File | null }) =>
      call(
        client.laporan[':code'].tanggapan.$post({
          param: { code },
          form: { ...form, ...(form.foto ? { foto: form.foto } : { foto: undefined }) },
        }),
      ),
  });
}

/** A damage report's thread for its reporter, by the signed link in their e-mails (issue 38, item 2). */
export const loadReporterThread = (code: string, t: string) => (signal: AbortSignal) =>
  call(client.laporan[':code'].pesan.$get({ param: { code }, query: { t } }, callOptions({ signal })));
