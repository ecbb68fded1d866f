import type { AlbumDetail } from '../../../shared/gallery-schemas.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from './album-rows.ts';
import { findPublishedAlbum } from './find-published-album.ts';

export async function getPublishedAlbum(db: Db, slug: string): Promise<AlbumDetail> {
  const album = await findPublishedAlbum(db, slug);
  if (!album) throw notFound();
  return album;
}
