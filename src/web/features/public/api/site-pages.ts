import { queryOptions, useQuery } from '@tanstack/react-query';
import { sitePageQuery } from '../../../../shared/public-pages.ts';
import type { SitePageSlug } from '../../../../shared/site-page-slugs.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Key and call from src/shared/public-pages.ts: the server embeds the answer under the same key.
const query = (slug: SitePageSlug) => {
  const { queryKey, api } = sitePageQuery(slug);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(client.pages[':slug'].$get({ param: api.param }, callOptions({ signal }))),
  });
};

export const useSitePage = (slug: SitePageSlug) => useQuery(query(slug));
