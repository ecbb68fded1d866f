import { Crosshair } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { REPORT_FORM as T } from '../../../../shared/report-form-strings.ts';
import type { Kabupaten } from '../../../../shared/kabupaten.ts';
import { insideSulbar, nearestKabupaten } from '../../../../shared/sulbar-geo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import type { Pin } from '../../../components/map/pin-picker.tsx';
import { MapOnRequest, MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import { useOnScreenImport } from '../../../components/map/use-on-screen-import.ts';
import type { DamageForm } from './damage-report-form.tsx';

const loadPinPicker = () => import('../../../components/map/pin-picker.tsx');
type Props = {
  /** The report form: the two boxes are its `latitude` and `longitude`. */
  form: DamageForm;
  latitudeError: string | undefined;
  longitudeError: string | undefined;
  disabled: boolean;
  /** The kabupaten whose seat is nearest a new pin. */
  onSuggest: (kabupaten: Kabupaten) => void;
  /** The pin as it now stands (null: none, or not inside the province). */
  onPin: (pin: Pin | null) => void;
  /** The boxes as typed, in a page the server rendered again (its HTML shows them, without JavaScript too). */
  initial: { lat: string; lng: string };
};

const asNumber = (v: string) => {
  const n = Number(v.trim().replace(',', '.').replace('−', '-'));
  return v.trim() && Number.isFinite(n) ? n : null;
};

/**
 * The pin (issue 15, item 1): a map that loads when this part of the form comes into view (never
 * with the page), "Gunakan lokasi saya", and the two boxes that are the pin for whoever does not
 * use the map (keyboard, screen reader, no signal); both may stay empty.
 */
export function ReportPinFields({ form, latitudeError, longitudeError, disabled, onSuggest, onPin, initial }: Props) {
  // Typed before the scripts arrived: made again by the island runtime, and so in the form's state
  // too (the pin, "saya juga").
  const [lat = '', lng = ''] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  // The map's code (Leaflet, its own chunk) is fetched once this part of the form is near the screen.
  const { ref: mapBox, module: mapModule, failed: mapFailed } = useOnScreenImport(loadPinPicker, '0px');
  const Picker = mapModule?.default;

  const pin = (() => {
    const a = asNumber(lat);
    const b = asNumber(lng);
    return a != null && b != null && insideSulbar(a, b) ? { lat: a, lng: b } : null;
  })();

  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    onPin(pinLat == null || pinLng == null ? null : { lat: pinLat, lng: pinLng });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinLat, pinLng]);

  const suggestFrom = (p: Pin) => {
    if (insideSulbar(p.lat, p.lng)) onSuggest(nearestKabupaten(p.lat, p.lng));
  };
  const place = (p: Pin) => {
    form.setValue('latitude', p.lat.toFixed(6));
    form.setValue('longitude', p.lng.toFixed(6));
    setGeoError(null);
    suggestFrom(p);
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setGeoError(T.locationDenied);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        place({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setGeoError(T.locationDenied);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{T.pinLegend}</legend>
      <p className="text-xs text-slate-600">{T.pinHint}</p>
      <div ref={mapBox} className="h-64 sm:h-80">
        {Picker && !mapFailed ? (
          <Picker pin={pin} onPick={place} label={T.mapLabel} />
        ) : // In the server's HTML the form is not React's yet: the map comes with it, at the first touch
        // (islands/boot.ts); the button is that touch for someone who scrolled down without one.
        mapFailed ? (
          <MapPlaceholder text={T.mapUnavailable} />
        ) : (
          <MapOnRequest text={T.mapLoading} waiting={T.mapWaiting} />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={useMyLocation} disabled={disabled || locating}>
          <Crosshair aria-hidden className="size-4" />
          {locating ? T.locating : T.useMyLocation}
        </Button>
        {(lat || lng) && (
          <Button
            type="button"
            variant="ghost"
            disabled={disabled}
            onClick={() => {
              form.setValue('latitude', '');
              form.setValue('longitude', '');
            }}
          >
            {T.clearPin}
          </Button>
        )}
      </div>
      {geoError && (
        <p role="alert" className="text-sm text-red-700">
          {geoError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['latitude', T.latitude, T.latitudeHint, latitudeError, initial.lat],
            ['longitude', T.longitude, T.longitudeHint, longitudeError, initial.lng],
          ] as const
        ).map(([name, label, hint, error, typed]) => (
          <Field key={name} label={label} hint={hint} error={error}>
            <TextInput
              autoComplete="off"
              maxLength={20}
              defaultValue={typed}
              {...form.register(name, { onBlur: () => pin && suggestFrom(pin) })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
