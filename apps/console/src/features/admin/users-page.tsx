import { readItem } from '@/lib/storage';
import { displayName, readStoredUser } from '@/session';

/** The landing page: what the session knows about the signed-in administrator, nothing more. */
export function UsersPage() {
  const user = readStoredUser();
  const ip = readItem('ip');
  const rows: [string, string | null | undefined][] = [
    ['Name', displayName(user)],
    ['E-mail', user?.email],
    ['IP address', ip],
  ];

  return (
    <section className="card" aria-labelledby="users-title">
      <h1 id="users-title" className="card__title">
        Users
      </h1>
      <h2 className="card__subtitle">Signed in as</h2>
      <dl className="details">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="details__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
