import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '../schema/constants';
import type { AppEnv } from './app-env';
import { ApiError, handleError, handleNotFound } from './lib/errors';
import { openDatabase } from './lib/d1-session';
import { edgeCache } from './lib/edge-cache';
import { requireSameOrigin } from './lib/origin';
import { apiSecurityHeaders } from './lib/security-headers';
import { readUnreadBody } from './lib/unread-body';
import { loadSession, refuseSuspendedWrites } from './lib/session';
import { loadConfig, readConfig } from './lib/config';
import { authRoutes } from './routes/auth';
import { clusterRoutes } from './routes/clusters';
import { commentRoutes } from './routes/comments';
import { commentVoteRoutes } from './routes/comment-votes';
import { helpRoutes } from './routes/help';
import { imageRoutes } from './routes/images';
import { leaderboardRoutes } from './routes/leaderboard';
import { liveRoutes } from './routes/live';
import { moderationRoutes } from './routes/moderation';
import { pointRoutes } from './routes/points';
import { staffPickRoutes } from './routes/staff-picks';
import { thoughtRoutes } from './routes/thoughts';
import { commentReportRoutes } from './routes/comment-reports';
import { modAuditRoutes } from './routes/mod-audit';
import { modPayoutRoutes } from './routes/mod-payouts';
import { modQueueRoutes } from './routes/mod-queue';
import { accountRoutes } from './routes/account';
import { meRoutes } from './routes/me';
import { ownContentRoutes } from './routes/own-content';
import { pushRoutes } from './routes/push';
import { worriedRoutes } from './routes/worried';

const JSON_BODY_LIMIT = 64 * 1024;
// The image itself plus room for the multipart envelope.
const UPLOAD_BODY_LIMIT = LIMITS.imageMaxBytes + 64 * 1024;

function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'Request body too large');
    },
  });
}

export function buildApp() {
  const app = new Hono<AppEnv>();

  // Before every middleware: a WebSocket upgrade reads no session, and its 101's headers cannot
  // be changed afterwards (docs/decisions/024).
  app.route('/api/thoughts', liveRoutes);
  app.use('/api/*', readUnreadBody(UPLOAD_BODY_LIMIT));
  app.use('/api/*', apiSecurityHeaders);
  app.use('/api/*', requireSameOrigin);
  app.use('/api/*', (c, next) =>
    c.req.path === '/api/upload-image'
      ? limitBody(UPLOAD_BODY_LIMIT)(c, next)
      : limitBody(JSON_BODY_LIMIT)(c, next),
  );
  // Before loadConfig: health names the invalid var that makes every other route answer 500.
  app.get('/api/health', (c) => {
    const config = readConfig(c.env);
    if (!config.ok) return c.json({ error: `Invalid configuration: ${config.error}` }, 500);
    return c.json({ ok: true });
  });
  // Help reads no session, configuration or database, so it is mounted before them (and the
  // session never changes its answer: the same country and language get the same lines).
  app.route('/api/help', helpRoutes);
  // Before the config and session: a signed-out read answered from cache costs no query.
  app.use('/api/*', edgeCache);
  app.use('/api/*', loadConfig);
  app.use('/api/*', openDatabase);
  app.use('/api/*', loadSession);
  app.use('/api/*', refuseSuspendedWrites);

  app.route('/api/auth', authRoutes);
  app.route('/api/thoughts', thoughtRoutes);
  app.route('/api/thoughts', commentRoutes);
  app.route('/api/clusters', clusterRoutes);
  app.route('/api', moderationRoutes);
  app.route('/api', imageRoutes);
  app.route('/api/echo', pointRoutes);
  app.route('/api/echo', commentVoteRoutes);
  app.route('/api/echo', staffPickRoutes);
  app.route('/api/leaderboard', leaderboardRoutes);
  app.route('/api/comments', commentReportRoutes);
  app.route('/api/mod', modQueueRoutes);
  app.route('/api/mod', modPayoutRoutes);
  app.route('/api/mod', modAuditRoutes);
  // My Echo: the signed-in person's own thoughts, deleting what they wrote, and their account.
  app.route('/api/me', meRoutes);
  app.route('/api', ownContentRoutes);
  app.route('/api/auth/account', accountRoutes);
  app.route('/api/push', pushRoutes);
  app.route('/api', worriedRoutes);

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export const app = buildApp();
