import { Fragment, type ReactNode } from 'react';
import type { Thought } from '../../../../schema/api';
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

/**
 * List view: the expanded thought's comments right below it. Grid view: the same order in the
 * page, the comments a full-width block; the grid fills in densely, so the rest of the card's row
 * keeps its place beside it and the block shows below the row. Reading and Tab order go from a
 * card into its comments, where a block placed after the row came after the neighbour's card
 * (docs/decisions/090).
 */
export function ThoughtList({
  thoughts,
  view,
  expandedId,
  renderComments,
  ...cardProps
}: ListProps) {
  const grid = view === 'grid';
  return (
    <div
      className={
        grid ? 'grid grid-flow-row-dense grid-cols-1 gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'
      }
    >
      {thoughts.map((thought) => (
        <Fragment key={thought.id}>
          <ThoughtCard
            thought={thought}
            expanded={thought.id === expandedId}
            onToggle={() => cardProps.onToggle(thought.id)}
            now={cardProps.now}
          />
          {thought.id === expandedId && (
            <CommentsBlock
              thought={thought}
              renderComments={renderComments}
              className={grid ? 'col-span-full' : ''}
            />
          )}
        </Fragment>
      ))}
    </div>
  );
}
