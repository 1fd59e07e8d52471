import { Hono } from 'hono';
import type { Cluster } from '../../schema/api';
import { CATEGORIES, CATEGORY_DESCRIPTIONS, categoryGroup } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { listCategoryCounts } from '../db/categories';
import { cachePublicly } from '../lib/cache';

/** A stable id per category: 'Self-doubt' → 'self-doubt', 'Random Thoughts' → 'random-thoughts'. */
function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const clusterRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const counts = new Map(
    (await listCategoryCounts(c.var.db)).map((row) => [row.category, row.visibleCount]),
  );
  const clusters: Cluster[] = CATEGORIES.map((category) => ({
    id: categorySlug(category),
    category,
    group: categoryGroup(category),
    count: counts.get(category) ?? 0,
    description: CATEGORY_DESCRIPTIONS[category],
  }));
  // Counters move with every post; a short cache of the anonymous view is plenty fresh for a
  // visualisation, while a poster (signed in) sees their own post counted at once.
  cachePublicly(c, 30);
  return c.json(clusters);
});
