import { expect, test } from 'vitest';
import { createCommentSchema, createThoughtSchema } from './api';
import { visibleLength } from './posted-text';

test('visibleLength leaves out what draws nothing and counts spaces and line breaks', () => {
  expect(visibleLength('\u200b'.repeat(20))).toBe(0);
  expect(visibleLength('a\u200bb\u3164c\u2800d\u2060e')).toBe(5);
  expect(visibleLength('  ab\ncd e  ')).toBe(7);
  expect(visibleLength('👨\u200d👩\u200d👧')).toBe(6);
});

test('the server refuses what the forms refuse, with the same count', () => {
  const thought = (content: string) =>
    createThoughtSchema.safeParse({ content, category: 'Anxiety' }).success;
  expect(thought('\u200b'.repeat(20))).toBe(false);
  expect(thought('0123456789')).toBe(true);
  expect(thought('012345678\u200b')).toBe(false);
  expect(createCommentSchema.safeParse({ content: 'abcd\u2060' }).success).toBe(false);
  expect(createCommentSchema.safeParse({ content: 'abcde' }).success).toBe(true);
});
