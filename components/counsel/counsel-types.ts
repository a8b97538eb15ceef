export const COUNSEL_STATES = [
  'AWAITING_CLINIC_CONFIRMATION',
  'CLINIC_CONFIRMED',
  'CONSULTATION_APPOINTMENT_CONFIRMED',
  'CONSULTATION_COMPLETE',
  'TREATMENT_APPOINTMENT_CONFIRMED',
  'TREATMENT_COMPLETE',
  'CANCELED',
] as const;

export interface Counsel {
  id: number;
  created_at: string;
  clinic_id: number;
  sourceType: 'CLINIC' | 'DOCTOR' | 'EVENT' | 'REVIEW';
  sourceId: number;
  state: (typeof COUNSEL_STATES)[number];
  content: string;
  review_id: number | null;
  clinic: { name: string; profileImage: { url: string } | null };
  source: { name?: string; title?: string };
}
