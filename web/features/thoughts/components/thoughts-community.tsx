import { useState, type ReactNode } from 'react';
import type { Category, Thought } from '../../../../schema/api';
import { useT } from '../../../i18n/react';
import { useClustersQuery } from '../api/get-clusters';
import { ClusterBubbles } from './cluster-bubbles';
import { ThoughtComposer } from './thought-composer';
import { ThoughtsPanel } from './thoughts-panel';

function ClusterMap({
  category,
  onSelect,
}: {
  category: Category | null;
  onSelect: (category: Category) => void;
}) {
  const t = useT();
  const clusters = useClustersQuery();
  return (
    <section aria-labelledby="thought-clusters-title" className="rounded-2xl bg-white shadow-sm">
      <h2 id="thought-clusters-title" className="sr-only">
        {t('thoughts.clusters.title')}
      </h2>
      {clusters.data ? (
        <ClusterBubbles clusters={clusters.data} selected={category} onSelect={onSelect} />
      ) : (
        <div className="flex h-[70vh] min-h-[600px] items-center justify-center text-slate-600">
          <p role="status">
            {clusters.isError ? t('thoughts.clusters.loadFailed') : t('thoughts.clusters.loading')}
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * The Community screen's body: the category bubbles, the posting form and the thoughts list.
 * The filter lives here because the bubbles and the list both drive it.
 */
export function ThoughtsCommunity({
  renderComments,
}: {
  renderComments: (thought: Thought) => ReactNode;
}) {
  const [category, setCategory] = useState<Category | null>(null);
  const [search, setSearch] = useState('');

  function toggleCategory(next: Category) {
    setCategory((current) => (current === next ? null : next));
    setSearch('');
  }

  return (
    <div className="space-y-6">
      <ClusterMap category={category} onSelect={toggleCategory} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ThoughtComposer />
        <ThoughtsPanel
          category={category}
          onClearCategory={() => setCategory(null)}
          search={search}
          onSearchChange={setSearch}
          renderComments={renderComments}
        />
      </div>
    </div>
  );
}
