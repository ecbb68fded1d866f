import { memo, useState } from 'react';
import { fieldMessage } from '../../../../shared/consent-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { KABUPATEN, KABUPATEN_FIELD as T, type Kabupaten } from '../../../../shared/kabupaten.ts';
import { Field } from '../../../components/form/field.tsx';
import { SelectInput } from '../../../components/ui/field.tsx';
import type { DamageForm } from './damage-report-form.tsx';
import { ReportPinFields } from './report-pin-fields.tsx';

// In the server's HTML with the rest of the form; its code arrives just after the form's.

type Names = 'kabupaten' | 'latitude' | 'longitude';

type Props = {
  /** The report form (the same object for the form's life). */
  form: DamageForm;
  kabupatenError: string | undefined;
  latitudeError: string | undefined;
  longitudeError: string | undefined;
  disabled: boolean;
  onPin: (pin: { lat: number; lng: number } | null) => void;
  /** What was typed, in a page the server rendered again (a form posted without JavaScript). */
  typed: Partial<Record<Names, string>>;
};

/**
 * Where the damage is (issue 15, item 1): the kabupaten, required, and an optional pin, which
 * suggests the kabupaten of the nearest seat unless the reporter chose one themselves. The form
 * gives it a new key after a report is sent, which empties the pin.
 *
 * Memoised, with props that stay the same (its messages as strings: the form's state is one object
 * that changes in place): were it drawn again while the pin boxes are still hydrating (the form's
 * own re-render once React takes over), React would throw their server HTML away and what the
 * visitor typed there before the scripts arrived would be lost.
 */
export const ReportLocation = memo(function ReportLocation({
  form,
  kabupatenError,
  latitudeError,
  longitudeError,
  disabled,
  onPin,
  typed,
}: Props) {
  const [suggested, setSuggested] = useState<Kabupaten | null>(null);

  const suggest = (name: Kabupaten) => {
    const chosen = form.getValues('kabupaten');
    if (chosen && chosen !== suggested) return;
    form.setValue('kabupaten', name);
    setSuggested(name);
  };
  const kabupatenHint = suggested ? fillText(T.suggested, { name: suggested }) : undefined;

  return (
    <>
      <Field label={T.label} required hint={kabupatenHint} error={fieldMessage('kabupaten', kabupatenError, LAYANAN_DAMAGE.incomplete)}>
        <SelectInput
          placeholder={T.placeholder}
          options={KABUPATEN}
          defaultValue={typed.kabupaten ?? ''}
          {...form.register('kabupaten', { onChange: () => setSuggested(null) })}
        />
      </Field>
      {/* Not a lazy part: one hydrated after the rest would lose what was typed in it meanwhile (issue 35). */}
      <ReportPinFields
        form={form}
        latitudeError={latitudeError}
        longitudeError={longitudeError}
        disabled={disabled}
        onSuggest={suggest}
        onPin={onPin}
        initial={{ lat: typed.latitude ?? '', lng: typed.longitude ?? '' }}
      />
    </>
  );
});
