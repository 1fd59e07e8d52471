import type { Db } from './db/client';
import type { SessionUser } from './db/sessions';

/** Hono's environment for every route: the worker bindings plus per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db; user: SessionUser | null };
};
