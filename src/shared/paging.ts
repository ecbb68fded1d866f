// Page sizes and limits of the lists. A module of their own because src/shared/public-pages.ts
// needs two of them and is read by the router, so it is part of every first load: importing
// constants.ts there would bring all of that along too.

/** Rows per page of the public bridge table (the server renders page 1 with the same size). */
export const BRIDGE_PAGE_SIZE = 20;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The highest page number a list accepts (`?page=`, the news page's `?halaman=`). */
export const PAGE_MAX = 100_000;

/**
 * The shortest search the lists run (issue 41, docs/decisions/076): three letters or digits in a row,
 * what a trigram index needs to find the text without reading every row. A shorter text is no search
 * (the whole list, with the search box's hint saying why), never a slow one.
 */
const SEARCH_MIN = 3;
const SEARCHABLE = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_MIN}}`, 'u');

/** The text a list searches for: `q` itself, or '' when it is too short to search (SEARCH_MIN). */
export const searchWord = (q: string): string => (SEARCHABLE.test(q) ? q : '');
