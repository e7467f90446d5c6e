/** Paths of the news list pages: page 1 is /news, the others /news/page/{n} (static, links work without JavaScript). */
export function newsPageRoute(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

/** A page number from the URL segment: digits only, 2 or more (page 1 lives at /news). */
export function parseNewsPage(segment: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(segment)) return null;
  return Number(segment);
}
