import { AppLink } from '@/components/ui/app-link';

export interface DistrictChip {
  name: string;
  label: string;
  href: string;
}

/**
 * The area filter as a row of chips (links: they work before hydration and without JS), '전체' first; the
 * chosen one is marked with aria-current. The row scrolls sideways when there are many areas.
 */
export function DistrictChips({ label, chips, active }: { label: string; chips: DistrictChip[]; active: string }) {
  return (
    <nav className="district-chips" aria-label={label}>
      {chips.map((c) => (
        <AppLink key={c.name} href={c.href} className="chip" aria-current={c.name === active ? 'true' : undefined} replace scroll={false}>
          {c.label}
        </AppLink>
      ))}
    </nav>
  );
}
