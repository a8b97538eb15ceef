import { AppLink } from '@/components/ui/app-link';

export interface DistrictChip {
  name: string;
  label: string;
  href: string;
}

/** An on/off chip shown before the areas: '진료 중' (open now) and '표시가 결제 90%+' on clinics, '종료된 이벤트 포함' on events. */
export interface ToggleChip {
  label: string;
  /** Said after the label to screen readers while the filter is on ('선택됨'). */
  onLabel: string;
  href: string;
  active: boolean;
}

/**
 * The list's chips in one sideways-scrolling row (links: they work before hydration and without JS): first an
 * on/off filter of the tab's own ('진료 중' on clinics, '종료된 이벤트 포함' on events), then the areas ('전체' first, the chosen one marked
 * with aria-current) in their own navigation landmark. Areas are left out when there is only one.
 */
export function DistrictChips({
  label,
  chips,
  active,
  toggles = [],
}: {
  label: string;
  chips: DistrictChip[];
  active: string;
  toggles?: ToggleChip[];
}) {
  return (
    <div className="district-chips">
      {toggles.map((toggle) => (
        <AppLink
          key={toggle.label}
          href={toggle.href}
          className={`chip chip--toggle${toggle.active ? ' chip--on' : ''}`}
          replace
          scroll={false}
        >
          <span className="chip__dot" aria-hidden="true" />
          {toggle.label}
          {toggle.active && <span className="visually-hidden"> ({toggle.onLabel})</span>}
        </AppLink>
      ))}
      {toggles.length > 0 && chips.length > 1 && <span className="district-chips__divider" aria-hidden="true" />}
      {chips.length > 1 && (
        <nav className="district-chips__areas" aria-label={label}>
          {chips.map((c) => (
            <AppLink
              key={c.name}
              href={c.href}
              className="chip"
              aria-current={c.name === active ? 'true' : undefined}
              replace
              scroll={false}
            >
              {c.label}
            </AppLink>
          ))}
        </nav>
      )}
    </div>
  );
}
