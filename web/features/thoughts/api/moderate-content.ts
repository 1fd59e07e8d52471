import { useMutation } from '@tanstack/react-query';
import type { ModerationResponse } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';

/** The pre-check before posting: 200 when allowed (maybe a crisis), 422 `{error, reason}` when blocked. */
export async function moderateContent(content: string): Promise<ModerationResponse> {
  return apiRequest<ModerationResponse>('/api/moderate-content', { body: { content } });
}

export function useModerateContent() {
  return useMutation({ mutationFn: moderateContent });
}
