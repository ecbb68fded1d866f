// Renders a public page to HTML on the server (src/server/pages/render.ts), built by
// `vite build --ssr` into <WEB_DIST_DIR>/.ssr. The tree is main.tsx's, with StaticRouter.
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from './lib/router.tsx';
import type { QueryDataEntry } from '../shared/page-data.ts';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { IdCounterContext } from './lib/react-on-preact.ts';
import { sessionQuery, type CurrentUser } from './lib/session.ts';

export type RenderInput = {
  /** Path and query string, as the browser asked for them. */
  url: string;
  user: CurrentUser | null;
  /** The answers of the API calls this page makes, as the API would give them. */
  queries: QueryDataEntry[];
};

export async function renderPage({ url, user, queries }: RenderInput): Promise<string> {
  const client = makeQueryClient();
  client.setQueryData(sessionQuery.queryKey, user);
  for (const [key, data] of queries) client.setQueryData(key, data);
  try {
    // The async renderer waits for every lazily loaded page, so the HTML holds the page itself,
    // not its spinner. A component that throws rejects it: the server answers with the spinner
    // page instead (src/server/pages/render.ts), and logs why.
    return await renderToStringAsync(
      <StrictMode>
        {/* Ids outside an IdScope start afresh for each page, as they do in the browser. */}
        <IdCounterContext.Provider value={{ scope: 'r', next: 0 }}>
          <StaticRouter location={url}>
            <Providers client={client}>
              <AppRoutes />
            </Providers>
          </StaticRouter>
        </IdCounterContext.Provider>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}
