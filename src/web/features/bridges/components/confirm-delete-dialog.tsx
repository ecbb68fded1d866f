import { BRIDGE_INSPECTIONS } from '../../../../shared/bridge-inspection-strings.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const T = BRIDGE_INSPECTIONS;

/**
 * Spec §2: deleting asks first and says it cannot be undone; the dialog stays until the server has answered.
 * Asks before a bridge, an inspection or a photo goes (the shared ConfirmDialog, with the bridges' words).
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      confirm={busy ? T.deleting : T.deleteConfirm}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
