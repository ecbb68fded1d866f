import { Children, cloneElement, createContext, isValidElement, useId, type ReactNode } from 'react';

/**
 * What a Field gives its control, so that no form wires them by hand: the label points at `id`,
 * the hint and the error are read out with the box (`aria-describedby`), a box with an error says
 * so (`aria-invalid`), and a required one says that too (the asterisk is only for the eye).
 */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/** Whether the enclosing Field is required: TextInput, TextArea (ui/field.tsx) read it for aria-required. */
export const FieldRequired = createContext(false);

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /**
   * Marks the control invalid without a line of its own, for a form that says one thing for several
   * boxes (the login's single "email or password" message).
   */
  invalid?: boolean;
  required?: boolean;
  /**
   * A set of checkboxes or radios: a fieldset whose legend is the label. The hint and error then
   * describe the fieldset (a group has no aria-invalid in ARIA), and the render prop's `id` is a
   * stem for the options' own ids.
   */
  group?: boolean;
  /** One checkbox whose words are its label (a consent): the box first, its words beside it, in a bordered row. */
  check?: boolean;
  /** Replaces the field's own layout classes (a grid with small gaps). */
  className?: string;
  /**
   * The control: one element (text box, textarea, select, file input, checkbox), which gets the
   * props itself, or a render prop that spreads them where they belong (e.g. on a hidden native
   * input). A group's options are its children as they are.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

/** The one form field: a visible label, the control, an optional hint and the error line, wired by id. */
export function Field({ label, hint, error, invalid, required, group, check, className, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = group
    ? { id }
    : { id, 'aria-describedby': describedBy, 'aria-invalid': error || invalid ? true : undefined, 'aria-required': required || undefined };
  const rendered = typeof children === 'function' ? children(control) : group ? children : withControl(children, control);
  const labelText = (
    <>
      {label}
      {required && (
        <span aria-hidden className="text-red-700">
          {' '}
          *
        </span>
      )}
    </>
  );
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
  if (check)
    return (
      <div className={className ?? 'grid gap-1'}>
        <label htmlFor={id} className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm text-slate-800">
          {rendered}
          <span>{labelText}</span>
        </label>
        {notes}
      </div>
    );
  if (group)
    return (
      <fieldset aria-describedby={describedBy} className={className ?? 'grid content-start gap-1.5'}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{labelText}</legend>
        <FieldRequired.Provider value={!!required}>{rendered}</FieldRequired.Provider>
        {notes}
      </fieldset>
    );
  return (
    <div className={className ?? 'grid content-start gap-1.5'}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {labelText}
      </label>
      <FieldRequired.Provider value={!!required}>{rendered}</FieldRequired.Provider>
      {notes}
    </div>
  );
}

/** The control's own aria-describedby (e.g. a counter under the box) is kept, after the hint and error. */
function withControl(child: ReactNode, control: FieldControlProps) {
  const only = Children.only(child);
  if (!isValidElement<Partial<FieldControlProps>>(only)) return only;
  const own = only.props['aria-describedby'];
  const describedBy = [control['aria-describedby'], own].filter(Boolean).join(' ') || undefined;
  return cloneElement(only, { ...control, 'aria-describedby': describedBy });
}
