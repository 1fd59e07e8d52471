import { expect, test } from 'vitest';
import type { AuditLog } from '../../schema/api';
import { moderationAudit } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { staffMember } from '../test/staff';
import { buildThought } from '../test/thought-factories';

test('a decision appears in GET /api/mod/audit with who, what, when and the note', async () => {
  const staff = await staffMember('mod');
  const thought = await buildThought({ status: 'hidden' });
  const before = Date.now();
  await call(`/api/mod/thoughts/${thought.id}`, {
    ...staff,
    body: { action: 'remove', note: 'doxxing' },
  });
  const { status, body } = await callJson<AuditLog>('/api/mod/audit', staff);
  expect(status).toBe(200);
  const entry = body.entries.find((e) => e.target === `thought:${thought.id}`);
  expect(entry).toMatchObject({
    actor: staff.user.presentationName,
    action: 'remove_thought',
    note: 'doxxing',
  });
  expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(before);
  expect(JSON.stringify(body)).not.toContain(staff.user.id);
});

test('GET /api/mod/audit pages back in time, newest first, by `before`', async () => {
  const staff = await staffMember('mod');
  const base = Date.parse('2040-01-01T00:00:00.000Z') + Math.floor(Math.random() * 1e9);
  const ids = [0, 1, 2, 3, 4].map((i) => ({ id: crypto.randomUUID(), at: base + i }));
  for (const { id, at } of ids) {
    await testDb()
      .insert(moderationAudit)
      .values({
        id,
        at,
        actorId: staff.user.id,
        actorName: staff.user.presentationName,
        action: 'restore_thought',
        target: `thought:${id}`,
        note: null,
      });
  }
  // The newest two of this test's five (nothing else in this file is dated after 2040).
  const first = await callJson<AuditLog>('/api/mod/audit?limit=2', staff);
  expect(first.body.entries.map((e) => e.id)).toEqual([ids[4]?.id, ids[3]?.id]);
  const next = await callJson<AuditLog>(`/api/mod/audit?limit=2&before=${ids[3]?.id}`, staff);
  expect(next.body.entries.map((e) => e.id)).toEqual([ids[2]?.id, ids[1]?.id]);
});

test('GET /api/mod/audit: 400 bad limit, 400 unknown cursor (as every list answers one)', async () => {
  const staff = await staffMember('mod');
  expect((await call('/api/mod/audit?limit=0', staff)).status).toBe(400);
  expect((await call('/api/mod/audit?limit=101', staff)).status).toBe(400);
  const unknown = await callJson<{ error: string }>(
    `/api/mod/audit?before=${crypto.randomUUID()}`,
    staff,
  );
  expect([unknown.status, unknown.body.error]).toEqual([400, 'before: unknown audit entry']);
});

test('GET /api/mod/audit: 401 signed out, 403 non-staff; any staff role may read it', async () => {
  expect((await call('/api/mod/audit')).status).toBe(401);
  const { cookie } = await signedInUser();
  expect((await call('/api/mod/audit', { cookie })).status).toBe(403);
  for (const role of ['mod', 'admin', 'dev'] as const) {
    expect((await call('/api/mod/audit', await staffMember(role))).status).toBe(200);
  }
});
