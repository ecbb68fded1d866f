import { Download } from 'lucide-react';
import { EXPORTS } from '../../shared/export-strings.ts';
import { buttonClass } from './ui/button.tsx';

/**
 * "Unduh CSV" and "Unduh Excel": plain links to the table's export with its current filters, so the
 * browser downloads the streamed file itself (no copy of it in memory on either side).
 */
export function ExportLinks({ path, filters }: { path: string; filters: Record<string, string | null | undefined> }) {
  const href = (format: 'csv' | 'xlsx') => {
    const query = new URLSearchParams({ format });
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    return `/api${path}/export?${query.toString()}`;
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a key={format} href={href(format)} download className={buttonClass('secondary')}>
          <Download aria-hidden className="size-4" />
          {EXPORTS[format]}
        </a>
      ))}
    </div>
  );
}
