/**
 * The server writes the current session into each page it sends, as JSON in
 * <script id="session-data" type="application/json">{"user": …}</script>, so the app starts
 * without asking /api/account/me first. Absent (a cached or static copy): the app asks.
 */
export const SESSION_ELEMENT_ID = 'session-data';

/**
 * Public pages are rendered on the server (src/web/entry-server.tsx) from the answers of the API
 * calls they make, as [queryKey, data] pairs the server reads first (src/server/pages/data.ts).
 */
export type QueryDataEntry = [queryKey: readonly unknown[], data: unknown];
