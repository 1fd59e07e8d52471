import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const thoughtRoutes = new Hono<AppEnv>();
