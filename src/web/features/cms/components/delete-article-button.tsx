import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { AdminArticleListItem } from '../../../../shared/cms-schemas.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteArticle } from '../api/articles.ts';

const T = ADMIN.cms;

/** Spec §5: deleting an article asks for confirmation first. */
export function DeleteArticleButton({ article }: { article: AdminArticleListItem }) {
  const [open, setOpen] = useState(false);
  const del = useDeleteArticle();
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !del.isPending && setOpen(o)}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" className="px-2.5 text-red-700 hover:bg-red-50" aria-label={T.deleteOf(article.title)} title={T.delete}>
          <Trash2 aria-hidden className="size-4" />
          <span className="md:sr-only 2xl:not-sr-only">{T.delete}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{T.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-slate-700">
            {T.deleteDescription(article.title)}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={del.isPending}>
              {COMMON.cancel}
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={del.isPending}
              onClick={() =>
                del.mutate(article.id, {
                  onSuccess: () => {
                    setOpen(false);
                    toast({ title: T.deleted, variant: 'success' });
                  },
                  onError: (err) => toast({ title: T.deleteFailed, description: errorMessage(err), variant: 'destructive' }),
                })
              }
            >
              {del.isPending && <Spinner className="size-4 text-white" label={COMMON.busy} />}
              {T.deleteConfirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
