import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const commentRoutes = new Hono<AppEnv>();
