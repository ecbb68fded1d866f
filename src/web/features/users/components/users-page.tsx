import { USER_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants.ts';
import { ROLE_LABELS } from '../../../../shared/roles.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import type { AdminUserItem } from '../../../../shared/users-schemas.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ExportLinks } from '../../../components/export-links.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { KeysetPagerButtons, keysetRangeText } from '../../../components/keyset-pager.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { USER_PAGE_SIZE, useUserList } from '../api/users.ts';
import { EditRoleDialog } from './edit-role-dialog.tsx';
import { AccountActions, AccountBadges, InviteStaffDialog } from './staff-accounts.tsx';

const T = ADMIN.users;

const CURSOR_PARAM = ['cursor'] as const;

export default function UsersPage() {
  useDocumentTitle(T.title);
  const { user: me } = useAuth();
  // The page shown is named by its cursor in the address (issue 41); a new search starts again at the first.
  const { q, extras, update } = useListParams('role', [], CURSOR_PARAM);
  const list = useUserList({ q, cursor: extras.cursor });
  const data = list.data;

  const columns: Column<AdminUserItem>[] = [
    {
      header: T.colName,
      cell: (u) => (
        <span className="font-medium break-words text-slate-900">
          {u.fullName || '—'} {u.id === me?.id && <span className="font-normal text-slate-600">{T.you}</span>}
          <AccountBadges user={u} />
        </span>
      ),
    },
    { header: T.colEmail, cell: (u) => <span className="[overflow-wrap:anywhere]">{u.email}</span> },
    {
      header: T.colRole,
      cell: (u) => (
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            u.isAdmin ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {ROLE_LABELS[u.role]}
        </span>
      ),
    },
    {
      header: T.colJoined,
      cell: (u) => (
        <time dateTime={u.createdAt} className="whitespace-nowrap">
          {formatLongDate(u.createdAt)}
        </time>
      ),
    },
    {
      header: ADMIN.common.actions,
      cell: (u) => (
        <span className="flex flex-wrap gap-2">
          <EditRoleDialog user={u} isSelf={u.id === me?.id} />
          <AccountActions user={u} isSelf={u.id === me?.id} />
        </span>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader
        title={T.title}
        intro={T.intro}
        actions={
          <div className="flex flex-wrap gap-2">
            <InviteStaffDialog />
            <ExportLinks path="/admin/users" filters={{ q }} />
          </div>
        }
      />
      <div className="max-w-xl">
        <SearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={q}
          onSearch={(text) => update({ q: text, cursor: null })}
          delayMs={USER_SEARCH_DEBOUNCE_MS}
          minSearch
        />
      </div>
      <PagedTable
        query={list}
        caption={T.title}
        columns={columns}
        rowKey={(u) => u.id}
        empty={T.empty}
        pager={
          data ? (
            <KeysetPagerButtons
              prev={data.prev}
              next={data.next}
              onCursor={(cursor) => update({ cursor })}
              busy={list.isFetching && list.isPlaceholderData}
              status={
                (data.prev !== null || data.next !== null) &&
                keysetRangeText({ page: data.page, pageSize: USER_PAGE_SIZE, shown: data.items.length, total: data.total, more: data.more })
              }
            />
          ) : null
        }
        loadFailed={T.loadFailed}
      />
    </div>
  );
}
