import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLog } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 25;

export function getAuditPage(before: string | null): Promise<AuditLog> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) params.set('before', before);
  return apiRequest<AuditLog>(`/api/mod/audit?${params.toString()}`);
}

export function auditQueryOptions() {
  return infiniteQueryOptions({
    queryKey: modKeys.audit,
    queryFn: ({ pageParam }) => getAuditPage(pageParam),
    initialPageParam: null as string | null,
    // A short page is the last one; otherwise the next page starts before its oldest entry.
    getNextPageParam: (page) =>
      page.entries.length < AUDIT_PAGE_SIZE ? null : (page.entries.at(-1)?.id ?? null),
  });
}

export function useAuditLog() {
  return useInfiniteQuery(auditQueryOptions());
}
