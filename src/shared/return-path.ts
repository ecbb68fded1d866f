/**
 * Where /masuk's "kembali" (the page to go back to after a login) may lead: a path on this site,
 * never another site (`//host`, or `/\host`, which browsers read the same way) and never /masuk
 * itself. Undefined when it may not. The server (its redirect of someone signed in), the login page,
 * the dialog and the page's script all read it through this one check.
 */
export function returnPath(to: string | null | undefined): string | undefined {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return undefined;
  return to === '/masuk' || to.startsWith('/masuk?') ? undefined : to;
}
