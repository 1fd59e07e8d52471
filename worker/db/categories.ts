import { sql, type SQL } from 'drizzle-orm';
import { categoryCounters } from '../../schema/tables';
import type { Db } from './client';

export type CategoryCount = { category: string; visibleCount: number };

/** The maintained visible-thought counts, one row per category (seeded by migration 0001). */
export function listCategoryCounts(db: Db): Promise<CategoryCount[]> {
  return db
    .select({ category: categoryCounters.category, visibleCount: categoryCounters.visibleCount })
    .from(categoryCounters);
}

/**
 * A batch statement that moves a category's visible count only when `guard` holds. The guard is
 * evaluated inside the same D1 batch, so the counter follows exactly the rows that changed.
 */
export function adjustCategoryCount(category: SQL | string, delta: 1 | -1, guard: SQL): SQL {
  return sql`UPDATE category_counters SET visible_count = visible_count + ${delta}
    WHERE category = ${category} AND ${guard}`;
}
