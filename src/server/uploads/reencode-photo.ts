import sharp from '../images/sharp.ts';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { AppError } from '../http/errors.ts';
import type { AcceptedFile } from './accept-file.ts';

// Large enough for any phone camera, small enough that a crafted image cannot exhaust memory.
const MAX_INPUT_PIXELS = 80_000_000;
const MAX_EDGE = 3000;

/**
 * DECISIONS.md rule 10: photos are decoded and encoded again, so nothing of the original file
 * survives except its pixels. sharp writes no metadata unless asked: EXIF (GPS, camera, owner),
 * XMP and IPTC are gone. The EXIF orientation is applied first so the photo stays upright.
 */
export function reencodePhoto(file: AcceptedFile, label: string): Promise<AcceptedFile> {
  return inTurn(() => reencode(file, label));
}

// One photo at a time per process (one worker per core): a decoded 1280×960 photo is 3.7 MB of
// pixels, and a burst of reports decoded at once took a core and tens of MB from the citizens
// reading the site. A burst's reports wait their turn instead (issue 18, item 6: the soak's
// worker RSS 205/214 -> 184/194 MB and its read p99 49.7 -> 45.5 ms).
let last: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work, work);
  last = turn.catch(() => {});
  return turn;
}

async function reencode(file: AcceptedFile, label: string): Promise<AcceptedFile> {
  try {
    const image = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    let out: Buffer;
    if (file.mime === 'image/png') out = await image.png({ compressionLevel: 9 }).toBuffer();
    else if (file.mime === 'image/webp') out = await image.webp({ quality: 82 }).toBuffer();
    // libjpeg-turbo, not mozjpeg: for a 1280×960 phone photo mozjpeg took 235 ms of CPU against 18 ms
    // for a file about 12 % smaller. These photos are evidence read by staff, and a burst of reports
    // must not take the cores from the citizens reading the site (issue 18, item 6).
    else out = await image.jpeg({ quality: 82 }).toBuffer();
    return { data: new Uint8Array(out), mime: file.mime, ext: file.ext };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', fillText(LAYANAN_UPLOADS.unreadableImage, { kind: label }));
  }
}
