import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const moderationRoutes = new Hono<AppEnv>();
