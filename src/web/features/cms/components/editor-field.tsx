import { useCallback, useId, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * One rich-text box of a react-hook-form form (an article's body, a site page's, a standard's
 * sections): the editor's HTML is the field's value. The editor is a contenteditable, which a
 * <label for> cannot name, so the label is a span it is labelled by (a click on it focuses the
 * editor, as a <label> would); a message about the body is shown under it, and the form's focus on
 * a wrong field reaches the editor too.
 */
export function EditorField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  const focusEditor = useRef<() => void>(() => {});
  const { ref } = field;
  const onReady = useCallback(
    (focus: () => void) => {
      focusEditor.current = focus;
      ref({ focus });
    },
    [ref],
  );
  return (
    <div className="grid gap-1.5">
      {/* Keyboard users reach the editor itself by Tab. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
      <span id={labelId} className="text-sm font-medium text-slate-800" onClick={() => focusEditor.current()}>
        {label}
      </span>
      <RichTextEditor
        initialHtml={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        labelId={labelId}
        disabled={disabled}
        onReady={onReady}
      />
      {fieldState.error?.message && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
    </div>
  );
}
