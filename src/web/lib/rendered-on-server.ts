/**
 * True on the server, and in the browser when #root holds a page the server rendered: then the
 * first render must produce that same HTML (React takes it over instead of replacing it).
 */
export const renderedOnServer: boolean =
  typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-ssr') === true;
