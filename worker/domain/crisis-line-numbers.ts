// The numbers of crisis lines, as digits: a post or comment that passes one on is not refused for
// a phone number (docs/decisions/025). They are the lines Echo shows (worker/data/helplines,
// docs/decisions/023) and the public services' numbers Echo does not show because no official
// page confirmed them yet (worker/data/helplines-needs-verification.json): "ruf die
// TelefonSeelsorge an, 0800 111 0 111" names a service, not the writer (docs/decisions/043).
import { HELPLINES } from '../data/helplines';
import NEEDS_VERIFICATION from '../data/helplines-needs-verification.json';
import { crisisLineNumbersOf } from './moderation/public-numbers';

export const CRISIS_LINE_NUMBERS: ReadonlySet<string> = crisisLineNumbersOf(
  [...HELPLINES.values()],
  NEEDS_VERIFICATION,
);
