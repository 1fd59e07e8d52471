import type { Db } from './db/client';
import type { UserRow } from './db/users';
import type { Config, Role } from './lib/config';

/** The signed-in person: their row plus the role ADMIN_WALLETS gives their wallet right now. */
export type SessionUser = UserRow & Role;

/** Hono's environment for every route: the worker bindings plus per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: { config: Config; db: Db; user: SessionUser | null };
};
