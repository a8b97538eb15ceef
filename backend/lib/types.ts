import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';

export interface AppEnv {
  Variables: { db: Db };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;
