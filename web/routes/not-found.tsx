import { Link, useLocation } from 'react-router';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 font-mono text-sm text-slate-500">
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Home
      </Link>
    </div>
  );
}
