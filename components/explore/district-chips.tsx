import { AppLink } from '@/components/ui/app-link';

export interface DistrictChip {
  name: string;
  label: string;
  href: string;
}

/** '진료 중' (open now): a chip that turns the filter on or off, shown before the areas. */
export interface OpenNowChip {
  label: string;
  /** Said after the label to screen readers while the filter is on ('선택됨'). */
  onLabel: string;
  href: string;
  active: boolean;
}

/**
 * The list's chips in one sideways-scrolling row (links: they work before hydration and without JS): on the
 * clinics tab first '진료 중', an on/off filter of its own, then the areas ('전체' first, the chosen one marked
 * with aria-current) in their own navigation landmark. Areas are left out when there is only one.
 */
export function DistrictChips({ label, chips, active, openNow }: { label: string; chips: DistrictChip[]; active: string; openNow?: OpenNowChip }) {
  return (
    <div className="district-chips">
      {openNow && (
        <>
          <AppLink href={openNow.href} className={`chip chip--open-now${openNow.active ? ' chip--on' : ''}`} replace scroll={false}>
            <span className="chip__dot" aria-hidden="true" />
            {openNow.label}
            {openNow.active && <span className="visually-hidden"> ({openNow.onLabel})</span>}
          </AppLink>
          {chips.length > 1 && <span className="district-chips__divider" aria-hidden="true" />}
        </>
      )}
      {chips.length > 1 && (
        <nav className="district-chips__areas" aria-label={label}>
          {chips.map((c) => (
            <AppLink key={c.name} href={c.href} className="chip" aria-current={c.name === active ? 'true' : undefined} replace scroll={false}>
              {c.label}
            </AppLink>
          ))}
        </nav>
      )}
    </div>
  );
}
