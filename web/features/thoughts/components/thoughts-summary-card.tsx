import { CATEGORIES } from '../../../../schema/constants';
import { LinkCard } from '../../../components/ui/link-card';
import { Trans, useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { useClustersQuery } from '../api/get-clusters';

/** Home's card for the Community screen: total thoughts and the count in each category. */
export function ThoughtsSummaryCard() {
  const t = useT();
  const clusters = useClustersQuery();
  const ordered = [...(clusters.data ?? [])].sort(
    (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
  );
  const total = ordered.reduce((sum, cluster) => sum + cluster.count, 0);

  return (
    <LinkCard to="/thoughts" title={t('home.thoughtsCard.title')}>
      {clusters.isPending ? (
        <>
          <p className="mt-2 min-h-8 text-slate-600">{t('home.thoughtsCard.counting')}</p>
          {/* Holds the chips' place, so the cards below do not jump when the counts arrive. */}
          <ul aria-hidden="true" className="invisible mt-3 flex flex-wrap gap-1.5">
            {CATEGORIES.map((category) => (
              <li key={category} className="rounded-full px-2.5 py-0.5 text-xs">
                {t('home.thoughtsCard.categoryCount', {
                  category: categoryName(t, category),
                  count: 0,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : clusters.isError ? (
        <p className="mt-2 text-slate-600">{t('home.thoughtsCard.browse')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <Trans
              id="home.thoughtsCard.total"
              values={{ count: total }}
              components={{ 0: <span className="text-2xl font-bold text-brand-700" /> }}
            />
          </p>
          <ul
            className="mt-3 flex flex-wrap gap-1.5"
            aria-label={t('home.thoughtsCard.perCategory')}
          >
            {ordered.map((cluster) => (
              <li
                key={cluster.category}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
              >
                {t('home.thoughtsCard.categoryCount', {
                  category: categoryName(t, cluster.category),
                  count: cluster.count,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </LinkCard>
  );
}
