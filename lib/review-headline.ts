/**
 * What a review is called on cards, pages, breadcrumbs and metadata: its title, or — a title may be left
 * empty (spec §5: the editor never blocks a save) — the names of its treatments, or `untitled`.
 */
export function reviewHeadline(review: { title: string; treatments: { name: string }[] }, untitled: string): string {
  const title = review.title.trim();
  if (title) return title;
  const names = review.treatments.map((t) => t.name).filter(Boolean);
  return names.length ? names.join(' · ') : untitled;
}
