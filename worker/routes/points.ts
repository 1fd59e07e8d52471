import { Hono } from 'hono';
import type { DailyLoginResponse, PointRulesResponse, UserPoints } from '../../schema/api';
import { DEFAULT_POINT_RULES } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { periodPointsOf } from '../db/leaderboard';
import { awardPoints } from '../db/points';
import { dailyLoginAward } from '../domain/awards';
import { periodNumberAt } from '../domain/periods';
import { neverStore } from '../lib/cache';
import { requireUser } from '../lib/session';

/** Echo Points: the rules, the signed-in user's totals and the daily-login point. */
export const pointRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json<PointRulesResponse>({ pointRules: DEFAULT_POINT_RULES });
  })
  .get('/user-points', async (c) => {
    const user = requireUser(c);
    const period = periodNumberAt(c.var.config.LEADERBOARD_START, Date.now());
    const periodPoints = period === null ? 0 : await periodPointsOf(c.var.db, user.id, period);
    neverStore(c);
    return c.json<UserPoints>({ totalPoints: user.echoPoints, periodPoints });
  })
  .post('/daily-login', async (c) => {
    const user = requireUser(c);
    const award = dailyLoginAward(user.id, {
      leaderboardStart: c.var.config.LEADERBOARD_START,
      now: Date.now(),
    });
    const awarded = await awardPoints(c.var.db, award);
    return c.json<DailyLoginResponse>({ awarded, points: awarded ? award.points : 0 });
  });
