import { describe, expect, test } from 'vitest';
import { callJson } from '../test/factories';

type Verdict = { allowed?: true; crisis?: boolean; error?: string; reason?: string };

describe('POST /api/moderate-content', () => {
  test('allows ordinary content', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'Work has been rough but I am hanging on' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ allowed: true, crisis: false });
  });

  test('allows self-harm language with crisis: true', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'I want to kill myself' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ allowed: true, crisis: true });
  });

  test('blocks a threat with 422 and a reason', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'I will kill you' },
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Content not allowed');
    expect(body.reason).toMatch(/^Content not allowed: .*threats/);
  });

  test('blocks a phone number with 422', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'call me 555-123-4567' },
    });
    expect(status).toBe(422);
    expect(body.reason).toMatch(/phone number/);
  });

  test.each([
    ['missing content', {}],
    ['non-string content', { content: 42 }],
  ])('rejects %s with 400', async (_name, body) => {
    const response = await callJson<Verdict>('/api/moderate-content', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/content/);
  });
});
