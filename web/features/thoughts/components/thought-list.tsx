import { Fragment, type ReactNode } from 'react';
import type { Thought } from '../../../../schema/api';
import { useMediaQuery } from '../hooks/use-media-query';
import { commentsRegionId, ThoughtCard } from './thought-card';

export type ThoughtsView = 'list' | 'grid';

type ListProps = {
  thoughts: Thought[];
  view: ThoughtsView;
  expandedId: string | null;
  onToggle: (id: string) => void;
  renderComments: (thought: Thought) => ReactNode;
  now: number;
};

function CommentsBlock({
  thought,
  renderComments,
  className = '',
}: {
  thought: Thought;
  renderComments: (thought: Thought) => ReactNode;
  className?: string;
}) {
  return (
    <div id={commentsRegionId(thought.id)} className={className}>
      {renderComments(thought)}
    </div>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * List view: the expanded thought's comments right below it. Grid view: a full-width block
 * after the row holding the expanded thought, so the rest of that row keeps its place.
 */
export function ThoughtList({
  thoughts,
  view,
  expandedId,
  renderComments,
  ...cardProps
}: ListProps) {
  const twoColumns = useMediaQuery('(min-width: 640px)');
  const card = (thought: Thought) => (
    <ThoughtCard
      key={thought.id}
      thought={thought}
      expanded={thought.id === expandedId}
      onToggle={() => cardProps.onToggle(thought.id)}
      now={cardProps.now}
    />
  );

  if (view === 'list') {
    return (
      <div className="flex flex-col gap-3">
        {thoughts.map((thought) => (
          <Fragment key={thought.id}>
            {card(thought)}
            {thought.id === expandedId && (
              <CommentsBlock thought={thought} renderComments={renderComments} />
            )}
          </Fragment>
        ))}
      </div>
    );
  }

  const rows = chunk(thoughts, twoColumns ? 2 : 1);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {rows.flatMap((row) => {
        const cells = row.map(card);
        const expanded = row.find((thought) => thought.id === expandedId);
        if (!expanded) return cells;
        return [
          ...cells,
          <CommentsBlock
            key={`comments-${expanded.id}`}
            thought={expanded}
            renderComments={renderComments}
            className="col-span-full"
          />,
        ];
      })}
    </div>
  );
}
