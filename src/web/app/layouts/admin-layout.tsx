import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

// Placeholder: issue 5 builds the sidebar, top bar and notification badge.
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<div className="flex justify-center py-24"><Spinner /></div>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
