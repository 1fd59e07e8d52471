import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Category, Thought } from '../../../../schema/api';
import { SEARCH_MIN_CHARACTERS } from '../../../../schema/search';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { useThoughtsQuery } from '../api/use-thoughts-query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useNow } from '../hooks/use-now';
import { GridIcon, ListIcon } from './icons';
import { ThoughtList, type ThoughtsView } from './thought-list';
import { ThoughtSkeleton } from './thought-skeleton';

const SEARCH_DEBOUNCE_MS = 300;

/** Whether a search is long enough to send: counted in characters, as the server counts. */
const searchable = (text: string) => [...text.trim()].length >= SEARCH_MIN_CHARACTERS;
const NO_THOUGHTS: Thought[] = [];

function ViewToggle({
  view,
  onChange,
}: {
  view: ThoughtsView;
  onChange: (v: ThoughtsView) => void;
}) {
  const t = useT();
  const option = (value: ThoughtsView, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium ${view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('thoughts.panel.layout')}
      className="inline-flex rounded-lg bg-slate-100 p-1"
    >
      {option('list', t('thoughts.panel.listView'), <ListIcon />)}
      {option('grid', t('thoughts.panel.gridView'), <GridIcon />)}
    </div>
  );
}

/** Calls `onReached` whenever the sentinel scrolls into view inside `root`. */
function useEndReached(
  root: React.RefObject<HTMLElement | null>,
  sentinel: React.RefObject<HTMLElement | null>,
  onReached: () => void,
) {
  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root.current, rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel]);
}

export function ThoughtsPanel({
  category,
  onClearCategory,
  search,
  onSearchChange,
  renderComments,
}: {
  category: Category | null;
  onClearCategory: () => void;
  search: string;
  onSearchChange: (text: string) => void;
  renderComments: (thought: Thought) => ReactNode;
}) {
  const t = useT();
  const ids = useId();
  const [view, setView] = useState<ThoughtsView>('list');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Clearing the search (say, by a bubble click) applies at once; typing waits for a pause. A
  // search shorter than the server takes is not sent (it would answer 400): the list stays
  // whole and a hint says how much to type.
  const typedTooShort = search.trim() !== '' && !searchable(search);
  const q = searchable(search) && searchable(debouncedSearch) ? debouncedSearch : '';
  const query = useThoughtsQuery({ category, q });
  const thoughts = useMemo(() => query.data?.pages.flat() ?? NO_THOUGHTS, [query.data]);
  // Drawing a page of cards is the screen's biggest piece of work. Deferred, React draws it in a
  // background render that it can split up, so the rest of the screen paints and stays responsive
  // meanwhile; on the first visit the skeletons stay up until the cards are ready.
  const shownThoughts = useDeferredValue(thoughts, NO_THOUGHTS);
  const drawingCards = thoughts.length > 0 && shownThoughts.length === 0;
  const now = useNow(60_000);
  const foundNothing = query.isSuccess && thoughts.length === 0;

  const searchBox = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useEndReached(scroller, sentinel, () => {
    // Not while the skeletons stand in for cards that are still being drawn: the sentinel sits
    // right below them then, though the reader has not scrolled anywhere.
    if (drawingCards) return;
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  });

  return (
    <Card aria-labelledby={`${ids}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>
          <span id={`${ids}-title`}>{t('thoughts.panel.title')}</span>
        </CardTitle>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <div className="space-y-2">
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('thoughts.panel.searchLabel')}
        </label>
        <input
          ref={searchBox}
          id={`${ids}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('thoughts.panel.searchPlaceholder')}
          aria-describedby={typedTooShort ? `${ids}-search-hint` : undefined}
          className="h-10 w-full rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500"
        />
        {typedTooShort && (
          <p id={`${ids}-search-hint`} className="text-sm text-slate-600">
            {t('thoughts.panel.searchTooShort', { min: SEARCH_MIN_CHARACTERS })}
          </p>
        )}
        {category && (
          <div className="flex items-center gap-2 text-sm">
            <span className="rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-700">
              {t('thoughts.panel.filtering', { category: categoryName(t, category) })}
            </span>
            {/* The chip and its button go: focus goes on to the search, not to the page's body. */}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onClearCategory();
                searchBox.current?.focus();
              }}
            >
              {t('thoughts.panel.clear')}
            </Button>
          </div>
        )}
      </div>
      {/* Said as a search or a filter leaves nothing to show: the list's own text is not a live
          region, and a reader heard nothing change (docs/decisions/090). */}
      <p role="status" className="sr-only">
        {foundNothing ? t('thoughts.panel.empty') : ''}
      </p>
      <div
        ref={scroller}
        tabIndex={0}
        aria-label={t('thoughts.panel.listLabel')}
        aria-busy={query.isPending || drawingCards || query.isFetchingNextPage}
        className="max-h-[800px] overflow-y-auto rounded-lg"
      >
        {query.isPending || drawingCards ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              {t('thoughts.panel.loading')}
            </p>
            {Array.from({ length: 5 }, (_, index) => (
              <ThoughtSkeleton key={index} />
            ))}
          </div>
        ) : query.isError && thoughts.length === 0 ? (
          <div className="py-10 text-center text-slate-700">
            <p>{t('thoughts.panel.loadFailed')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void query.refetch()}
            >
              {t('thoughts.panel.retry')}
            </Button>
          </div>
        ) : thoughts.length === 0 ? (
          <p className="py-10 text-center text-slate-600">{t('thoughts.panel.empty')}</p>
        ) : (
          <ThoughtList
            thoughts={shownThoughts}
            view={view}
            expandedId={expandedId}
            onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
            renderComments={renderComments}
            now={now}
          />
        )}
        <div ref={sentinel} className="h-px" />
        {query.hasNextPage && (
          <div className="flex justify-center py-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage
                ? t('thoughts.panel.loadingMore')
                : t('thoughts.panel.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
