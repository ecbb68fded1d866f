import { Link } from 'react-router';
import type { RoadPriorityItem } from '../../../../shared/road-overview.ts';
import { ROAD_OVERVIEW as T } from '../../../../shared/road-overview-strings.ts';
import { ROAD_STATUS_LABELS } from '../../../../shared/roads.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { ROAD_PRIORITY_PAGE_SIZE, useRoadPriorities } from '../api/road-overview.ts';
import { percent } from './road-figures.ts';

const columns = (page: number): Column<RoadPriorityItem & { rank: number }>[] => [
  { header: T.rank, cell: (r) => <span className="tabular-nums">{formatNumber((page - 1) * ROAD_PRIORITY_PAGE_SIZE + r.rank)}</span> },
  {
    header: T.ruas,
    cell: (r) => (
      <Link to={`/admin/ruas/${r.id}`} className="font-medium break-words text-brand-700 underline underline-offset-4">
        {r.noRuas} {r.name}
      </Link>
    ),
    className: 'md:max-w-md',
  },
  { header: T.status, cell: (r) => ROAD_STATUS_LABELS[r.status] },
  { header: T.kabupaten, cell: (r) => r.kabupaten ?? T.empty },
  {
    header: T.lateCount,
    cell: (r) => <span className={r.late > 0 ? 'font-bold text-red-800 tabular-nums' : 'tabular-nums'}>{formatNumber(r.late)}</span>,
  },
  { header: T.openCount, cell: (r) => <span className="tabular-nums">{formatNumber(r.open)}</span> },
  { header: T.kemantapan, cell: (r) => (r.kemantapan === null ? T.empty : percent(r.kemantapan)) },
];

/** /admin/prioritas-ruas (issue 39, item 6): the ruas that need work most, first. */
export default function RoadPrioritiesPage() {
  useDocumentTitle(T.priorityTitle);
  const { page, update } = useListParams('filter', []);
  const list = useRoadPriorities(page);
  const ranked = list.data ? { ...list.data, items: list.data.items.map((r, i) => ({ ...r, rank: i + 1 })) } : undefined;
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader title={T.priorityTitle} intro={T.priorityIntro} />
      <PagedTable
        query={{ ...list, data: ranked }}
        caption={T.priorityTitle}
        columns={columns(page)}
        rowKey={(r) => r.id}
        empty={T.noRoads}
        page={page}
        pageSize={ROAD_PRIORITY_PAGE_SIZE}
        onPage={(p) => update({ page: p })}
        loadFailed={T.loadFailed}
      />
    </div>
  );
}
