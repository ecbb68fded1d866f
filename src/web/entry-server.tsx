// Renders a public page to HTML on the server (src/server/pages/render.ts), built by
// `vite build --ssr` into <WEB_DIST_DIR>/.ssr. The page is a whole document rendered by React; its
// islands (src/web/islands/island.tsx) are rendered each as a root of its own, as the browser's
// hydrateRoot will take them over (issue 35, ADR 053).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { QueryDataEntry } from '../shared/page-data.ts';
import { ERRORS } from '../shared/strings.ts';
import { ApiError } from './lib/api-client.ts';
import { makeQueryClient } from './lib/query-client.ts';
import { PublicDocument } from './app/public-document.tsx';
import { IslandCollector, type IslandLoad, type IslandRecord } from './islands/island.tsx';
import { IslandsMode } from './islands/mode.ts';
import { islandAuth, IslandShell } from './islands/shell.tsx';
import { AuthContext } from './lib/auth-core.ts';
import { NavContext, type Nav } from './lib/nav.ts';
import type { CurrentUser } from './lib/session.ts';

export type RenderInput = {
  /** Path and query string, as the browser asked for them. */
  url: string;
  user: CurrentUser | null;
  /** The answers of the API calls this page makes, as the API would give them. */
  queries: QueryDataEntry[];
};

/**
 * The HTML of the page or of one island, once everything in it has loaded (prerender waits for React.lazy,
 * React's allReady; renderToString would not). A component that throws: the error is thrown here, and the server
 * answers with its error page and logs why.
 */
async function renderToHtml(element: ReactElement, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    onError: (err) => {
      errors.push(err);
    },
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  if (errors.length) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's HTML, and the islands in it (their names: the server preloads their code). */
export type RenderedDocument = { html: string; islands: Array<{ name: string; load: IslandLoad }> };

export async function renderPage({ url, user, queries }: RenderInput): Promise<RenderedDocument> {
  const client = makeQueryClient();
  // On the server a query is read as the page data left it: an answer that does not exist stays the
  // 404 it is (retrying on mount would show it as still loading).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  for (const [key, data] of queries)
    if (data === null)
      // An answer that does not exist: the query is in the state the API's 404 would leave it in,
      // and the page renders its own "not found" (src/server/pages/data.ts).
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({ status: 'error', fetchStatus: 'idle', error: new ApiError(404, 'NOT_FOUND', ERRORS.notFound) });
    else client.setQueryData(key, data);
  const islands = new Map<string, IslandRecord>();
  const auth = islandAuth(user);
  const where = new URL(url, 'http://portal.invalid');
  const nav: Nav = { pathname: where.pathname, search: where.search, go: () => {} };
  try {
    let html = await renderToHtml(
      <StrictMode>
        <StaticRouter location={url}>
          <QueryClientProvider client={client}>
            <IslandsMode.Provider value={true}>
              <NavContext.Provider value={nav}>
                <AuthContext.Provider value={auth}>
                  <IslandCollector.Provider value={islands}>
                    <PublicDocument user={user} />
                  </IslandCollector.Provider>
                </AuthContext.Provider>
              </NavContext.Provider>
            </IslandsMode.Provider>
          </QueryClientProvider>
        </StaticRouter>
      </StrictMode>,
    );
    // Each island on its own, with the ids and the providers the browser's hydrateRoot gives it
    // (src/web/islands/island-runtime.tsx). Their data is in their props (no page-wide query cache in the
    // browser). Rendered to completion like the page: a lazily loaded part of an island (a form's
    // photo box, a confirmation) is in the HTML from the first visit on, not its Suspense fallback,
    // so that the island works without JavaScript (issue 35, item 5).
    for (const { key, component: Island, props } of islands.values()) {
      const inner = await renderToHtml(
        <StrictMode>
          {/* The browser's documentNav reads the same address from location. */}
          <NavContext.Provider value={nav}>
            <IslandShell auth={auth}>
              <Island {...props} />
            </IslandShell>
          </NavContext.Provider>
        </StrictMode>,
        `${key}-`,
      );
      html = html.replace(`<!--${key}-->`, () => inner);
    }
    return { html, islands: [...islands.values()].map(({ name, load }) => ({ name, load })) };
  } finally {
    client.clear();
  }
}
