import type { Db } from './db/client';
import type { SessionUser } from './db/sessions';
import type { Config } from './lib/config';

/** Hono's environment for every route: the worker bindings plus per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: { config: Config; db: Db; user: SessionUser | null };
};
