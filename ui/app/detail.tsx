/** One compaction: its summary, the diff against the previous summary, file lists, regions, and frames. */
import { diffWords } from 'diff';
import { useEffect, useRef, useState } from 'preact/hooks';
import { frameUrl } from './api';
import { tokens, when } from './format';
import type { Audit } from './types';
import { ErrorState } from './states';

type Compaction = Audit['compactions'][number];
type Frame = Compaction['frames'][number];

interface Props {
  apiKey: string;
  compaction: Compaction;
  /** When the compaction was reverted (the context rebuild ignores it since), or null while it stands. */
  revertedAt: string | null;
  previous: Compaction | undefined;
  onSignOut: () => void;
}

export function CompactionDetail({ apiKey, compaction, revertedAt, previous, onSignOut }: Props) {
  const summarized = compaction.keptFrom - compaction.summarizedFrom;
  const kept = compaction.index - compaction.keptFrom;
  return (
    <section aria-labelledby="detail-title" class="detail" data-detail={compaction.entryId}>
      <h2 id="detail-title">
        Compaction <code>{compaction.entryId}</code> ({compaction.method ?? 'unknown method'})
      </h2>
      {revertedAt ? (
        <p class="reverted" data-reverted={compaction.entryId}>
          <strong>Reverted</strong> at {when(revertedAt)} UTC: the context no longer uses this summary; the entries it
          summarized are back on the path.
        </p>
      ) : null}
      <p>
        {tokens(compaction.tokensBefore)} → {tokens(compaction.tokensAfter)} tokens. Summarized path entries{' '}
        {compaction.summarizedFrom}–{compaction.keptFrom - 1} ({summarized}), kept {compaction.keptFrom}–
        {compaction.index - 1} ({kept}) from <code>{compaction.firstKeptEntryId}</code>; highlighted on the active path
        below.
        {compaction.warning ? <strong class="warning"> Warning: {compaction.warning}</strong> : null}
      </p>
      <div class="columns">
        <div>
          <h3>Summary</h3>
          <pre class="summary" data-summary>
            {compaction.summary}
          </pre>
        </div>
        <div>
          <h3>Diff against the previous summary</h3>
          {previous ? (
            <SummaryDiff before={previous.summary} after={compaction.summary} />
          ) : (
            <p class="state empty">The first compaction on this path: nothing to compare with.</p>
          )}
        </div>
      </div>
      <div class="columns">
        <FileList title="Files read" files={compaction.readFiles} />
        <FileList title="Files modified" files={compaction.modifiedFiles} />
      </div>
      {compaction.frames.length > 0 ? (
        <Frames apiKey={apiKey} frames={compaction.frames} onSignOut={onSignOut} />
      ) : null}
    </section>
  );
}

function SummaryDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <pre class="diff" data-diff>
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : part.removed ? (
          <del key={i}>{part.value}</del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </pre>
  );
}

function FileList({ title, files }: { title: string; files: string[] }) {
  return (
    <div>
      <h3>
        {title} ({files.length})
      </h3>
      {files.length === 0 ? (
        <p class="sub">none recorded</p>
      ) : (
        <ul class="files">
          {files.map((f) => (
            <li key={f}>
              <code>{f}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Frames({ apiKey, frames, onSignOut }: { apiKey: string; frames: Frame[]; onSignOut: () => void }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [open, setOpen] = useState<Frame | null>(null);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      frames.map(async (f) => {
        const url = await frameUrl(apiKey, f.sha256);
        made.push(url);
        if (live) setUrls((u) => ({ ...u, [f.sha256]: url }));
      }),
    ).catch((failure) => live && setError(failure));
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [apiKey, frames]);
  return (
    <div>
      <h3>Snapcompact frames ({frames.length})</h3>
      {error ? <ErrorState error={error} onSignOut={onSignOut} /> : null}
      <ul class="gallery">
        {frames.map((f, i) => (
          <li key={f.sha256}>
            <button type="button" class="frame" data-frame={f.sha256} onClick={() => setOpen(f)}>
              {urls[f.sha256] ? <img src={urls[f.sha256]} alt={`frame ${i + 1}`} /> : <span>loading…</span>}
            </button>
            <div class="sub">
              {i + 1}. {f.width ?? '?'}×{f.height ?? '?'} {f.shape ?? ''} · ~{tokens(f.billedTokens)} billed tokens
            </div>
          </li>
        ))}
      </ul>
      {open && urls[open.sha256] ? (
        <FrameZoom frame={open} url={urls[open.sha256]!} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

/** The frame at 1:1 (one image pixel per CSS pixel, never scaled); Escape or the button closes it. */
function FrameZoom({ frame, url, onClose }: { frame: Frame; url: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} class="zoom" onClose={onClose} aria-label="frame at 1:1">
      <div class="zoom-bar">
        <span>
          {frame.width}×{frame.height} at 1:1 · {frame.shape} · ~{tokens(frame.billedTokens)} billed tokens
        </span>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close (Esc)
        </button>
      </div>
      <div class="zoom-body">
        <img
          src={url}
          alt="frame at full size"
          data-zoomed={frame.sha256}
          width={frame.width ?? undefined}
          height={frame.height ?? undefined}
        />
      </div>
    </dialog>
  );
}
