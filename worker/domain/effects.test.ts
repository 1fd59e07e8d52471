import { expect, test } from 'vitest';
import { app } from '../app';
import { isWriteMethod } from '../lib/write-methods';
import type { Write } from './effects';

// Written out so that TypeScript holds it equal to the table's own keys (a missing or unknown row
// does not compile), while the app's routes are read at run time.
const TABLE_ROWS: Record<Write, true> = {
  'POST /api/auth/nonce': true,
  'POST /api/auth/verify': true,
  'POST /api/auth/logout': true,
  'DELETE /api/auth/account': true,
  'POST /api/thoughts': true,
  'PATCH /api/thoughts/:id/likes': true,
  'PATCH /api/thoughts/:id/report': true,
  'DELETE /api/thoughts/:id': true,
  'POST /api/thoughts/:id/comments': true,
  'PATCH /api/comments/:id/report': true,
  'DELETE /api/comments/:id': true,
  'PATCH /api/thoughts/:id/worried': true,
  'PATCH /api/comments/:id/worried': true,
  'POST /api/moderate-content': true,
  'POST /api/upload-image': true,
  'POST /api/echo/daily-login': true,
  'POST /api/echo/upvote-comment': true,
  'POST /api/echo/staff-pick': true,
  'POST /api/me/thoughts/:id/seen': true,
  'POST /api/me/threads/:id/seen': true,
  'POST /api/me/opened': true,
  'POST /api/push/subscriptions': true,
  'DELETE /api/push/subscriptions': true,
  'POST /api/mod/thoughts/:id': true,
  'POST /api/mod/comments/:id': true,
  'POST /api/mod/authors/:authorRef/suspend': true,
  'DELETE /api/mod/authors/:authorRef/suspend': true,
  'POST /api/mod/payouts/:id': true,
};

test('every write route of the app has a row in the write → effects table, and every row is a route', () => {
  const writeRoutes = new Set(
    app.routes
      .filter((route) => isWriteMethod(route.method))
      .map((route) => `${route.method} ${route.path}`),
  );
  expect([...writeRoutes].sort()).toEqual(Object.keys(TABLE_ROWS).sort());
});
