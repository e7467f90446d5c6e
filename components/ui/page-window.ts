/**
 * Which page numbers a pagination shows: always the first and the last, the current one with its
 * neighbours, and 'gap' where numbers are left out (a gap never hides just one page).
 */
export function pageWindow(page: number, totalPages: number, neighbours = 1): Array<number | 'gap'> {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(previous + 1);
    else if (p - previous > 2) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}
