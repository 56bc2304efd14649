/** The audit viewer: sign in with an API key, then the tenant's sessions and one session's compaction audit. */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiFailure, clientFor, data, forgetKey, storedKey, storeKey } from './api';
import { SessionList } from './sessions';
import { SessionView } from './session';
import { ErrorState } from './states';
import './style.css';

function route(): { view: 'list' } | { view: 'session'; id: string } {
  const match = /^#\/sessions\/(.+)$/.exec(location.hash);
  return match ? { view: 'session', id: decodeURIComponent(match[1]!) } : { view: 'list' };
}

function App() {
  const [key, setKey] = useState<string | null>(storedKey());
  const [tenant, setTenant] = useState<string | null>(null);
  const [at, setAt] = useState(route());
  useEffect(() => {
    const onHash = () => setAt(route());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const signOut = () => {
    forgetKey();
    setKey(null);
    setTenant(null);
  };
  if (!key) return <SignIn onKey={(k, t) => (storeKey(k), setKey(k), setTenant(t))} />;
  return (
    <>
      <header class="bar">
        <a href="#/" class="brand">
          compactor audit
        </a>
        <span class="tenant">{tenant ? `tenant ${tenant}` : ''}</span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main id="main">
        {at.view === 'list' ? (
          <SessionList apiKey={key} onSignOut={signOut} onTenant={setTenant} />
        ) : (
          <SessionView apiKey={key} sessionId={at.id} onSignOut={signOut} onTenant={setTenant} />
        )}
      </main>
    </>
  );
}

function SignIn({ onKey }: { onKey: (key: string, tenant: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const info = await data(clientFor(value.trim()).GET('/v1/server-info'));
      onKey(value.trim(), info.tenantId);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure : new ApiFailure('server', String(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" class="signin">
      <h1>compactor audit viewer</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label for="key">API key</label>
        <input
          id="key"
          type="password"
          autocomplete="off"
          placeholder="ck_…"
          value={value}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          required
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Open'}
        </button>
        <p class="hint">
          The key decides the tenant whose sessions you see. It stays in this browser tab only (session storage) and is
          sent as the Authorization header. The viewer only reads: a key with the <code>read</code> scope is all it
          needs. No key yet? <code>compactor key create --tenant &lt;id&gt; --scopes read</code>
        </p>
      </form>
      {error ? <ErrorState error={error} onSignOut={() => setError(null)} /> : null}
    </main>
  );
}

const root = document.getElementById('app')!;
root.textContent = '';
render(<App />, root);
