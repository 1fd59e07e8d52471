import { describe, expect, test } from 'vitest';
import type { Cluster } from '../../schema/api';
import { CATEGORIES } from '../../schema/constants';
import { callJson, signedInUser, unique } from '../test/factories';

describe('GET /api/clusters', () => {
  test('lists all 12 categories with group, description, count and a short cache', async () => {
    const { status, body, response } = await callJson<Cluster[]>('/api/clusters');
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=30');
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(body.map((c) => c.category)).toEqual([...CATEGORIES]);
    expect(body.find((c) => c.category === 'Self-doubt')).toMatchObject({
      id: 'self-doubt',
      group: 'real',
      description: 'Imposter feelings and the inner critic',
    });
    expect(body.find((c) => c.category === 'Random Thoughts')).toMatchObject({
      id: 'random-thoughts',
      group: 'meme',
    });
    expect(new Set(body.map((c) => c.id)).size).toBe(12);
  });

  test('a signed-in view is never stored, so a poster sees their own post counted', async () => {
    const { cookie } = await signedInUser();
    const { status, response } = await callJson<Cluster[]>('/api/clusters', { cookie });
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('counts a newly posted thought in its category', async () => {
    const before = await callJson<Cluster[]>('/api/clusters');
    const gaming = () => before.body.find((c) => c.category === 'Gaming')?.count ?? -1;
    const { cookie } = await signedInUser();
    const posted = await callJson('/api/thoughts', {
      body: {
        content: `Beat the final boss ${unique('g')}`,
        category: 'Gaming',
        isAnonymous: true,
      },
      cookie,
    });
    expect(posted.status).toBe(201);
    const after = await callJson<Cluster[]>('/api/clusters');
    expect(after.body.find((c) => c.category === 'Gaming')?.count).toBe(gaming() + 1);
  });
});
