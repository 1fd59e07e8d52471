import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const leaderboardRoutes = new Hono<AppEnv>();
