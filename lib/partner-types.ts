// The partner console's view of the backend's answers (the browser reaches them through /api/partner/*).
import type { Clinic, Doctor, Review } from '@/backend/schemas/entities';
import type { StaffAuditEntry, StaffCounsel, StaffEvent, StaffMe } from '@/backend/schemas/staff';

export type { Clinic, Doctor, Review, StaffAuditEntry, StaffCounsel, StaffEvent, StaffMe };
