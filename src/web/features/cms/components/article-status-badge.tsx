import type { ArticleStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/strings.ts';
import { cn } from '../../../lib/cn.ts';

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {status === 'published' ? ADMIN.cms.statusPublished : ADMIN.cms.statusDraft}
    </span>
  );
}
