// Renders a public page to HTML on the server (src/server/pages/render.ts), built by
// `vite build --ssr` into <WEB_DIST_DIR>/.ssr. The tree is main.tsx's, with StaticRouter.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { QueryDataEntry } from '../shared/page-data.ts';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
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
  const errors: unknown[] = [];
  try {
    // prerender waits for every lazily loaded page (React's allReady), so the HTML holds the page
    // itself, not its spinner.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StaticRouter location={url}>
          <Providers client={client}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </StrictMode>,
      {
        // A component that throws would otherwise leave a boundary for the browser to fill in: the
        // server answers with the spinner page instead (src/server/pages/render.ts), and logs why.
        onError: (err) => {
          errors.push(err);
        },
        // Never split the page into segments that inline scripts put together (our CSP forbids them).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    if (errors.length) throw errors[0];
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    client.clear();
  }
}
