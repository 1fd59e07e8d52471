import { describe, expect, test } from 'vitest';
import { withChineseDigits } from './phone.ts';

describe('withChineseDigits', () => {
  test.each([
    // Numerals dialled one by one, in groups joined by a dash or a space, or with pauses.
    ['一三八零零一三八零零零', '13800138000'],
    ['〇九〇―四八一五―二二七三', '090―4815―2273'],
    ['一 二', '1 2'],
    ['一五九，二七三八，零四六一', '159 2738 0461'],
    // One numeral typed against a digit.
    ['17七', '177'],
    ['4四6二', '4462'],
    ['13800一38000', '13800138000'],
    // A numeral alone is a word.
    ['三个鸡蛋', '三个鸡蛋'],
    ['第一名', '第一名'],
    ['abc 123', 'abc 123'],
  ])('reads %s as %s', (text, read) => {
    expect(withChineseDigits(text)).toBe(read);
  });
});
