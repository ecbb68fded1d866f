import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '../lib/query-client.ts';

/**
 * TanStack Query for an island that needs it (a list it pages through, a mutation's state): its
 * own client, made inside the island so that the server's render and the browser's are the same.
 * Most islands do not: a form sends with `call()` (lib/api-client.ts) and keeps ~12 KB out of the page.
 */
export function IslandQuery({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
