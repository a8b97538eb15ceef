import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';

export interface MemberContext {
  id: number;
  nickname: string | null;
  /** The member agreed to the processing of health information (members.health_consent_at is set). */
  healthConsent: boolean;
}

export interface StaffContext {
  id: number;
  user_id: string;
  /** The clinic the account belongs to: every staff route reads and writes only its data. */
  clinicId: number;
}

export interface OperatorContext {
  id: number;
  user_id: string;
}

export interface AppEnv {
  /**
   * `member` is set by requireMember on /member routes, `staff` by requireStaff on /staff routes, `operator` by
   * requireOperator on /operator routes.
   */
  Variables: {
    db: Db;
    storage: Storage;
    member: MemberContext;
    staff: StaffContext;
    operator: OperatorContext;
    requestId: string;
  };
}
