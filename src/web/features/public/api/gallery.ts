import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryAlbumQuery, galleryListQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Keys and calls from src/shared/public-pages.ts: the server embeds the answers under the same keys.
export const useGalleryList = () => {
  const { queryKey } = galleryListQuery();
  return useQuery(queryOptions({ queryKey, queryFn: ({ signal }) => call(client.gallery.$get({}, callOptions({ signal }))) }));
};

export const useGalleryAlbum = (slug: string) => {
  const { queryKey, api } = galleryAlbumQuery(slug);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.gallery[':slug'].$get({ param: api.param }, callOptions({ signal }))) }),
  );
};
