import { AppLink } from '@/components/ui/app-link';

export interface DistrictChip {
  name: string;
  label: string;
  href: string;
}

/** '진료 중' (open now): a chip that turns the filter on or off, shown before the areas. */
export interface OpenNowChip {
  label: string;
  href: string;
  active: boolean;
}

/**
 * The area filter as a row of chips (links: they work before hydration and without JS), '전체' first; the
 * chosen one is marked with aria-current. The clinics tab leads with the '진료 중' chip, which combines with
 * an area. The row scrolls sideways when there are many areas.
 */
export function DistrictChips({ label, chips, active, openNow }: { label: string; chips: DistrictChip[]; active: string; openNow?: OpenNowChip }) {
  return (
    <nav className="district-chips" aria-label={label}>
      {openNow && (
        <>
          <AppLink href={openNow.href} className="chip chip--open-now" aria-current={openNow.active ? 'true' : undefined} replace scroll={false}>
            <span className="chip__dot" aria-hidden="true" />
            {openNow.label}
          </AppLink>
          <span className="district-chips__divider" aria-hidden="true" />
        </>
      )}
      {chips.map((c) => (
        <AppLink key={c.name} href={c.href} className="chip" aria-current={c.name === active ? 'true' : undefined} replace scroll={false}>
          {c.label}
        </AppLink>
      ))}
    </nav>
  );
}
