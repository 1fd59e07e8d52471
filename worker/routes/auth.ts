import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const authRoutes = new Hono<AppEnv>();
