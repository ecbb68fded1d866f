import { Map as MapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMMON } from '../../../shared/strings.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../ui/button.tsx';

/** Where a map will be (or could not be): the same box, so nothing moves when it arrives. */
export function MapPlaceholder({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="grid h-full min-h-64 place-content-center place-items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-100 px-4 text-center text-sm text-slate-600">
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * The box of a map in an island taken over on interaction (issue 35): until the island is React's,
 * it says the map comes when asked for, with a button to ask (a press, or a pointer over the box,
 * takes the island over: islands/boot.ts); then `text` (loading) until the map is drawn.
 */
export function MapOnRequest({ text, waiting = COMMON.mapOnRequest }: { text: string; waiting?: string }) {
  const hydrated = useHydrated();
  return (
    <MapPlaceholder text={hydrated ? text : waiting}>
      {!hydrated && (
        <Button type="button" variant="secondary">
          <MapIcon aria-hidden className="size-4" />
          {COMMON.mapShow}
        </Button>
      )}
    </MapPlaceholder>
  );
}
