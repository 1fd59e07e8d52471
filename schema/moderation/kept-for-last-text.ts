// One answer remembered: the detector's checks run one after another on the same text, and
// several read it the same way.

/**
 * `read`, its answer for the last text it was asked about kept, so nothing outlives the next
 * text. The answer is shared by whoever asks, who only reads it.
 */
export function keptForLastText<Answer>(read: (text: string) => Answer): (text: string) => Answer {
  let last: { text: string; answer: Answer } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, answer: read(text) };
    return last.answer;
  };
}
