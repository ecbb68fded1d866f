import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';

const articles = client.admin.articles;
const FIELD_LABEL = {
  title: ARTICLE.fieldTitle,
  excerpt: ARTICLE.fieldExcerpt,
  status: ARTICLE.fieldStatus,
  content: ARTICLE.fieldContent,
};

/** "Riwayat Revisi" (issue 14): every save, two compared paragraph by paragraph, one restored. */
export function ArticleRevisions({ articleId }: { articleId: string }) {
  const qc = useQueryClient();
  const fromId = useId();
  const toId = useId();
  const revisions = useQuery({
    queryKey: ['admin', 'articles', 'revisions', articleId],
    queryFn: ({ signal }) => call(articles[':id'].revisions.$get({ param: { id: articleId } }, callOptions({ signal }))),
    staleTime: 0,
  });
  const [pair, setPair] = useState<{ from: string; to: string } | null>(null);
  const list = revisions.data ?? [];
  const from = pair?.from ?? list[1]?.id ?? '';
  const to = pair?.to ?? list[0]?.id ?? '';
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const comparison = useQuery({
    queryKey: ['admin', 'articles', 'compare', articleId, shown],
    queryFn: ({ signal }) =>
      call(
        articles[':id'].revisions.compare.$get(
          { param: { id: articleId }, query: { from: shown!.from, to: shown!.to } },
          callOptions({ signal }),
        ),
      ),
    enabled: shown !== null,
  });
  const restore = useMutation({
    mutationFn: (revisionId: string) =>
      call(articles[':id'].revisions[':revisionId'].restore.$post({ param: { id: articleId, revisionId } })),
    onSuccess: () => {
      toast({ title: ARTICLE.restored, description: ARTICLE.restoredDescription, variant: 'success' });
      setShown(null);
      void qc.invalidateQueries({ queryKey: ['admin', 'articles'] });
    },
    onError: (err) => toast({ title: ARTICLE.restoreFailed, description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby={`${fromId}-title`} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id={`${fromId}-title`} className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <History aria-hidden className="size-5" />
          {ARTICLE.revisionsTitle}
        </h2>
        <p className="text-sm text-slate-600">{ARTICLE.revisionsIntro}</p>
      </div>
      {revisions.isPending ? (
        <Spinner className="text-brand-700" />
      ) : (
        <>
          <ol className="grid max-h-80 gap-1 overflow-y-auto">
            {list.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm odd:bg-slate-50">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{formatDateTime(r.savedAt)}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {r.savedBy ?? '—'} · {ARTICLE.statuses[r.status]}
                  </span>
                  <span className="block truncate text-slate-700">{r.title}</span>
                </span>
                <Button
                  variant="secondary"
                  className="min-h-9 px-3"
                  aria-label={ARTICLE.restoreOf(formatDateTime(r.savedAt))}
                  disabled={restore.isPending || r.id === list[0]?.id}
                  onClick={() => restore.mutate(r.id)}
                >
                  <RotateCcw aria-hidden className="size-4" />
                  {ARTICLE.restore}
                </Button>
              </li>
            ))}
          </ol>
          {list.length > 1 && (
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              {(
                [
                  [fromId, ARTICLE.compareFrom, from, (v: string) => setPair({ from: v, to })],
                  [toId, ARTICLE.compareTo, to, (v: string) => setPair({ from, to: v })],
                ] as const
              ).map(([id, label, value, set]) => (
                <div key={id} className="grid gap-1.5">
                  <label htmlFor={id} className="text-sm font-medium text-slate-800">
                    {label}
                  </label>
                  <select id={id} value={value} onChange={(e) => set(e.target.value)} className={inputClass}>
                    {list.map((r) => (
                      <option key={r.id} value={r.id}>
                        {formatDateTime(r.savedAt)} — {r.title.slice(0, 40)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              <Button variant="secondary" onClick={() => setShown({ from, to })} disabled={!from || !to}>
                <GitCompare aria-hidden className="size-4" />
                {ARTICLE.compare}
              </Button>
            </div>
          )}
          {shown && comparison.data && (
            <div role="region" aria-label={ARTICLE.compareTitle} className="grid gap-4 rounded-lg border border-slate-200 p-4">
              {comparison.data.fields.map(({ field, changes }) =>
                changes.every((c) => c.type === 'same') ? null : (
                  <div key={field} className="grid gap-1">
                    <h3 className="text-sm font-semibold text-slate-800">{FIELD_LABEL[field]}</h3>
                    {changes.map((c, i) =>
                      c.type === 'same' ? (
                        <p key={i} className="text-sm text-slate-500">
                          {c.text}
                        </p>
                      ) : c.type === 'removed' ? (
                        <del key={i} className="rounded bg-red-50 px-2 py-1 text-sm text-red-900">
                          {c.text}
                        </del>
                      ) : (
                        <ins key={i} className="rounded bg-emerald-50 px-2 py-1 text-sm text-emerald-900 no-underline">
                          {c.text}
                        </ins>
                      ),
                    )}
                  </div>
                ),
              )}
              {comparison.data.fields.every((f) => f.changes.every((c) => c.type === 'same')) && (
                <p className="text-sm text-slate-600">{ARTICLE.noChanges}</p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
