import { expect, test } from 'vitest';
import { suspensionHours, suspensionNote } from './suspension-note';

test('a suspension note gives back its hours; any other note gives none', () => {
  expect(suspensionHours(suspensionNote(168, 'Belittling people: 3 h: of it'))).toBe(168);
  expect(suspensionHours('tx 5VERv8N')).toBeNull();
  expect(suspensionHours(null)).toBeNull();
});
