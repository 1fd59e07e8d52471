import { expect, test } from 'vitest';
import { payoutMove } from './payout-moves';

test('payouts move pending_review → approved | rejected, approved → paid, and nowhere else', () => {
  expect(payoutMove('pending_review', 'approve')).toBe('approved');
  expect(payoutMove('pending_review', 'reject')).toBe('rejected');
  expect(payoutMove('approved', 'mark_paid')).toBe('paid');
  expect(payoutMove('pending_review', 'mark_paid')).toBeNull();
  expect(payoutMove('approved', 'approve')).toBeNull();
  expect(payoutMove('approved', 'reject')).toBeNull();
  expect(payoutMove('rejected', 'approve')).toBeNull();
  expect(payoutMove('paid', 'mark_paid')).toBeNull();
});
