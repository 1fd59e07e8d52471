/** Placeholder card while the first page loads (five of them, docs/product.md#screens). */
export function ThoughtSkeleton() {
  return (
    <div
      data-testid="thought-skeleton"
      aria-hidden="true"
      className="animate-pulse rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-full rounded bg-slate-200" />
      <div className="mt-2 h-4 w-4/5 rounded bg-slate-200" />
      <div className="mt-4 h-6 w-1/2 rounded bg-slate-200" />
    </div>
  );
}
