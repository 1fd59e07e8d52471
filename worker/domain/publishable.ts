import { ApiError } from '../lib/errors';
import { moderate } from './moderation';

/** 422 `{error: 'Content not allowed', reason}` when the text may not be published. */
export function assertPublishable(text: string): { crisis: boolean } {
  const verdict = moderate(text);
  if (!verdict.allowed) {
    throw new ApiError(422, 'Content not allowed', { extra: { reason: verdict.reason } });
  }
  return { crisis: verdict.crisis };
}
