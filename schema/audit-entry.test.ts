import { expect, test } from 'vitest';
import {
  auditTarget,
  readAuditTarget,
  readSuspensionNote,
  suspensionNote,
  type AuditTarget,
} from './audit-entry';

test('every target the log stores reads back as it was written', () => {
  const targets: AuditTarget[] = [
    { kind: 'thought', id: '0e19f300-8bad-42d1-afb6-3fdb1c7f2a10' },
    { kind: 'comment', id: 'c-1' },
    { kind: 'author', authorRef: '63f17432058df01d125942c6f49a8b3c' },
    { kind: 'payout', period: 12, rank: 2, name: 'Ann (the first) rank 3' },
  ];
  for (const target of targets) expect(readAuditTarget(auditTarget(target))).toEqual(target);
  expect(readAuditTarget('something:else')).toBeNull();
  expect(readAuditTarget('thought:')).toBeNull();
});

test('a suspension note gives back its hours and reason; any other note gives nothing', () => {
  expect(readSuspensionNote(suspensionNote(168, 'Belittling people: 3 h: of it'))).toEqual({
    hours: 168,
    reason: 'Belittling people: 3 h: of it',
  });
  expect(readSuspensionNote('tx 5VERv8N')).toBeNull();
  expect(readSuspensionNote(null)).toBeNull();
});
