import { ARTICLE } from '../../../../shared/article-strings.ts';
import type { ArticleStatus } from '../../../../shared/constants.ts';
import { cn } from '../../../lib/cn.ts';

const TONE: Record<ArticleStatus, string> = {
  published: 'bg-emerald-50 text-emerald-800',
  scheduled: 'bg-sky-50 text-sky-800',
  unpublished: 'bg-amber-50 text-amber-900',
  draft: 'bg-slate-100 text-slate-700',
};

/** Draft and Published as the spec names them; Terjadwal and Ditarik (issue 14) beside them. */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>{ARTICLE.statuses[status]}</span>
  );
}
