import { AlertDialog } from 'radix-ui';
import type { BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { COMMON, ERRORS, fillText } from '../../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteBridge } from '../api/bridge-writes.ts';

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
    <AlertDialog.Root open={bridge != null} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{T.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {fillText(T.deleteDescription, { nama: bridge?.nama ?? '' })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {COMMON.cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => void confirm()}>
              {busy ? T.deleting : T.deleteConfirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
