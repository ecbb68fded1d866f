import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { TableHead } from '../../../components/table-head.tsx';
import type { BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { KondisiBadge } from './kondisi-badge.tsx';

const T = LAYANAN_BRIDGES;

type Props = {
  items: BridgeItem[];
  canWrite: boolean;
  onEdit: (b: BridgeItem) => void;
  onDelete: (b: BridgeItem) => void;
  /** Admin only: the bridge's own admin page (photos, inspections), linked from its name. */
  manageHref?: (b: BridgeItem) => string;
};

/** A cell that names its column on a phone, where the heading row is hidden. */
function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex items-baseline justify-between gap-4 py-1 md:table-cell md:px-4 md:py-3 md:align-middle">
      <span aria-hidden className="text-xs font-medium text-slate-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** A table on wide screens; on a phone each row becomes a small card (same markup, CSS only). */
export function BridgeTable({ items, canWrite, onEdit, onDelete, manageHref }: Props) {
  return (
    <table className="block w-full text-sm md:table">
      <TableHead
        className="hidden border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group"
        cellClassName="px-4 py-3"
        cells={[
          T.nama,
          T.lokasi,
          T.tahunBangun,
          T.tipe,
          T.kondisi,
          ...(canWrite ? [{ label: T.actions, className: 'px-4 py-3 text-right' }] : []),
        ]}
      />
      <tbody className="block divide-y divide-slate-200 md:table-row-group">
        {items.map((b) => (
          <tr key={b.id} className="block py-3 md:table-row md:py-0 md:hover:bg-slate-50">
            <td className="block pb-1 text-base font-semibold text-slate-900 md:table-cell md:px-4 md:py-3 md:text-sm">
              {manageHref ? (
                <Link
                  to={manageHref(b)}
                  title={fillText(T.manage, { nama: b.nama })}
                  className="text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
                >
                  {b.nama}
                </Link>
              ) : (
                <Link to={`/layanan/jembatantif/${b.id}`} className="text-brand-800 underline-offset-4 hover:underline">
                  {b.nama}
                </Link>
              )}
            </td>
            <LabelledCell label={T.lokasi}>
              <span className="text-right text-slate-800 md:text-left">{b.lokasi}</span>
            </LabelledCell>
            <LabelledCell label={T.tahunBangun}>
              <span className="text-slate-800 tabular-nums">{b.tahunBangun}</span>
            </LabelledCell>
            <LabelledCell label={T.tipe}>
              <span className="text-right text-slate-800 md:text-left">{b.tipe || '-'}</span>
            </LabelledCell>
            <LabelledCell label={T.kondisi}>
              <KondisiBadge kondisi={b.kondisi} />
            </LabelledCell>
            {canWrite && (
              <td className="flex justify-end gap-1 pt-2 md:table-cell md:px-4 md:py-2 md:text-right">
                <span className="inline-flex gap-1">
                  <button
                    type="button"
                    onClick={() => onEdit(b)}
                    aria-label={fillText(T.edit, { nama: b.nama })}
                    title={fillText(T.edit, { nama: b.nama })}
                    className="inline-flex size-10 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(b)}
                    aria-label={fillText(T.delete, { nama: b.nama })}
                    title={fillText(T.delete, { nama: b.nama })}
                    className="inline-flex size-10 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
