import { afterEach, expect, test, vi } from 'vitest';
import { buildComment } from '../../../test/comment-factories';
import { getComments } from './get-comments';

afterEach(() => vi.unstubAllGlobals());

test('getComments pages through a thread longer than one server page, oldest first', async () => {
  const thread = Array.from({ length: 230 }, (_, i) => buildComment({ id: `c${i}` }));
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      const after = url.searchParams.get('after');
      const start = after === null ? 0 : thread.findIndex((c) => c.id === after) + 1;
      return new Response(JSON.stringify(thread.slice(start, start + 200)), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const list = await getComments('t1');
  expect(list.map((c) => c.id)).toEqual(thread.map((c) => c.id));
  expect(requested).toEqual(['/api/thoughts/t1/comments', '/api/thoughts/t1/comments?after=c199']);
});
