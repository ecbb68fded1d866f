import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QUERY_DATA_ELEMENT_ID, type QueryDataEntry } from '../shared/page-data.ts';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { reloadOnMissingChunks } from './lib/chunk-reload.ts';
import { renderedOnServer } from './lib/rendered-on-server.ts';
import './styles.css';

// A tab left open across a deploy asks for chunks that are gone: it reloads once (chunk-reload.ts).
reloadOnMissingChunks();

const client = makeQueryClient();

// The API answers the server used to render this page: the first render shows the same data.
const queryData = document.getElementById(QUERY_DATA_ELEMENT_ID);
if (queryData?.textContent) {
  try {
    for (const [key, data] of JSON.parse(queryData.textContent) as QueryDataEntry[]) client.setQueryData(key, data);
  } catch {
    // Unreadable: the page asks the API itself.
  }
  queryData.remove();
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers client={client}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

const root = document.getElementById('root')!;
if (renderedOnServer) {
  // In a transition React takes the page over in short slices, so a cheap phone stays responsive.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
