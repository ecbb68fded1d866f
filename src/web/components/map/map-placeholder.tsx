import type { ReactNode } from 'react';

/** Where a map will be (or could not be): the same box, so nothing moves when it arrives. */
export function MapPlaceholder({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="grid h-full min-h-64 place-content-center place-items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-100 px-4 text-center text-sm text-slate-600">
      <p>{text}</p>
      {children}
    </div>
  );
}
