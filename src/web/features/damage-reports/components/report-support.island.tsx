import { Users } from 'lucide-react';
import { useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { defineIsland } from '../../../islands/island.tsx';
import { SupportReport } from './support-report.tsx';

/**
 * An open report's count of supporters and "Saya juga mengalami ini" (/laporan/{code}), an island
 * (issue 35): a press shows the server's count (one higher, or the same when this person was already counted).
 */
function ReportSupport({ code, supporters }: { code: string; supporters: number }) {
  const [count, setCount] = useState(supporters);
  return (
    <>
      <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <Users aria-hidden className="size-4" />
        {count > 0 ? fillText(T.supporters, { n: count }) : T.noSupporters}
      </p>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <SupportReport code={code} onSupported={setCount} />
      </div>
    </>
  );
}

export default defineIsland('report-support', ReportSupport);
