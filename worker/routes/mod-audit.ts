import { Hono } from 'hono';
import { auditQuerySchema, type AuditLog, type LookAlikeNames } from '../../schema/api';
import { toAuditEntry } from '../domain/api-json';
import type { AppEnv } from '../app-env';
import { findAuditCursor, listAudit } from '../db/audit-log';
import { lookAlikeNames } from '../db/users';
import { neverStore } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { requireRole } from '../lib/roles';
import { validate } from '../lib/validate';

export const modAuditRoutes = new Hono<AppEnv>()
  .get('/audit', requireRole(), validate('query', auditQuerySchema), async (c) => {
    const { limit, before } = c.req.valid('query');
    const cursor = before === undefined ? undefined : await findAuditCursor(c.var.db, before);
    if (cursor === null) throw new ApiError(400, 'before: unknown audit entry');
    const rows = await listAudit(c.var.db, { limit, before: cursor });
    neverStore(c);
    return c.json<AuditLog>({ entries: rows.map(toAuditEntry) });
  })

  // Accounts from before names were unique by look-alike letters (docs/decisions/020): listed so
  // staff can watch for impersonation, never renamed.
  .get('/look-alike-names', requireRole(), async (c) => {
    neverStore(c);
    return c.json<LookAlikeNames>({ groups: await lookAlikeNames(c.var.db) });
  });
