import { expect, test } from 'vitest';
import { displayName } from './display-name';

test('prefers the presentation name', () => {
  expect(displayName({ presentationName: 'Ana', firstName: 'Ann', username: 'ann1' })).toBe('Ana');
});

test('falls back to the first name, then the username', () => {
  expect(displayName({ presentationName: null, firstName: 'Ann', username: 'ann1' })).toBe('Ann');
  expect(displayName({ presentationName: null, firstName: null, username: 'ann1' })).toBe('ann1');
});

test('skips blank values', () => {
  expect(displayName({ presentationName: '  ', firstName: '', username: 'ann1' })).toBe('ann1');
});

// The row then reads 'Unknown User' (leaderboard-card.test.tsx).
test('is null when nothing is known', () => {
  expect(displayName({ presentationName: null, firstName: null, username: null })).toBeNull();
});
