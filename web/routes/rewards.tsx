export function RewardsScreen() {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Echo Points &amp; Leaderboard</h1>
    </div>
  );
}
