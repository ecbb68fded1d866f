import { useState } from 'react';
import { REPORTS } from '../../../../shared/report-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, client, errorMessage } from '../../../lib/api-client.ts';

const SUPPORTER_KEY = 'pupr-sulbar:pendukung';

/** This browser's random key for "saya juga": kept, so a second click is recognised (not a person's identity). */
function supporterKey(): string {
  try {
    const kept = localStorage.getItem(SUPPORTER_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(SUPPORTER_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID(); // storage refused (private mode): counted once per visit
  }
}

/**
 * "Saya juga mengalami ini" (issue 15, item 5). Without TanStack Query: on a report's page it runs in
 * an island (issue 35), which would otherwise fetch it (~11 KB) for one request. `onError`: before
 * the toast (the form puts the server's field message on its box). `onSettled`: the report form
 * reads the reports it shows again.
 */
export function useSupportReport() {
  const [isPending, setPending] = useState(false);
  const mutate = async (
    { code, email }: { code: string; email: string },
    opts: { onSuccess?: (supporters: number) => void; onError?: (err: unknown) => void; onSettled?: () => void } = {},
  ) => {
    setPending(true);
    try {
      const { message, alreadyCounted, supporters } = await call(
        client.laporan[':code'].dukung.$post({ param: { code }, json: { browserKey: supporterKey(), email: email || undefined } }),
      );
      // A second "saya juga" from this browser or address: already counted, said kindly (issue 38).
      if (alreadyCounted) toast({ title: REPORTS.alreadySupportedTitle, description: message, variant: 'info' });
      else toast({ title: REPORTS.supportedTitle, description: message, variant: 'success' });
      opts.onSuccess?.(supporters);
    } catch (err) {
      opts.onError?.(err);
      toast({ title: REPORTS.supportFailedTitle, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setPending(false);
      opts.onSettled?.();
    }
  };
  return { mutate, isPending };
}
