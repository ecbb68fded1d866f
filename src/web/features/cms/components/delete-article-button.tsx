import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminArticleListItem } from '../../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteArticle } from '../api/articles.ts';

const T = ADMIN.cms;

/** Spec §5: deleting an article asks for confirmation first. */
export function DeleteArticleButton({ article }: { article: AdminArticleListItem }) {
  const [open, setOpen] = useState(false);
  const del = useDeleteArticle();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="px-2.5 text-red-700 hover:bg-red-50" aria-label={T.deleteOf(article.title)} title={T.delete}>
          <Trash2 aria-hidden className="size-4" />
          <span className="md:sr-only 2xl:not-sr-only">{T.delete}</span>
        </Button>
      }
      title={T.deleteTitle}
      description={T.deleteDescription(article.title)}
      confirm={T.deleteConfirm}
      busy={del.isPending}
      onConfirm={() =>
        del.mutate(article.id, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: T.deleted, variant: 'success' });
          },
          onError: (err) => toast({ title: T.deleteFailed, description: errorMessage(err), variant: 'destructive' }),
        })
      }
    />
  );
}
