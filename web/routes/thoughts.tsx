import { CommentsSection } from '../features/comments/components/comments-section';
import { ThoughtsCommunity } from '../features/thoughts/components/thoughts-community';
import { useT } from '../i18n/react';
import { useDocumentTitle } from '../lib/use-document-title';

export function ThoughtsScreen() {
  const t = useT();
  useDocumentTitle(t('common.title.thoughts'));
  // The title comes from the route table (TitledScreen), so it paints before this chunk arrives.
  return <ThoughtsCommunity renderComments={(thought) => <CommentsSection thought={thought} />} />;
}
