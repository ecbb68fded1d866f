import { useId } from 'react';
import type { MonthRow, StatRow } from '../../../../shared/statistics.ts';
import { STATS } from '../../../../shared/statistics-strings.ts';
import { formatNumber } from '../../../lib/format.ts';

// Plain SVG drawn on the server (no chart library; docs/decisions/026): each chart has a title and a
// description naming every value, and the same numbers in a table behind "Lihat tabel".

const described = (rows: { label: string; value: number }[]) =>
  STATS.chartDesc(rows.map((r) => `${r.label} ${formatNumber(r.value)}`).join('; '));

/** One bar per category, its value beside it; `colors` by label (status colours as the badges). */
export function HBarChart({ title, rows, colors }: { title: string; rows: StatRow[]; colors?: Record<string, string> }) {
  const id = useId();
  const ROW = 26;
  const LABEL = 106;
  const WIDTH = 280;
  const plot = WIDTH - LABEL - 36;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const height = rows.length * ROW + 4;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full">
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{described(rows)}</desc>
      {rows.map((r, i) => {
        const w = (r.value / max) * plot;
        const y = i * ROW;
        return (
          <g key={r.label}>
            <text x={LABEL - 6} y={y + 16} textAnchor="end" fontSize={12} fill="#334155">
              {r.label}
            </text>
            <rect x={LABEL} y={y + 5} width={Math.max(r.value ? 2 : 0, w)} height={ROW - 10} rx={3} fill={colors?.[r.label] ?? '#0b4a8b'} />
            <text x={LABEL + w + 4} y={y + 16} fontSize={12} fill="#0f172a">
              {formatNumber(r.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Twelve months as columns, the value above each. */
export function MonthChart({ title, rows }: { title: string; rows: MonthRow[] }) {
  const id = useId();
  const WIDTH = 300;
  const HEIGHT = 170;
  const TOP = 16;
  const BOTTOM = 30;
  const col = WIDTH / rows.length;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full">
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{described(rows)}</desc>
      <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#cbd5e1" />
      {rows.map((r, i) => {
        const h = (r.value / max) * plot;
        const x = i * col;
        const [month, year] = r.label.split(' ');
        return (
          <g key={r.month}>
            <rect x={x + col * 0.18} y={HEIGHT - BOTTOM - h} width={col * 0.64} height={h} rx={2} fill="#0b4a8b" />
            <text x={x + col / 2} y={HEIGHT - BOTTOM - h - 4} textAnchor="middle" fontSize={10} fill="#0f172a">
              {formatNumber(r.value)}
            </text>
            <text x={x + col / 2} y={HEIGHT - BOTTOM + 12} textAnchor="middle" fontSize={10} fill="#334155">
              {month}
            </text>
            {(i === 0 || month === 'Jan') && (
              <text x={x + col / 2} y={HEIGHT - BOTTOM + 24} textAnchor="middle" fontSize={8} fill="#64748b">
                {year}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
