import { CommentsSection } from '../features/comments/components/comments-section';
import { ThoughtsCommunity } from '../features/thoughts/components/thoughts-community';

export function ThoughtsScreen() {
  // The title comes from the route table (TitledScreen), so it paints before this chunk arrives.
  return <ThoughtsCommunity renderComments={(thought) => <CommentsSection thought={thought} />} />;
}
