import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { BRIDGE_LIST as T } from '../../../../shared/bridge-list-strings.ts';
import { ROAD_OPEN_DATA, ROAD_OPEN_DATA_PATHS } from '../../../../shared/road-open-data.ts';

/** The open-data files (issue 17, item 5), with the licence stated. */
export default function OpenDataLinks() {
  const headingId = useId();
  const link = 'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4';
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-bold text-slate-900">
        {T.openDataHeading}
      </h2>
      <p className="text-sm text-slate-700">
        {T.openDataBefore}
        <a href="https://creativecommons.org/licenses/by/4.0/deed.id" rel="license noopener" className="font-semibold underline">
          {T.licence}
        </a>
        {T.openDataAfter}
      </p>
      <p className="flex flex-wrap gap-x-5">
        <a href="/data/jembatan.csv" download className={link}>
          <FileDown aria-hidden className="size-4" />
          {T.openDataCsv}
        </a>
        <a href="/data/jembatan.geojson" download className={link}>
          <FileDown aria-hidden className="size-4" />
          {T.openDataGeojson}
        </a>
        <a href="/data/jembatan.json" className={link}>
          {T.openDataMeta}
        </a>
      </p>
      {/* Issue 39: the road-section register, under the same licence. */}
      <h3 className="mt-2 font-semibold text-slate-900">{ROAD_OPEN_DATA.heading}</h3>
      <p className="text-sm text-slate-700">{ROAD_OPEN_DATA.description}</p>
      <p className="flex flex-wrap gap-x-5">
        <a href={ROAD_OPEN_DATA_PATHS.csv} download className={link}>
          <FileDown aria-hidden className="size-4" />
          {ROAD_OPEN_DATA.downloadCsv}
        </a>
        <a href={ROAD_OPEN_DATA_PATHS.geojson} download className={link}>
          <FileDown aria-hidden className="size-4" />
          {ROAD_OPEN_DATA.downloadGeojson}
        </a>
      </p>
    </section>
  );
}
