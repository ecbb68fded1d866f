import type { Db } from '../../db/client.ts';
import { listAlbums } from './album-rows.ts';

/** GET /api/gallery: published albums, newest first. */
export const listPublishedAlbums = (db: Db) => listAlbums(db, true);
