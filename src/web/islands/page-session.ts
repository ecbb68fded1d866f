import { SESSION_ELEMENT_ID } from '../../shared/page-data.ts';
import type { CurrentUser } from '../lib/session.ts';

let read = false;
let value: CurrentUser | null | undefined;

/**
 * The session the server wrote into the page (src/server/pages/render.ts), read once; undefined
 * when the page has none (a cached or static copy).
 */
export function sessionInPage(): CurrentUser | null | undefined {
  if (read) return value;
  read = true;
  const el = typeof document === 'undefined' ? null : document.getElementById(SESSION_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  try {
    const user = (JSON.parse(el.textContent) as { user?: CurrentUser | null }).user;
    value = user === undefined ? undefined : user;
  } catch {
    value = undefined;
  }
  return value;
}
