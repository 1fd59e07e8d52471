import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const echoRoutes = new Hono<AppEnv>();
