const SLUG_MAX = 80;

/** "Peresmian Jembatan Baru di Mamuju!" → "peresmian-jembatan-baru-di-mamuju". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'artikel';
}
