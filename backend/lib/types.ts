import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';

export interface MemberContext {
  id: number;
  nickname: string | null;
}

export interface AppEnv {
  /** `member` is set by requireMember on /member routes. */
  Variables: { db: Db; storage: Storage; member: MemberContext };
}
