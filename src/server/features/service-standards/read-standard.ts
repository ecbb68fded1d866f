import { STANDARD_SECTIONS, type ServiceStandard, type StandardData, type StandardKey } from '../../../shared/service-standard-schemas.ts';
import type { Db } from '../../db/client.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { activeTariff } from '../../tariff/tariff.ts';
import { current } from './standard-rows.ts';

/** A standard as the public sees it (sanitised again on the way out, as every stored HTML). */
export async function readStandard(db: Db, key: StandardKey): Promise<ServiceStandard> {
  const { data, updatedAt } = await current(db, key);
  const std = data as StandardData;
  return {
    key,
    sections: Object.fromEntries(STANDARD_SECTIONS.map((s) => [s, sanitizeArticleHtml(std.sections[s] ?? '')])) as StandardData['sections'],
    tariffs: std.tariffs ?? [],
    updatedAt: updatedAt?.toISOString() ?? null,
    labTariff: key === 'ujilab' ? await activeTariff(db) : [],
  };
}
