import type { EventPriceFacts } from '@/contracts/events';

/** What a consultation is booked from, as the booking sheet shows it: the event and its price, the doctor, the clinic. */
export type BookingSource =
  | { type: 'EVENT'; title: string; clinicName: string; price: EventPriceFacts }
  | { type: 'DOCTOR'; name: string; clinicName: string }
  | { type: 'CLINIC'; name: string };

/** An event's booking source: its title, its clinic and only the price facts its page shows. */
export const eventBookingSource = (
  event: EventPriceFacts & { title: string; clinic: { name: string } },
): BookingSource => ({
  type: 'EVENT',
  title: event.title,
  clinicName: event.clinic.name,
  price: {
    regularPrice: event.regularPrice,
    eventPrice: event.eventPrice,
    discountRate: event.discountRate,
    vatIncluded: event.vatIncluded,
    anesthesiaIncluded: event.anesthesiaIncluded,
    aftercareIncluded: event.aftercareIncluded,
    sessions: event.sessions,
  },
});
