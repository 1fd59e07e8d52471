import { Link } from 'react-router';
import { CrisisSupport } from '../components/crisis-support';
import { Card } from '../components/ui/card';
import { useUser } from '../lib/user-context';
import {
  RewardsSummaryCard,
  useEchoPoints,
} from '../features/rewards/components/rewards-summary-card';
import { ThoughtsSummaryCard } from '../features/thoughts/components/thoughts-summary-card';

const INFO_CARDS = [
  {
    title: 'Anonymous & Safe',
    body: 'Every thought is posted anonymously. No names, no wallets, no trace back to you.',
  },
  {
    title: 'Community Support',
    body: 'Comments come from real people who have been there. Helpful words earn Echo Points.',
  },
  {
    title: 'Thought Patterns',
    body: 'See what the community is carrying: categories bubble up as more people share.',
  },
] as const;

export function HomeScreen() {
  const { user } = useUser();
  const echoPoints = useEchoPoints(user);
  return (
    <div className="space-y-10">
      <section className="pt-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Share Your Truth
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          A safe, anonymous place to say what you are carrying, hear from people who understand, and
          earn Echo Points for lifting others up.
        </p>
        {user ? (
          <p className="mt-4 text-lg font-medium text-slate-800">
            Welcome back, {user.presentationName}! You have{' '}
            <span className="font-bold text-brand-700">{echoPoints} Echo Points</span>.
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/thoughts"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Explore Thoughts
          </Link>
          <Link
            to="/rewards"
            className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Learn About Rewards
          </Link>
        </div>
      </section>

      <section aria-label="Your activity" className="grid gap-4 md:grid-cols-2">
        <ThoughtsSummaryCard />
        <RewardsSummaryCard user={user} />
      </section>

      <section aria-label="About Echo" className="grid gap-4 md:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <Card key={card.title}>
            <h2 className="text-lg font-semibold">{card.title}</h2>
            <p className="mt-2 text-slate-600">{card.body}</p>
          </Card>
        ))}
      </section>

      <CrisisSupport />
    </div>
  );
}
