// How long a posted text is to its readers, one rule for the server's check and the forms'
// (docs/decisions/099).

// Characters that draw nothing (zero-width, joiners, bidi marks, blank fillers); line breaks and
// tabs count, as the composer's counter counts them.
const DRAWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800\u3164\uffa0\u115f\u1160]/gu;

/** The trimmed text's length without the characters that draw nothing. */
export function visibleLength(text: string): number {
  return text.replace(DRAWS_NOTHING, '').trim().length;
}
