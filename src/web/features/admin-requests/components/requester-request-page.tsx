import type { ReactNode } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import type { Column } from '../../../components/data-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { DateCell } from './date-cell.tsx';
import { OpenRequestLink, RequestCodeLink } from './request-links.tsx';
import type { DetailField, RequestPageService } from './request-page.tsx';
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
  /** Its files, in the table and on the request's page. */
  documents: (r: T) => ReactNode;
  /** Its own fields on the request's page, after the requester. */
  details: (r: T) => DetailField[];
  /** Shown above the table's filters (Uji Lab: the day's samples and the lab's schedule, issue 40). */
  above?: ReactNode;
};

const pathOf = (kind: RequesterKind, code?: string) => `/admin/${kind}${code ? `/${code}` : ''}`;

/**
 * The admin's table of one such service: the code (to the request's page), who asked, the service's own
 * columns, the day, the status, the files and "Buka", in that order for every one of them.
 */
export function RequesterRequestPage<K extends RequesterKind>({ service: s }: { service: RequesterService<K> }) {
  const columns: Column<ItemOf[K]>[] = [
    { header: T.colCode, cell: (r) => <RequestCodeLink to={pathOf(s.kind, r.trackingCode)} code={r.trackingCode} /> },
    { header: T.colRequester, cell: (r) => <RequesterCell requester={r.requester} /> },
    ...s.columns,
    { header: T.colDate, cell: (r) => <DateCell value={r.createdAt} /> },
    { header: T.colStatus, cell: (r) => <StatusBadge status={r.status} /> },
    { header: T.colDocuments, cell: s.documents },
    { header: ADMIN.common.actions, cell: (r) => <OpenRequestLink to={pathOf(s.kind, r.trackingCode)} code={r.trackingCode} /> },
  ];
  return (
    <RequestsPage kind={s.kind} title={s.title} intro={s.intro} searchPlaceholder={s.searchPlaceholder} columns={columns} above={s.above} />
  );
}

/** The same service's request page: who asked, then its own fields. */
export function requesterPageService<K extends RequesterKind>(s: RequesterService<K>): RequestPageService<K> {
  return {
    kind: s.kind,
    list: pathOf(s.kind),
    listTitle: s.title,
    fields: (r) => [{ label: T.colRequester, value: `${r.requester.fullName} (${r.requester.email})` }, ...s.details(r)],
  };
}
