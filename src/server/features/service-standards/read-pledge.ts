import type { PledgeData, ServicePledge } from '../../../shared/service-standard-schemas.ts';
import type { Db } from '../../db/client.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { current } from './standard-rows.ts';

export async function readPledge(db: Db): Promise<ServicePledge> {
  const { data, updatedAt } = await current(db, 'maklumat');
  return { content: sanitizeArticleHtml((data as PledgeData).content), updatedAt: updatedAt?.toISOString() ?? null };
}
