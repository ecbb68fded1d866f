// Page sizes and limits of the lists. A module of their own because src/shared/public-pages.ts
// needs two of them and is read by the router, so it is part of every first load: importing
// constants.ts there would bring all of that along too.

/** Rows per page of the public bridge table (the server renders page 1 with the same size). */
export const BRIDGE_PAGE_SIZE = 20;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The highest page number a list accepts (`?page=`, the news page's `?halaman=`). */
export const PAGE_MAX = 100_000;
