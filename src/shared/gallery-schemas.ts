import { z } from 'zod';
import { pickedFile } from './admin-schemas.ts';
import { GALLERY } from './gallery-strings.ts';
import type { ImageRef } from './images.ts';

const text = (max: number) => z.string().trim().max(max, GALLERY.textTooLong);

export const albumInputSchema = z.object({
  title: z.string({ message: GALLERY.titleRequired }).trim().min(1, GALLERY.titleRequired).max(200, GALLERY.titleTooLong),
  description: text(2000).default(''),
  albumDate: z.iso.date({ message: GALLERY.dateInvalid }),
  published: z.boolean().default(false),
  /** One of the album's photos, or none (the first photo then). */
  coverPhotoId: z.uuid({ message: GALLERY.coverNotInAlbum }).nullable().default(null),
});
export type AlbumInput = z.output<typeof albumInputSchema>;

export const photoInputSchema = z.object({
  imageId: z.uuid({ message: GALLERY.imageMissing }),
  caption: text(300).default(''),
  alt: z.string({ message: GALLERY.altRequired }).trim().min(1, GALLERY.altRequired).max(300, GALLERY.textTooLong),
  credit: text(200).default(''),
});
export const photoUpdateSchema = photoInputSchema.omit({ imageId: true });
/**
 * The CMS's "Tambah Foto" form: the texts the server checks (photoUpdateSchema) and the picture
 * itself, which goes to /api/admin/images first and reaches photoInputSchema as its imageId.
 */
export const photoFormSchema = photoUpdateSchema.extend({ file: pickedFile(GALLERY.imageMissing) });
export type PhotoForm = z.output<typeof photoFormSchema>;

export const photoOrderSchema = z.object({ photoIds: z.array(z.uuid({ message: GALLERY.orderInvalid })).max(500, GALLERY.orderInvalid) });

export type GalleryPhoto = { id: string; image: ImageRef; caption: string; alt: string; credit: string; position: number };
export type AlbumSummary = {
  id: string;
  slug: string;
  title: string;
  description: string;
  albumDate: string;
  published: boolean;
  photoCount: number;
  cover: (ImageRef & { alt: string }) | null;
};
export type AlbumDetail = AlbumSummary & { coverPhotoId: string | null; photos: GalleryPhoto[] };
