import { isNotNull, sql } from 'drizzle-orm';
import { BUCKETS } from '../../shared/constants.ts';
import type { Deps } from '../context.ts';
import {
  damageReportPhotos,
  issuedDocuments,
  ppidDocuments,
  ppidRequests,
  requestMessages,
  ujilabRequests,
  serviceRequests,
  sirekananRequests,
} from '../db/schema.ts';
import { fileUrl } from '../storage/blob-store.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Every file a row points at. A feature that stores files in a new column must add it here, or its
 * files are swept as orphans an hour after upload.
 */
async function referencedFiles(db: Deps['db']): Promise<Set<string>> {
  const urls = new Set<string>();
  const add = (rows: { url: string | null }[]) => rows.forEach((r) => r.url && urls.add(r.url));
  add(await db.select({ url: sirekananRequests.attachmentUrl }).from(sirekananRequests).where(isNotNull(sirekananRequests.attachmentUrl)));
  add(await db.select({ url: ujilabRequests.dokumenPermohonanUrl }).from(ujilabRequests));
  add(await db.select({ url: ujilabRequests.dokumenKtpUrl }).from(ujilabRequests));
  add(await db.select({ url: sql<string | null>`${serviceRequests.details}->>'photo_url'` }).from(serviceRequests));
  // Every photo of a damage report (up to three, staff's "after" photo, one sent with a reopen).
  add(await db.select({ url: damageReportPhotos.url }).from(damageReportPhotos));
  add(await db.select({ url: issuedDocuments.fileUrl }).from(issuedDocuments));
  // The PPID's (issue 16): the DIP's documents, the requester's KTP and the answer's attachments.
  add(await db.select({ url: ppidDocuments.fileUrl }).from(ppidDocuments));
  add(await db.select({ url: ppidRequests.ktpUrl }).from(ppidRequests));
  const answers = await db.execute<{ url: string | null }>(
    sql`select f->>'url' as url from ${ppidRequests}, jsonb_array_elements(coalesce(${ppidRequests.answerFiles}, '[]'::jsonb)) f`,
  );
  add(answers.rows);
  // A request thread's attachments (issue 38, item 2).
  const messages = await db.execute<{ url: string | null }>(
    sql`select f->>'url' as url from ${requestMessages}, jsonb_array_elements(${requestMessages.attachments}) f`,
  );
  add(messages.rows);
  return urls;
}

/**
 * Removes what a crash or a failed write left behind: files older than `minAgeMs` that no row
 * references (the row's transaction failed after the upload and the clean-up did not run), and
 * stale `*.tmp` files of interrupted writes. A younger file may belong to a submission whose
 * transaction is still open, so it stays. Returns the counts, which are also logged.
 */
export async function sweepOrphanedUploads(
  deps: Pick<Deps, 'db' | 'store' | 'log'>,
  { now = new Date(), minAgeMs = HOUR }: { now?: Date; minAgeMs?: number } = {},
): Promise<{ orphans: number; tmp: number }> {
  // References first: a file uploaded after this read is younger than minAgeMs anyway.
  const referenced = await referencedFiles(deps.db);
  let orphans = 0;
  let tmp = 0;
  for (const bucket of BUCKETS) {
    for await (const object of deps.store.list(bucket)) {
      if (now.getTime() - object.modifiedAt.getTime() < minAgeMs) continue;
      if (object.key.endsWith('.tmp')) {
        await deps.store.delete(bucket, object.key);
        tmp++;
      } else if (!referenced.has(fileUrl(bucket, object.key))) {
        await deps.store.delete(bucket, object.key);
        orphans++;
      }
    }
  }
  deps.log.info({ orphans, tmp }, 'swept orphaned uploads');
  return { orphans, tmp };
}

/** At start and then every hour, in the background; a failure is logged and tried again next hour. */
export function scheduleUploadSweep(deps: Pick<Deps, 'db' | 'store' | 'log'>): () => void {
  const run = () => void sweepOrphanedUploads(deps).catch((err: unknown) => deps.log.error({ err }, 'orphan sweep failed'));
  const first = setTimeout(run, 10_000);
  const hourly = setInterval(run, HOUR);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
