import { memo, useRef, useState } from 'react';
import { fieldMessage } from '../../../../shared/consent-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { KABUPATEN, KABUPATEN_FIELD as T, type Kabupaten } from '../../../../shared/kabupaten.ts';
import { Field, SelectInput } from '../../../components/ui/field.tsx';
import { ReportPinFields } from './report-pin-fields.tsx';

// In the server's HTML with the rest of the form; its code arrives just after the form's.

type Names = 'kabupaten' | 'latitude' | 'longitude';

type Props = {
  errors: Partial<Record<Names, string>>;
  control: (name: Names) => { name: string; 'aria-invalid': boolean | undefined };
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
 * Memoised, with props that stay the same: were it drawn again while the pin boxes are still
 * hydrating (the form's own re-render once React takes over), React would throw their server HTML
 * away and what the visitor typed there before the scripts arrived would be lost.
 */
export const ReportLocation = memo(function ReportLocation({ errors, control, disabled, onPin, typed }: Props) {
  const [suggested, setSuggested] = useState<Kabupaten | null>(null);
  const kabupatenRef = useRef<HTMLSelectElement>(null);

  const suggest = (name: Kabupaten) => {
    const select = kabupatenRef.current;
    if (!select || (select.value && select.value !== suggested)) return;
    select.value = name;
    setSuggested(name);
  };
  const kabupatenHint = suggested ? fillText(T.suggested, { name: suggested }) : undefined;

  return (
    <>
      <Field label={T.label} required hint={kabupatenHint} error={fieldMessage('kabupaten', errors.kabupaten, LAYANAN_DAMAGE.incomplete)}>
        {(id, d) => (
          <SelectInput
            ref={kabupatenRef}
            id={id}
            aria-describedby={d}
            placeholder={T.placeholder}
            options={KABUPATEN}
            defaultValue={typed.kabupaten ?? ''}
            onChange={() => setSuggested(null)}
            {...control('kabupaten')}
          />
        )}
      </Field>
      {/* Not a lazy part: one hydrated after the rest would lose what was typed in it meanwhile (issue 35). */}
      <ReportPinFields
        errors={errors}
        control={control}
        disabled={disabled}
        onSuggest={suggest}
        onPin={onPin}
        initial={{ lat: typed.latitude ?? '', lng: typed.longitude ?? '' }}
      />
    </>
  );
});
