import type { Concern, Part, Specialty, Treatment } from '@/contracts/taxonomy';
import type { Crumb } from '@/components/ui/breadcrumb';

export interface ExploreFilter {
  specialtyId?: number;
  partId?: number;
  concernId?: number;
  treatmentId?: number;
}

export interface Taxonomy {
  specialties: Specialty[];
  parts: Part[];
  concerns: Concern[];
  treatments: Treatment[];
}

export type PickerKind = 'choice' | 'treatment' | 'concern';

export interface PickerOption {
  id: number;
  label: string;
  href: string;
}

export interface Picker {
  kind: PickerKind;
  groups: { title: 'specialty' | 'part' | 'treatment' | 'concern'; options: PickerOption[] }[];
}

/**
 * How the tab's list is ordered and narrowed beyond the taxonomy: its sort, area, '진료 중' (open=now) and, on
 * events, whether ended ones are included (ended=include).
 */
export interface ListChoice {
  sort?: string;
  district?: string;
  openNow?: boolean;
  withEnded?: boolean;
  /** Clinics only: those whose published price-honoured share is at least PRICE_KEPT_MIN (price=kept). */
  priceKept?: boolean;
}

/** /contents URL for a filter (and the current tab and its list choice); absent keys are left out. */
export function exploreHref(f: ExploreFilter, tabId?: string, list: ListChoice = {}): string {
  const params = new URLSearchParams();
  if (tabId) params.set('tabId', tabId);
  for (const key of ['specialtyId', 'partId', 'concernId', 'treatmentId'] as const)
    if (f[key]) params.set(key, String(f[key]));
  if (list.sort) params.set('sort', list.sort);
  if (list.district) params.set('district', list.district);
  if (list.openNow) params.set('open', 'now');
  if (list.withEnded) params.set('ended', 'include');
  if (list.priceKept) params.set('price', 'kept');
  const qs = params.toString();
  return qs ? `/contents?${qs}` : '/contents';
}

// Clearing rules: a specialty clears part, concern and treatment; a part clears concern and
// treatment; a concern clears treatment.
export const pickSpecialty = (_f: ExploreFilter, specialtyId: number): ExploreFilter => ({ specialtyId });
export const pickPart = (f: ExploreFilter, partId: number): ExploreFilter => ({ specialtyId: f.specialtyId, partId });
export const pickConcern = (f: ExploreFilter, concernId: number): ExploreFilter => ({
  specialtyId: f.specialtyId,
  partId: f.partId,
  concernId,
});
export const pickTreatment = (f: ExploreFilter, treatmentId: number): ExploreFilter => ({ ...f, treatmentId });

/**
 * Breadcrumb (Explore > specialty > treatment > part > concern, as the product orders them) and the picker
 * the plus button opens at the current depth; no picker (plus disabled) once a treatment is chosen.
 */
export function exploreState(
  f: ExploreFilter,
  tx: Taxonomy,
  exploreLabel: string,
  tabId?: string,
  list: ListChoice = {},
): { crumbs: Crumb[]; picker: Picker | null } {
  const href = (next: ExploreFilter) => exploreHref(next, tabId, list);
  const specialty = tx.specialties.find((s) => s.id === f.specialtyId);
  const treatment = tx.treatments.find((t) => t.id === f.treatmentId);
  const part = tx.parts.find((p) => p.id === f.partId);
  const concern = tx.concerns.find((c) => c.id === f.concernId);

  const crumbs: Crumb[] = [{ label: exploreLabel, href: href({}) }];
  if (specialty) crumbs.push({ label: specialty.name, href: href({ specialtyId: specialty.id }) });
  if (treatment) crumbs.push({ label: treatment.name, href: href(f) });
  if (part) crumbs.push({ label: part.name, href: href({ specialtyId: f.specialtyId, partId: part.id }) });
  if (concern)
    crumbs.push({
      label: concern.name,
      href: href({ specialtyId: f.specialtyId, partId: f.partId, concernId: concern.id }),
    });

  const option = (id: number, label: string, next: ExploreFilter): PickerOption => ({ id, label, href: href(next) });
  let picker: Picker | null;
  if (treatment) picker = null;
  else if (concern) {
    const options = tx.treatments
      .filter(
        (t) =>
          t.concerns.some((c) => c.id === concern.id) &&
          (!specialty || t.specialties.some((s) => s.id === specialty.id)),
      )
      .map((t) => option(t.id, t.name, pickTreatment(f, t.id)));
    picker = { kind: 'treatment', groups: [{ title: 'treatment', options }] };
  } else if (part) {
    const options = tx.concerns
      .filter((c) => c.parts.some((p) => p.id === part.id))
      .map((c) => option(c.id, c.name, pickConcern(f, c.id)));
    picker = { kind: 'concern', groups: [{ title: 'concern', options }] };
  } else if (specialty) {
    const options = tx.treatments
      .filter((t) => t.specialties.some((s) => s.id === specialty.id))
      .map((t) => option(t.id, t.name, pickTreatment(f, t.id)));
    picker = {
      kind: 'treatment',
      groups: [
        { title: 'treatment', options },
        { title: 'part', options: tx.parts.map((p) => option(p.id, p.name, pickPart(f, p.id))) },
      ],
    };
  } else {
    picker = {
      kind: 'choice',
      groups: [
        { title: 'specialty', options: tx.specialties.map((s) => option(s.id, s.name, pickSpecialty(f, s.id))) },
        { title: 'part', options: tx.parts.map((p) => option(p.id, p.name, pickPart(f, p.id))) },
      ],
    };
  }
  return { crumbs, picker };
}
