import type { PublicReportDetail } from '../../../shared/public-report-schemas.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findPublicReport } from './find-public-report.ts';

const notFound = () => new AppError('NOT_FOUND', REPORTS.notFound, { title: REPORTS.notFoundTitle });

export async function getPublicReport(db: Db, trackingCode: string): Promise<PublicReportDetail> {
  const report = await findPublicReport(db, trackingCode);
  if (!report) throw notFound();
  return report;
}
