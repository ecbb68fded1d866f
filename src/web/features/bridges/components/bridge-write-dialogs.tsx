import type { BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { BridgeFormDialog } from './bridge-form-dialog.tsx';
import { DeleteBridgeDialog } from './delete-bridge-dialog.tsx';

/**
 * The add/edit and delete dialogs of the bridge managers, in a chunk of their own: a citizen
 * reading the table never downloads the form, its validation (Zod, react-hook-form) or the select.
 */
export default function BridgeWriteDialogs(props: {
  formOpen: boolean;
  editing: BridgeItem | null;
  onFormOpenChange: (open: boolean) => void;
  deleting: BridgeItem | null;
  onDeleteClose: () => void;
}) {
  return (
    <>
      <BridgeFormDialog open={props.formOpen} bridge={props.editing} onOpenChange={props.onFormOpenChange} />
      <DeleteBridgeDialog bridge={props.deleting} onClose={props.onDeleteClose} />
    </>
  );
}
