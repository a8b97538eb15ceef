import type { Db } from '../db/client';

export interface MemberContext {
  id: number;
  nickname: string | null;
}

export interface AppEnv {
  /** `member` is set by requireMember on /member routes. */
  Variables: { db: Db; member: MemberContext };
}
