// The signed-in app (index.html): /dashboard, /admin and the pages an e-mailed link opens. The public
// pages are HTML the server renders, with React islands (src/web/islands/boot.ts; issue 35, ADR 053).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { followDocumentLinksAsPages } from './app/document-paths.ts';
import { AppRoutes } from './app/routes.tsx';
import { reloadOnMissingChunks } from './lib/chunk-reload.ts';
import { makeQueryClient } from './lib/query-client.ts';
import './styles.css';

// A tab left open across a deploy asks for chunks that are gone: it reloads once (chunk-reload.ts).
reloadOnMissingChunks();
// A link to a public page is a page load (app/document-paths.ts).
followDocumentLinksAsPages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers client={makeQueryClient()}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
