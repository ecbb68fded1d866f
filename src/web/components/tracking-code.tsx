import { LAYANAN } from '../../shared/layanan-strings.ts';

/** A tracking code as people read it out: monospace, never broken across lines. */
export function TrackingCode({ code }: { code: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <span className="sr-only">{LAYANAN.trackingCode}:</span>
      <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8rem] font-semibold tracking-wide whitespace-nowrap text-slate-800">
        {code}
      </code>
    </span>
  );
}
