import type { ReactNode } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import type { Column } from '../../../components/data-table.tsx';
import { DateCell } from './date-cell.tsx';
import { RequestDetailsDialog, type DetailField } from './request-details-dialog.tsx';
import { StatusSelect } from './request-status.tsx';
import { RequesterCell } from './requester-cell.tsx';
import { RequestsPage } from './requests-page.tsx';
import type { ItemOf } from '../api/admin-requests.ts';

const T = ADMIN.requests;

type RequesterKind = Exclude<RequestKind, 'damage-reports'>;

/** What a service a customer asks with an account shows of its own in the admin's table (Sirekanan, Uji Lab). */
export type RequesterService<K extends RequesterKind, T = ItemOf[K]> = {
  kind: K;
  title: string;
  intro: string;
  searchPlaceholder: string;
  /** Its own columns, between the requester and the day it came. */
  columns: Column<T>[];
  /** Its files, in the table and in the details. */
  documents: (r: T) => ReactNode;
  /** Its own fields in the details, after the requester. */
  details: (r: T) => DetailField[];
};

/**
 * The admin's table of one such service: the code, who asked, the service's own columns, the day, the
 * status, the files and the details, in that order for every one of them.
 */
export function RequesterRequestPage<K extends RequesterKind>({ service: s }: { service: RequesterService<K> }) {
  const columns: Column<ItemOf[K]>[] = [
    { header: T.colCode, cell: (r) => <span className="font-mono text-xs whitespace-nowrap">{r.trackingCode}</span> },
    { header: T.colRequester, cell: (r) => <RequesterCell requester={r.requester} /> },
    ...s.columns,
    { header: T.colDate, cell: (r) => <DateCell value={r.createdAt} /> },
    { header: T.colStatus, cell: (r) => <StatusSelect kind={s.kind} id={r.id} code={r.trackingCode} status={r.status} /> },
    { header: T.colDocuments, cell: s.documents },
    {
      header: ADMIN.common.actions,
      cell: (r) => (
        <RequestDetailsDialog
          kind={s.kind}
          id={r.id}
          code={r.trackingCode}
          status={r.status}
          createdAt={r.createdAt}
          fields={[{ label: T.colRequester, value: `${r.requester.fullName} (${r.requester.email})` }, ...s.details(r)]}
        />
      ),
    },
  ];
  return <RequestsPage kind={s.kind} title={s.title} intro={s.intro} searchPlaceholder={s.searchPlaceholder} columns={columns} />;
}
