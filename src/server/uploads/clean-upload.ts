import type { AcceptedFile } from './accept-file.ts';
import { reencodePhoto } from './reencode-photo.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * DECISIONS.md rule 10, for every upload: an image (a damage photo, but also a KTP scan or a letter
 * photographed with a phone) is re-encoded so that its EXIF, GPS and other metadata never reach
 * storage; a PDF or Word file is kept byte for byte. The size limit applies to what the citizen
 * sent (acceptFile); what re-encoding gives is stored even if it is a little larger.
 */
export async function cleanUpload(file: AcceptedFile, label: string): Promise<AcceptedFile> {
  return IMAGE_TYPES.has(file.mime) ? reencodePhoto(file, label) : file;
}
