import { randomBytes } from 'node:crypto';

/** Lowercase, hyphen-separated, ASCII: "Kopi & Teh Nusantara" -> "kopi-and-teh-nusantara". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug for a new record: the name's slug, or that plus a short random suffix after a collision. */
export function slugCandidate(name: string, attempt: number): string {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'item';
  return attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
}
