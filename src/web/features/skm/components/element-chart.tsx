import { SKM_ELEMENTS, SKM_TEXT } from '../../../../shared/skm-strings.ts';

const two = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ROW = 26;
const LABEL = 36;
const VALUE = 40;
const WIDTH = 320;
const TOP = 18;

/**
 * NRR per element as plain SVG, drawn on the server (no chart library): one bar per element on the
 * scale 1–4, its value written beside it. The table under "Lihat tabel" carries the same numbers.
 */
export function ElementChart({ id, title, nrr }: { id: string; title: string; nrr: readonly number[] }) {
  const plot = WIDTH - LABEL - VALUE;
  const height = TOP + SKM_ELEMENTS.length * ROW;
  const x = (v: number) => LABEL + (v / 4) * plot;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {`${SKM_TEXT.results.chartDescription} ${SKM_ELEMENTS.map((e, i) => `U${i + 1} ${e.name}: ${two.format(nrr[i] ?? 0)}`).join('; ')}.`}
      </desc>
      {[1, 2, 3, 4].map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={TOP - 4} y2={height} stroke="#e2e8f0" strokeWidth={1} />
          <text x={x(tick)} y={10} textAnchor="middle" fontSize={9} fill="#64748b">
            {tick}
          </text>
        </g>
      ))}
      {SKM_ELEMENTS.map((e, i) => {
        const v = nrr[i] ?? 0;
        const y = TOP + i * ROW;
        return (
          <g key={e.name}>
            <text x={0} y={y + 15} fontSize={11} fill="#334155" fontWeight={600}>
              {`U${i + 1}`}
            </text>
            <rect x={LABEL} y={y + 4} width={Math.max(0, x(v) - LABEL)} height={ROW - 10} rx={3} fill="#0b4a8b" />
            <text x={x(v) + 4} y={y + 15} fontSize={11} fill="#0f172a">
              {two.format(v)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
