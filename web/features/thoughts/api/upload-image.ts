import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Stores the image in R2; the returned URL is the only kind POST /api/thoughts accepts. */
export async function uploadImage(file: File): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ imageUrl: string }>('/api/upload-image', { body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
