import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const imageRoutes = new Hono<AppEnv>();
