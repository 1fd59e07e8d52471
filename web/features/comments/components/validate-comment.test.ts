import { expect, test } from 'vitest';
import { validateComment } from './validate-comment';

test('fewer than 5 characters after trimming is too short', () => {
  expect(validateComment('  abcd  ')).toEqual({
    title: 'Comment too short',
    description: 'Please write at least 5 characters.',
  });
});

test('more than 500 characters after trimming is too long', () => {
  expect(validateComment('x'.repeat(501))).toEqual({
    title: 'Comment too long',
    description: 'Please keep comments under 500 characters.',
  });
});

test('5 and 500 characters are both fine, surrounding spaces ignored', () => {
  expect(validateComment(' abcde ')).toBeNull();
  expect(validateComment(` ${'x'.repeat(500)} `)).toBeNull();
});
