import type { BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { COMMON, ERRORS, fillText } from '../../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteBridge } from '../api/bridge-writes.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

const T = LAYANAN_BRIDGES;

/** Spec §2: deleting asks for confirmation and says it cannot be undone. */
export function DeleteBridgeDialog({ bridge, onClose }: { bridge: BridgeItem | null; onClose: () => void }) {
  const remove = useDeleteBridge();
  const busy = remove.isPending;
  const confirm = async () => {
    if (!bridge) return;
    try {
      await remove.mutateAsync(bridge.id);
      toast({ title: T.deletedTitle, description: T.deleted, variant: 'success' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) {
        toast({ title: ERRORS.forbiddenTitle, description: ERRORS.forbiddenDelete, variant: 'destructive' });
      } else {
        toast({
          title: T.deleteFailedTitle,
          description: fillText(T.deleteFailed, { message: err instanceof Error ? err.message : COMMON.genericError }),
          variant: 'destructive',
        });
      }
      onClose();
    }
  };
  return (
    <ConfirmDeleteDialog
      open={bridge != null}
      title={T.deleteTitle}
      description={fillText(T.deleteDescription, { nama: bridge?.nama ?? '' })}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
