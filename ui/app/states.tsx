/** Loading, empty and error states that say what to do next. */
import type { ComponentChildren } from 'preact';
import { ApiFailure } from './api';

export function Loading({ what }: { what: string }) {
  return (
    <p class="state loading" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="state empty">{children}</div>;
}

export function ErrorState({ error, onSignOut }: { error: unknown; onSignOut: () => void }) {
  const failure = error instanceof ApiFailure ? error : new ApiFailure('server', String(error));
  const advice: Record<ApiFailure['kind'], ComponentChildren> = {
    unauthorized: (
      <>
        <strong>The API key was refused (401).</strong> It may be mistyped, revoked or expired. Check it with{' '}
        <code>compactor key list</code> or create a read-only one with{' '}
        <code>compactor key create --tenant &lt;id&gt; --scopes read</code>, then sign in again.{' '}
        <button type="button" onClick={onSignOut}>
          Enter another key
        </button>
      </>
    ),
    'not-found': (
      <>
        <strong>Not found (404).</strong> The session does not exist for this key&apos;s tenant, or it was deleted.{' '}
        <a href="#/">Back to the sessions</a>
      </>
    ),
    unreachable: (
      <>
        <strong>The server is unreachable.</strong> Check that <code>compactor serve</code> is running at{' '}
        {location.origin}, then{' '}
        <button type="button" onClick={() => location.reload()}>
          retry
        </button>
      </>
    ),
    server: (
      <>
        <strong>The server answered with an error:</strong> {failure.message}. The server log has the details;{' '}
        <button type="button" onClick={() => location.reload()}>
          retry
        </button>
      </>
    ),
  };
  return (
    <div class={`state error error-${failure.kind}`} role="alert" data-error={failure.kind}>
      {advice[failure.kind]}
    </div>
  );
}
