import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildUser, testDb } from '../test/factories';
import { runBatch } from './batch';

test('runBatch answers each step by name, run in the order written', async () => {
  const user = await buildUser();
  const results = await runBatch(testDb(), {
    zeroth: sql`SELECT 'first' AS step`,
    touch: sql`UPDATE users SET echo_points = echo_points + 1 WHERE id = ${user.id}`,
    // changes() is the UPDATE's only if the UPDATE ran just before.
    touched: sql`SELECT changes() AS changed`,
    after: sql`SELECT echo_points AS points FROM users WHERE id = ${user.id}`,
  });
  expect(Object.keys(results)).toEqual(['zeroth', 'touch', 'touched', 'after']);
  expect(results.zeroth).toEqual([{ step: 'first' }]);
  expect(results.touched).toEqual([{ changed: 1 }]);
  expect(results.after).toEqual([{ points: 1 }]);
});

test('runBatch refuses a step named like an integer, which would run out of order', async () => {
  await expect(runBatch(testDb(), { b: sql`SELECT 1`, 2: sql`SELECT 2` })).rejects.toThrow(
    'batch step "2" would run out of order',
  );
});
