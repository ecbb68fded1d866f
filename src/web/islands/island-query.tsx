import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { QueryDataEntry } from '../../shared/page-data.ts';
import { makeQueryClient } from '../lib/query-client.ts';

/**
 * TanStack Query for an island that needs it (a list it pages through, a mutation's state): its
 * own client, made inside the island so that the server's render and the browser's are the same.
 * `seed`: the answers the page already has (the island's props, from the page's queries): the
 * island shows them at once, on the server and in the browser alike, instead of asking again.
 * Most islands do not need Query: a form sends with `call()` (lib/api-client.ts) and keeps ~10 KB out.
 */
export function IslandQuery({ seed = [], children }: { seed?: readonly QueryDataEntry[]; children: ReactNode }) {
  const [client] = useState(() => {
    const qc = makeQueryClient();
    for (const [key, data] of seed) qc.setQueryData(key, data);
    return qc;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
