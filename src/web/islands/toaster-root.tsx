import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';

/** The toaster of a page rendered with islands, in a root of its own at the end of <body>. */
export function mountToaster(): void {
  const el = document.createElement('div');
  el.id = 'toaster';
  document.body.append(el);
  createRoot(el).render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}
