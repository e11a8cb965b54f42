/**
 * A React page as a React developer writes it against `@memberstack/react`: MemberstackProvider with
 * our service as its `domain` (the only change from Memberstack's own README), a sign-up form that
 * calls the provider's client, the member it reads back, and a log-out button. Bundled and driven
 * by e2e/real-world/react.spec.ts. It imports `@memberstack/react` 2.0.30 (through the
 * `memberstack-react-2.0.30` alias in package.json): 2.0.32, the registry's latest, is published
 * without its dist/ folder and cannot be imported at all (examples/real-world/README.md).
 */
import { MemberstackProvider, useMemberstack } from 'memberstack-react-2.0.30';
import { type FormEvent, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What the page shows of the member. */
interface Member {
  id: string;
  auth: { email: string };
}

type Status =
  | { kind: 'loading' }
  | { kind: 'signed-out'; error?: string }
  | { kind: 'signed-in'; member: Member };

function Account() {
  const memberstack = useMemberstack();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  useEffect(() => {
    memberstack.getCurrentMember().then(({ data }: { data: Member | null }) => {
      setStatus(data ? { kind: 'signed-in', member: data } : { kind: 'signed-out' });
    });
  }, [memberstack]);

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await memberstack.signupMemberEmailPassword({
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      const { data } = await memberstack.getCurrentMember();
      setStatus(data ? { kind: 'signed-in', member: data } : { kind: 'signed-out' });
    } catch (error) {
      setStatus({ kind: 'signed-out', error: (error as { message?: string }).message ?? 'Sign-up failed' });
    }
  }

  async function logOut() {
    await memberstack.logout();
    setStatus({ kind: 'signed-out' });
  }

  if (status.kind === 'loading') return <p role="status">Loading…</p>;
  if (status.kind === 'signed-in')
    return (
      <section aria-label="Your account">
        <p role="status">Signed in as {status.member.auth.email}</p>
        <button type="button" onClick={logOut}>
          Log out
        </button>
      </section>
    );
  return (
    <form onSubmit={signUp} aria-label="Sign up">
      <p role="status">Signed out</p>
      <label>
        E-mail <input name="email" type="email" required />
      </label>
      <label>
        Password <input name="password" type="password" minLength={8} required />
      </label>
      <button type="submit">Sign up</button>
      {status.error ? <p role="alert">{status.error}</p> : null}
    </form>
  );
}

const config = JSON.parse(document.getElementById('memberstack-config')?.textContent ?? '{}');
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <MemberstackProvider config={config}>
      <main>
        <h1>React members</h1>
        <Account />
      </main>
    </MemberstackProvider>,
  );
