import { AppLink } from '@/components/ui/app-link';

export interface SortOption {
  id: string;
  label: string;
  href: string;
}

/**
 * The list's order as links (they work before hydration and without JS), each keeping the tab and the
 * filter; the chosen one is marked with aria-current. Replacing the entry keeps Back for leaving the page.
 */
export function SortLinks({ options, activeId, label }: { options: SortOption[]; activeId: string; label: string }) {
  return (
    <nav className="sort-links" aria-label={label}>
      {options.map((o) => (
        <AppLink key={o.id} href={o.href} aria-current={o.id === activeId ? 'true' : undefined} replace scroll={false}>
          {o.label}
        </AppLink>
      ))}
    </nav>
  );
}
