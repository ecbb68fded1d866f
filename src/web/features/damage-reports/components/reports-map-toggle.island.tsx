import { Map as MapIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { defineIsland } from '../../../islands/island.tsx';

/**
 * "Tampilkan peta" on a phone (/laporan), an island taken over at the first touch or focus on it
 * (issue 35): it shows or hides the map's box, which is the page's (the map in it is an island of
 * its own, reports-map.island.tsx, taken over once the box is on screen). A press before its code
 * was here is made again once it is (boot.ts, island-runtime.tsx).
 */
function ReportsMapToggle({ panel }: { panel: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    document.getElementById(panel)?.classList.toggle('hidden', !shown);
  }, [panel, shown]);
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      aria-expanded={shown}
      aria-controls={panel}
      onClick={() => setShown((s) => !s)}
    >
      <MapIcon aria-hidden className="size-4" />
      {shown ? T.hideMap : T.showMap}
    </button>
  );
}

export default defineIsland('reports-map-toggle', ReportsMapToggle);
