import { useState, type MouseEvent } from 'react';
import type { Thought } from '../../../../schema/api';
import { ThoughtImage } from '../../../components/thought-image';
import { useLanguage, useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { timeAgo } from '../../../lib/relative-time';
import { useLikeThought } from '../api/like-thought';
import { useReportThought } from '../api/report-thought';
import { WorriedAboutThem } from '../../../components/worried/worried-about-them';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { CoinIcon, CommentIcon, FlagIcon, HeartIcon } from './icons';
import { Pill } from '../../../components/ui/pill';

export function commentsRegionId(thoughtId: string) {
  return `thought-comments-${thoughtId}`;
}

/** The same text as `Date#toLocaleString(locale)`, from one shared formatter per language. */
const fullDateFormats = new Map<string, Intl.DateTimeFormat>();
function fullDate(iso: string, locale: string) {
  let format = fullDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    fullDateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * The relative time, with the full date as a hover hint. The hint is formatted on the first
 * hover: a page's first date formatter loads locale data, tens of milliseconds on a phone,
 * right in the middle of drawing the list.
 */
function PostedAt({ iso, now }: { iso: string; now: number }) {
  const t = useT();
  const { locale } = useLanguage();
  const [hint, setHint] = useState<string>();
  return (
    <time
      dateTime={iso}
      title={hint}
      onPointerEnter={() => setHint(fullDate(iso, locale))}
      className="ml-auto text-slate-600"
    >
      {timeAgo(iso, now, locale, 'hour') ?? t('common.time.justNow')}
    </time>
  );
}

export function ThoughtCard({
  thought,
  expanded,
  onToggle,
  now,
}: {
  thought: Thought;
  expanded: boolean;
  onToggle: () => void;
  now: number;
}) {
  const t = useT();
  const requireSignIn = useRequireSignIn();
  const like = useLikeThought();
  const report = useReportThought();

  // Clicking anywhere on the card toggles its comments, except on its own controls or while
  // the reader is selecting text.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('button, a')) return;
    if (window.getSelection()?.toString()) return;
    onToggle();
  }

  function toggleLike() {
    if (!requireSignIn() || like.isPending) return;
    like.mutate({ id: thought.id, liked: !thought.hasLiked });
  }

  function reportThought() {
    if (!requireSignIn()) return;
    report.mutate(thought.id);
  }

  const reported = thought.isReported;
  const category = categoryName(t, thought.category);
  return (
    // content-visibility: a card below the fold is not laid out or painted until it scrolls near
    // the viewport (on a phone, all 50 of the first page sit below the bubbles); its last
    // measured height, or 160 px before it has one, holds its place so the scrollbar stays true.
    <article
      aria-label={t('thoughts.card.label', { category })}
      onClick={onCardClick}
      className={`cursor-pointer rounded-xl border bg-white p-4 shadow-sm transition-colors [contain-intrinsic-size:auto_160px] [content-visibility:auto] hover:border-brand-500 ${expanded ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{t('thoughts.card.anonymous')}</span>
        <Pill tone="brand">{category}</Pill>
        <PostedAt iso={thought.createdAt} now={now} />
      </header>
      <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thought.content}</p>
      {thought.imageUrl && <ThoughtImage src={thought.imageUrl} />}
      <footer className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <button
          type="button"
          onClick={toggleLike}
          aria-pressed={thought.hasLiked}
          aria-label={t('thoughts.card.like', { count: thought.likes })}
          className={`inline-flex h-8 items-center gap-1.5 rounded-lg px-2 hover:bg-rose-50 ${thought.hasLiked ? 'text-rose-700' : ''}`}
        >
          <HeartIcon filled={thought.hasLiked} />
          <span>{thought.likes}</span>
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? commentsRegionId(thought.id) : undefined}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 hover:bg-slate-100"
        >
          <CommentIcon />
          <span>{t('thoughts.card.comments', { count: thought.comments })}</span>
        </button>
        <span
          className="inline-flex items-center gap-1.5 px-2"
          title={t('thoughts.card.tokenCost')}
        >
          <CoinIcon />
          <span>{t('thoughts.card.tokens', { count: thought.tokensCost })}</span>
        </span>
        <span className="ml-auto" />
        <WorriedAboutThem kind="thought" id={thought.id} />
        <button
          type="button"
          onClick={reportThought}
          disabled={reported || report.isPending}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          <FlagIcon />
          <span>{reported ? t('thoughts.card.reported') : t('thoughts.card.report')}</span>
        </button>
      </footer>
    </article>
  );
}
