import type { Clinic } from '@/contracts/clinics';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { ClinicCard } from '@/components/clinic/clinic-card';
import { DoctorCard } from '@/components/doctor/doctor-card';
import { EventCard } from '@/components/event/event-card';
import { ReviewCard } from '@/components/review/review-card';

export type Kind = 'clinics' | 'doctors' | 'events' | 'reviews';
export type EntityOf = { clinics: Clinic; doctors: Doctor; events: Event; reviews: Review };

/** One list item's card: rendered on the server for a list's first page, in the browser for the pages after it. */
export function EntityCard({ kind, item }: { kind: Kind; item: EntityOf[Kind] }) {
  if (kind === 'clinics') return <ClinicCard clinic={item as Clinic} />;
  if (kind === 'doctors') return <DoctorCard doctor={item as Doctor} />;
  if (kind === 'events') return <EventCard event={item as Event} />;
  return <ReviewCard review={item as Review} />;
}
