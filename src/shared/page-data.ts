/**
 * The server writes the current session into each page it sends, as JSON in
 * <script id="session-data" type="application/json">{"user": …}</script>, so the app starts
 * without asking /api/account/me first. Absent (a cached or static copy): the app asks.
 */
export const SESSION_ELEMENT_ID = 'session-data';

/**
 * Public pages are rendered on the server (src/web/entry-server.tsx). The answers of the API
 * calls the page made while being rendered travel with it, as [queryKey, data] pairs in
 * <script id="query-data" type="application/json">, so the browser takes over the same HTML
 * without asking again. #root carries data-ssr when it holds a rendered page.
 */
export const QUERY_DATA_ELEMENT_ID = 'query-data';
export type QueryDataEntry = [queryKey: readonly unknown[], data: unknown];
