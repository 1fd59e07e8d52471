import { describe, expect, test } from 'vitest';
import type { ModerationRefusal, ModerationResponse } from '../../schema/api';
import { call, callJson } from '../test/factories';

type Verdict = Partial<ModerationResponse & ModerationRefusal>;

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

  test('blocks a threat with 422 {error, reason, code, crisis}', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'I will kill you' },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'Content not allowed',
      reason: 'Content not allowed: remove threats of violence against other people.',
      code: 'threat',
      crisis: false,
    });
  });

  test('blocks a phone number with 422 and code phone', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'call me 555-123-4567' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'phone', crisis: false });
    expect(body.reason).toMatch(/phone number/);
  });

  test('allows a crisis line from the help dataset, passed on', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'Позвони на телефон доверия 8-800-2000-122, там выслушают' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ allowed: true, crisis: false });
  });

  test('a refusal that also reads as a crisis says crisis: true, with no US number in it', async () => {
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'I want to die, text me 555-123-4567' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'phone', crisis: true });
    expect(JSON.stringify(body)).not.toMatch(/[0-9]/);
  });

  test('never asks the moderation model: a draft stays with the rules', async () => {
    const calls: unknown[] = [];
    const AI = {
      run: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve({ response: 'unsafe\nS1' });
      },
    };
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'see you at the park later' },
      vars: { MODERATION_MODEL: '@cf/meta/llama-guard-3-8b' },
      bindings: { AI },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ allowed: true, crisis: false });
    expect(calls).toEqual([]);
  });

  test('answers a crisis that also threatens others with the same shape as any crisis', async () => {
    // The pre-check only decides whether to show help; the post itself answers 202 and holds it.
    const { status, body } = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'kill my dad then myself' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ allowed: true, crisis: true });
  });

  test('reads evasions as the plain text', async () => {
    const crisis = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'ｉ ｗａｎｔ ｔｏ ｋ\u200Bｉｌｌ ｍｙｓｅｌｆ' },
    });
    expect(crisis.body).toEqual({ allowed: true, crisis: true });
    const handle = await callJson<Verdict>('/api/moderate-content', {
      body: { content: 'add me on insta @sadgirl99' },
    });
    expect(handle.status).toBe(422);
    expect(handle.body).toMatchObject({ code: 'handle', crisis: false });
  });

  test('refuses a request without an Origin header with 403', async () => {
    const response = await call('/api/moderate-content', {
      body: { content: 'hello there friend' },
      headers: { Origin: '' },
    });
    expect(response.status).toBe(403);
  });

  test('allows 60 checks a minute per IPv6 /64, then answers 429 with Retry-After', async () => {
    // Every address of one /64 shares the count, so rotating addresses does not escape it.
    const address = (host: number) => `2001:db8:77:1::${host.toString(16)}`;
    // The limiter counts in fixed 60 s windows: if one starts mid-loop the count restarts, so the
    // first 429 comes after at least 60 and at most 120 successes.
    let firstRefusal = -1;
    for (let i = 0; i < 121 && firstRefusal === -1; i++) {
      const response = await call('/api/moderate-content', {
        body: { content: 'Work has been rough' },
        headers: { 'CF-Connecting-IP': address(i + 1) },
      });
      if (response.status === 429) {
        firstRefusal = i;
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(((await response.json()) as Verdict).error).toMatch(/Too many/);
      } else {
        expect(response.status).toBe(200);
      }
    }
    expect(firstRefusal).toBeGreaterThanOrEqual(60);

    const otherNetwork = await call('/api/moderate-content', {
      body: { content: 'Work has been rough' },
      headers: { 'CF-Connecting-IP': '2001:db8:77:2::1' },
    });
    expect(otherNetwork.status).toBe(200);
  }, 30_000);

  test.each([
    ['missing content', {}],
    ['non-string content', { content: 42 }],
  ])('rejects %s with 400', async (_name, body) => {
    const response = await callJson<Verdict>('/api/moderate-content', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/content/);
  });
});
