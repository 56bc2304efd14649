// Generated from client/openapi.json by openapi-typescript (npm run client:generate). Do not edit.
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers */
    get: operations['health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Database and Temporal reachable */
    get: operations['ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics */
    get: operations['metrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the tenant's sessions (newest first) */
    get: operations['listSessions'];
    put?: never;
    /** Create an empty session */
    post: operations['createSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a session file (upstream JSONL, a Claude Code transcript or a Codex rollout) as a new session
     * @description Send the file as the body with Content-Type application/x-ndjson. All or nothing: a bad line is named and nothing is written. `format`: `native` (default: an upstream session file, versions 1-3), `claude-code` (a Claude Code project transcript) or `codex` (a Codex CLI rollout).
     */
    post: operations['importSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a session */
    get: operations['getSession'];
    put?: never;
    post?: never;
    /**
     * Delete a session (its reads then answer 404; a running compaction of it is cancelled)
     * @description Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).
     */
    delete: operations['deleteSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the session's settings
     * @description The whole settings object (model, autoCompaction, compaction knobs), validated; it applies from the next append and the next compaction started through the API. Running compactions keep what they started with.
     */
    put: operations['replaceSessionSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/agent-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the session's agent configuration */
    get: operations['getAgentConfig'];
    /**
     * Replace the session's agent configuration (system prompt and tools)
     * @description The live system prompt and tool definitions of the agent, validated and size-capped. A handoff then generates its document with them (tool choice "none"), as a live turn would be sent.
     */
    put: operations['replaceAgentConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Append a batch of entries; may start an auto-compaction
     * @description If-Match: "<seq>" or "leaf:<id>" ("leaf:" for none) is the expected state; a stale one answers 409 with currentSeq and writes nothing. A repeated Idempotency-Key returns the first result and writes nothing.
     */
    post: operations['appendEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/context': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The LLM-ready context of the active leaf, natively or as a provider request
     * @description format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment to spread into that SDK call (under `request`), built with the session agent configuration for the session's model, and always a request the provider accepts. ETag / If-None-Match as for native.
     */
    get: operations['getContext'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/transcript': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The full display transcript of the active leaf */
    get: operations['getTranscript'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session tree and its active leaf */
    get: operations['getTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/navigate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move the active leaf, optionally summarizing the abandoned branch
     * @description With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers 409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.
     */
    post: operations['navigate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/turns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Append a turn in the host's wire format; may start an auto-compaction
     * @description `input` is what the host added to its request since the last turn, `response` the provider response as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids, parents (the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of POST …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.
     */
    post: operations['appendTurn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/compactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session's compaction audit history (oldest first) */
    get: operations['listCompactions'];
    put?: never;
    /** Start a compaction (or attach to the running one of the session) */
    post: operations['startCompaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/compactions/{compactionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A compaction run: progress while running, the result when done */
    get: operations['getCompaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replay the session's recorded compactions with today's workflow code */
    post: operations['replayCompactions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/compactions/{compactionId}/revert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revert a committed compaction: the context is again what it was before it */
    post: operations['revertCompaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/compactions/{compactionId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a proposed compaction: commit what it holds */
    post: operations['approveCompaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/compactions/{compactionId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a proposed compaction: discard what it holds, with a reason */
    post: operations['rejectCompaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Provider tokens and estimated cost of the tenant's compactions, per model, session or day */
    get: operations['getUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/spend-guard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The spend guards' events of a session and whether the loop guard stops its automatic compactions */
    get: operations['getSpendGuard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/evals/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The newest quality eval of the session: per strategy, what the compacted context still answers
     * @description `compactor eval <sessionId>` records it. `reader.upperBound` is true for the offline reference reader, which scores what the context contains (an upper bound of a model’s recall). 404 `eval-not-found` when no eval was run on the session.
     */
    get: operations['getLatestEval'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/frames/{sha256}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A snapcompact frame (PNG) by its sha256 */
    get: operations['getFrame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The idle-sweep schedules that reach this tenant (read-only) */
    get: operations['getSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session's audit view: context-token series, threshold, compactions with summaries and frames */
    get: operations['getSessionAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions/{sessionId}/path': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the active path (root → leaf): entry ids, types, previews and token estimates */
    get: operations['getSessionPath'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/server-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The key's tenant, the server version and the Temporal UI link base */
    get: operations['getServerInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenants */
    get: operations['adminListTenants'];
    put?: never;
    /** Create a tenant */
    post: operations['adminCreateTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a tenant */
    get: operations['adminGetTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable a tenant: its keys' requests answer 403 tenant-disabled */
    post: operations['adminDisableTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable a tenant again */
    post: operations['adminEnableTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tenant's API keys (never secrets) */
    get: operations['adminListKeys'];
    put?: never;
    /** Create an API key for a tenant (its secret is in this response only) */
    post: operations['adminCreateKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key (every server forgets it at once) */
    delete: operations['adminRevokeKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tenant's settings (defaults for its sessions) */
    get: operations['adminGetTenantSettings'];
    /** Replace a tenant's settings */
    put: operations['adminReplaceTenantSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tenant's provider tokens per model (optionally one session, a range) */
    get: operations['adminTenantUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/tenants/{tenantId}/purge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove the rows of sessions deleted longer ago than the bound */
    post: operations['adminPurgeSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit trail of administration, newest first */
    get: operations['adminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ProblemInput: {
      /** @description stable URI naming the kind of problem */
      type: string;
      title: string;
      status: number;
      detail?: string;
      instance?: string;
      /** @description the failing field, as a dotted path from the request part */
      path?: string;
      /** @description invalid-turn: the failing field, as a JSON pointer into the body */
      pointer?: string;
      /** @description invalid-entry of an import: the 1-based line of the file */
      line?: number;
      /** @description stream-conflict: the session seq now */
      currentSeq?: number;
      /** @description rate-limited, session-busy, authentication-throttled, budget-exceeded, unavailable: seconds to wait */
      retryAfter?: number;
      /** @description insufficient-scope: the scope the request needs and the key lacks */
      scope?: string;
      /** @description invalid-prompt-template: the unknown placeholder the template uses, without braces */
      placeholder?: string;
    };
    UserMessageInput: {
      /** @constant */
      role: 'user';
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      attribution?: string;
      synthetic?: boolean;
      steering?: boolean;
      providerPayload?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    DeveloperMessageInput: {
      /** @constant */
      role: 'developer';
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      attribution?: string;
      providerPayload?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    AssistantMessageInput: {
      /** @constant */
      role: 'assistant';
      content: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'thinking';
            thinking: string;
            thinkingSignature?: string;
            itemId?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'redactedThinking';
            data: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'toolCall';
            id: string;
            name: string;
            arguments: {
              [key: string]: unknown;
            };
            customWireName?: string;
            providerMetadata?: unknown;
            thoughtSignature?: string;
            intent?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            data: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'anthropicServerTool';
            block: unknown;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'fallback';
            from: string;
            to: string;
          } & {
            [key: string]: unknown;
          })
      )[];
      api?: string;
      provider?: string;
      model?: string;
      usage?: {
        input: number;
        output: number;
        cacheRead: number;
        cacheWrite: number;
        totalTokens?: number;
        contextTokens?: number;
        orchestration?: {
          input?: number;
          output?: number;
          cacheRead?: number;
        } & {
          [key: string]: unknown;
        };
        premiumRequests?: number;
        reasoningTokens?: number;
        cost?: {
          [key: string]: number;
        };
      } & {
        [key: string]: unknown;
      };
      /** @enum {string} */
      stopReason: 'stop' | 'length' | 'toolUse' | 'error' | 'aborted';
      errorMessage?: string;
      errorStatus?: number;
      errorId?: string;
      providerPayload?: unknown;
      contextSnapshot?: {
        [key: string]: unknown;
      };
      retryRecovery?: unknown;
      responseId?: string;
      timestamp: number;
      duration?: number;
      ttft?: number;
    } & {
      [key: string]: unknown;
    };
    ToolResultMessageInput: {
      /** @constant */
      role: 'toolResult';
      toolCallId: string;
      toolName: string;
      content: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            data: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
      )[];
      details?: unknown;
      isError: boolean;
      attribution?: string;
      prunedAt?: number;
      useless?: boolean;
      providerMetadata?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    BashExecutionMessageInput: {
      /** @constant */
      role: 'bashExecution';
      command: string;
      output: string;
      exitCode: number | null;
      cancelled: boolean;
      truncated: boolean;
      meta?: unknown;
      excludeFromContext?: boolean;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    PythonExecutionMessageInput: {
      /** @constant */
      role: 'pythonExecution';
      code: string;
      output: string;
      exitCode: number | null;
      cancelled: boolean;
      truncated: boolean;
      meta?: unknown;
      excludeFromContext?: boolean;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    FileMentionMessageInput: {
      /** @constant */
      role: 'fileMention';
      files: ({
        path: string;
        content: string;
        lineCount?: number;
        byteSize?: number;
        skippedReason?: string;
        image?: {
          /** @constant */
          type: 'image';
          data: string;
          mimeType: string;
          detail?: string;
          url?: string;
          providerFile?: unknown;
        } & {
          [key: string]: unknown;
        };
      } & {
        [key: string]: unknown;
      })[];
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    CustomMessageInput: {
      /** @constant */
      role: 'custom';
      customType: string;
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      display: boolean;
      details?: unknown;
      attribution?: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description a message as a `message` entry stores it */
    StoredMessageInput:
      | components['schemas']['UserMessageInput']
      | components['schemas']['DeveloperMessageInput']
      | components['schemas']['AssistantMessageInput']
      | components['schemas']['ToolResultMessageInput']
      | components['schemas']['BashExecutionMessageInput']
      | components['schemas']['PythonExecutionMessageInput']
      | components['schemas']['FileMentionMessageInput']
      | components['schemas']['CustomMessageInput'];
    /** @description rebuilt from a branch_summary entry; never stored as a message */
    BranchSummaryMessageInput: {
      /** @constant */
      role: 'branchSummary';
      summary: string;
      fromId: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description rebuilt from a compaction entry; never stored as a message */
    CompactionSummaryMessageInput: {
      /** @constant */
      role: 'compactionSummary';
      summary: string;
      shortSummary?: string;
      tokensBefore: number;
      tokensAfter?: number;
      method?: string;
      providerPayload?: unknown;
      blocks?: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            /** @description base64; absent when the read asked for frame URLs */
            data?: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
      )[];
      /** @description snapcompact frames */
      images?: ({
        /** @constant */
        type: 'image';
        /** @description base64; absent when the read asked for frame URLs */
        data?: string;
        mimeType: string;
        detail?: string;
        url?: string;
        providerFile?: unknown;
      } & {
        [key: string]: unknown;
      })[];
      warning?: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description an LLM-ready message: a stored message, or a summary the context rebuild materialized */
    AgentMessageInput:
      | components['schemas']['UserMessageInput']
      | components['schemas']['DeveloperMessageInput']
      | components['schemas']['AssistantMessageInput']
      | components['schemas']['ToolResultMessageInput']
      | components['schemas']['BashExecutionMessageInput']
      | components['schemas']['PythonExecutionMessageInput']
      | components['schemas']['FileMentionMessageInput']
      | components['schemas']['CustomMessageInput']
      | components['schemas']['BranchSummaryMessageInput']
      | components['schemas']['CompactionSummaryMessageInput'];
    MessageEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'message';
      message: components['schemas']['StoredMessageInput'];
    } & {
      [key: string]: unknown;
    };
    ThinkingLevelChangeEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'thinking_level_change';
      thinkingLevel?: string | null;
      configured?: string | null;
    } & {
      [key: string]: unknown;
    };
    ModelChangeEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'model_change';
      model?: string;
      role?: string;
      provider?: string;
      modelId?: string;
    } & {
      [key: string]: unknown;
    };
    ServiceTierChangeEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'service_tier_change';
      serviceTier: {
        [key: string]: string;
      } | null;
    } & {
      [key: string]: unknown;
    };
    CompactionEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'compaction';
      summary: string;
      shortSummary?: string;
      firstKeptEntryId: string;
      tokensBefore: number;
      tokensAfter?: number;
      /** @enum {string} */
      method?: 'remote' | 'snapcompact' | 'handoff' | 'soft' | 'shake' | 'context-full' | 'native';
      details?:
        | ({
            readFiles: string[];
            modifiedFiles: string[];
          } & {
            [key: string]: unknown;
          })
        | {
            [key: string]: unknown;
          };
      preserveData?: {
        [key: string]: unknown;
      };
      fromExtension?: boolean;
      warning?: string;
    } & {
      [key: string]: unknown;
    };
    BranchSummaryEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'branch_summary';
      fromId: string;
      summary: string;
      details?:
        | ({
            readFiles: string[];
            modifiedFiles: string[];
          } & {
            [key: string]: unknown;
          })
        | {
            [key: string]: unknown;
          };
      fromExtension?: boolean;
    } & {
      [key: string]: unknown;
    };
    CustomMessageEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'custom_message';
      customType: string;
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      details?: unknown;
      display: boolean;
      attribution?: string;
    } & {
      [key: string]: unknown;
    };
    CustomEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'custom';
      customType: string;
      data?: unknown;
    } & {
      [key: string]: unknown;
    };
    LabelEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'label';
      targetId: string;
      label?: string;
    } & {
      [key: string]: unknown;
    };
    TitleChangeEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'title_change';
      title: string;
      previousTitle?: string;
      /** @enum {string} */
      source: 'auto' | 'user';
      trigger?: string;
    } & {
      [key: string]: unknown;
    };
    TtsrInjectionEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'ttsr_injection';
      injectedRules: string[];
    } & {
      [key: string]: unknown;
    };
    SessionInitEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'session_init';
      systemPrompt: string;
      task: string;
      tools: string[];
      outputSchema?: unknown;
    } & {
      [key: string]: unknown;
    };
    ModeChangeEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'mode_change';
      mode: string;
      data?: unknown;
    } & {
      [key: string]: unknown;
    };
    CredentialPinEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'credential_pin';
      provider: string;
      hash: string;
    } & {
      [key: string]: unknown;
    };
    ResetBoundaryEntryInput: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'reset_boundary';
    } & {
      [key: string]: unknown;
    };
    /** @description a session entry in the upstream v3 format, by `type` */
    SessionEntryInput:
      | components['schemas']['MessageEntryInput']
      | components['schemas']['ThinkingLevelChangeEntryInput']
      | components['schemas']['ModelChangeEntryInput']
      | components['schemas']['ServiceTierChangeEntryInput']
      | components['schemas']['CompactionEntryInput']
      | components['schemas']['BranchSummaryEntryInput']
      | components['schemas']['CustomMessageEntryInput']
      | components['schemas']['CustomEntryInput']
      | components['schemas']['LabelEntryInput']
      | components['schemas']['TitleChangeEntryInput']
      | components['schemas']['TtsrInjectionEntryInput']
      | components['schemas']['SessionInitEntryInput']
      | components['schemas']['ModeChangeEntryInput']
      | components['schemas']['CredentialPinEntryInput']
      | components['schemas']['ResetBoundaryEntryInput'];
    /** @description spread into anthropic.messages.create({ model, max_tokens, … }) */
    AnthropicRequestInput: {
      system?: string;
      messages: (
        | {
            /** @constant */
            role: 'user';
            content: (
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'image';
                  source:
                    | {
                        /** @constant */
                        type: 'base64';
                        /** @enum {string} */
                        media_type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
                        data: string;
                      }
                    | {
                        /** @constant */
                        type: 'url';
                        url: string;
                      };
                }
              | {
                  /** @constant */
                  type: 'tool_result';
                  tool_use_id: string;
                  content:
                    | string
                    | (
                        | {
                            /** @constant */
                            type: 'text';
                            text: string;
                          }
                        | {
                            /** @constant */
                            type: 'image';
                            source:
                              | {
                                  /** @constant */
                                  type: 'base64';
                                  /** @enum {string} */
                                  media_type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
                                  data: string;
                                }
                              | {
                                  /** @constant */
                                  type: 'url';
                                  url: string;
                                };
                          }
                      )[];
                  is_error?: boolean;
                }
            )[];
          }
        | {
            /** @constant */
            role: 'assistant';
            content: (
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'thinking';
                  thinking: string;
                  signature: string;
                }
              | {
                  /** @constant */
                  type: 'redacted_thinking';
                  data: string;
                }
              | {
                  /** @constant */
                  type: 'tool_use';
                  id: string;
                  name: string;
                  input: {
                    [key: string]: unknown;
                  };
                }
              | {
                  /** @constant */
                  type: 'server_tool_use';
                  id: string;
                  /** @enum {string} */
                  name:
                    | 'web_search'
                    | 'web_fetch'
                    | 'code_execution'
                    | 'bash_code_execution'
                    | 'text_editor_code_execution'
                    | 'tool_search_tool_regex'
                    | 'tool_search_tool_bm25';
                  input: {
                    [key: string]: unknown;
                  };
                }
              | {
                  /** @constant */
                  type: 'web_search_tool_result';
                  tool_use_id: string;
                  content:
                    | {
                        /** @constant */
                        type: 'web_search_result';
                        url: string;
                        title: string;
                        encrypted_content: string;
                        page_age?: string;
                      }[]
                    | {
                        /** @constant */
                        type: 'web_search_tool_result_error';
                        /** @enum {string} */
                        error_code:
                          | 'invalid_tool_input'
                          | 'unavailable'
                          | 'max_uses_exceeded'
                          | 'too_many_requests'
                          | 'query_too_long'
                          | 'request_too_large';
                      };
                }
              | {
                  /** @constant */
                  type: 'compaction';
                  content: string;
                  encrypted_content?: string | null;
                  signature?: string | null;
                }
            )[];
          }
      )[];
      tools?: {
        name: string;
        description: string;
        input_schema: {
          /** @constant */
          type: 'object';
        } & {
          [key: string]: unknown;
        };
      }[];
    };
    /** @description spread into openai.chat.completions.create({ model, … }) */
    OpenAiChatRequestInput: {
      messages: (
        | {
            /** @constant */
            role: 'system';
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            role: 'developer';
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            role: 'user';
            content:
              | string
              | (
                  | {
                      /** @constant */
                      type: 'text';
                      text: string;
                    }
                  | {
                      /** @constant */
                      type: 'image_url';
                      image_url: {
                        url: string;
                        /** @enum {string} */
                        detail?: 'auto' | 'low' | 'high';
                      };
                    }
                )[];
          }
        | {
            /** @constant */
            role: 'assistant';
            content:
              | (
                  | string
                  | {
                      /** @constant */
                      type: 'text';
                      text: string;
                    }[]
                )
              | null;
            tool_calls?: {
              id: string;
              /** @constant */
              type: 'function';
              function: {
                name: string;
                /** @description JSON text */
                arguments: string;
              };
            }[];
          }
        | {
            /** @constant */
            role: 'tool';
            tool_call_id: string;
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
      )[];
      tools?: {
        /** @constant */
        type: 'function';
        function: {
          name: string;
          description: string;
          parameters: {
            [key: string]: unknown;
          };
        };
      }[];
    };
    /** @description spread into openai.responses.create({ model, store: false, … }) */
    OpenAiResponsesRequestInput: {
      instructions?: string;
      input: (
        | {
            /** @constant */
            type: 'message';
            /** @enum {string} */
            role: 'user' | 'developer' | 'system';
            content: (
              | {
                  /** @constant */
                  type: 'input_text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'input_image';
                  image_url: string;
                  /** @enum {string} */
                  detail: 'low' | 'high' | 'auto' | 'original';
                }
            )[];
          }
        | {
            /** @constant */
            type: 'message';
            /** @constant */
            role: 'assistant';
            content: string;
            /** @enum {string} */
            phase?: 'commentary' | 'final_answer';
          }
        | {
            /** @constant */
            type: 'function_call';
            call_id: string;
            name: string;
            /** @description JSON text */
            arguments: string;
          }
        | {
            /** @constant */
            type: 'custom_tool_call';
            call_id: string;
            name: string;
            input: string;
          }
        | {
            /** @enum {string} */
            type: 'function_call_output' | 'custom_tool_call_output';
            call_id: string;
            output:
              | string
              | {
                  /** @constant */
                  type: 'input_text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            type: 'reasoning';
            id: string;
            summary: {
              /** @constant */
              type: 'summary_text';
              text: string;
            }[];
            encrypted_content: string;
            content?: {
              /** @constant */
              type: 'reasoning_text';
              text: string;
            }[];
          }
        | {
            /** @constant */
            type: 'compaction';
            encrypted_content: string;
          }
      )[];
      tools?: {
        /** @constant */
        type: 'function';
        name: string;
        description: string;
        parameters: {
          [key: string]: unknown;
        };
        strict: boolean;
      }[];
    };
    /** @description spread into ai.models.generateContent({ model, … }) */
    GeminiRequestInput: {
      contents: {
        /** @enum {string} */
        role: 'user' | 'model';
        parts: (
          | {
              text: string;
              thought?: boolean;
              thoughtSignature?: string;
            }
          | {
              inlineData: {
                mimeType: string;
                data: string;
              };
            }
          | {
              functionCall: {
                name: string;
                args: {
                  [key: string]: unknown;
                };
              };
              thoughtSignature?: string;
            }
          | {
              functionResponse: {
                name: string;
                response: {
                  [key: string]: unknown;
                };
              };
            }
        )[];
      }[];
      config?: {
        systemInstruction?: {
          parts: {
            text: string;
          }[];
        };
        tools?: {
          functionDeclarations: {
            name: string;
            description: string;
            parametersJsonSchema: {
              [key: string]: unknown;
            };
          }[];
        }[];
      };
    };
    AnthropicContextInput: {
      /** @constant */
      format: 'anthropic';
      request: components['schemas']['AnthropicRequestInput'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    OpenAiChatContextInput: {
      /** @constant */
      format: 'openai-chat';
      request: components['schemas']['OpenAiChatRequestInput'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    OpenAiResponsesContextInput: {
      /** @constant */
      format: 'openai-responses';
      request: components['schemas']['OpenAiResponsesRequestInput'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    GeminiContextInput: {
      /** @constant */
      format: 'gemini';
      request: components['schemas']['GeminiRequestInput'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    SummaryQualityInput: {
      /** @enum {string} */
      mode: 'check' | 'enforce';
      /** @description share of the deterministic checks that passed */
      score: number;
      passed: boolean;
      /** @description the failed checks, by name (content, complete, sections, instruction, question, files, gate-model) */
      missing: string[];
      /** @description enforce: the summarizer was asked once more, naming the omissions */
      retried: boolean;
      /** @description compaction.qualityGateModel: its probe score of the summary from the summary alone, or why none; under enforce a score below 0.5 fails the summary (check gate-model) */
      gateModel?:
        | {
            model: string;
            /** @description mean grade of the model's answers to the probes */
            score: number;
            /** @description artifact and continuation probes asked */
            probes: number;
          }
        | {
            model: string;
            /** @constant */
            failed: 'gate-model-failed';
          };
    };
    CompactionProposalInput: {
      method: string;
      model?: string;
      /** @description the summary the compaction entry would carry */
      summary: string;
      /** @description snapcompact: the frames the summary carries */
      frames?: number;
      tokensBefore: number;
      tokensAfter: number;
      firstKeptEntryId: string;
      /** @description the leaf the proposal was made on */
      snapshotLeafId: string;
      /** @description the entries it would summarize */
      summarize?: {
        fromId: string;
        toId: string;
      };
      /** @description the start of a split turn it would summarize */
      turnPrefix?: {
        fromId: string;
        toId: string;
      };
      /** @description the entries it would keep (later appends are kept too) */
      keep?: {
        fromId: string;
        toId: string;
      };
      warning?: string;
      /** @description an ISO 8601 instant: undecided by then, the proposal expires */
      expiresAt: string;
    };
    AgentConfigInput: {
      systemPrompt: string;
      /** @default [] */
      tools: {
        name: string;
        description: string;
        /** @description a JSON schema of type "object" (its other keywords are kept as given) */
        parameters: {
          /** @constant */
          type: 'object';
        } & {
          [key: string]: unknown;
        };
      }[];
    };
    StoredAgentConfigInput: {
      systemPrompt: string;
      tools: {
        name: string;
        description: string;
        parameters: {
          [key: string]: unknown;
        };
      }[];
      /** @description the seq of its agent_config_set event */
      seq: number;
    };
    SessionInput: {
      id: string;
      status: string;
      leafId: string | null;
      lastSeq: number;
      entries: number;
      /** @description the session this one continues (handoff), if any */
      parentSessionId: string | null;
      /** @description the session this one was handed off to (status handed_off), if any */
      handedOffTo: string | null;
      cwd: string | null;
      settings: {
        /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
        model?: string;
        /** @description start threshold / overflow / incomplete compactions from appends (default false) */
        autoCompaction?: boolean;
        compaction?: {
          /** @description false: no compaction for any trigger, manual included (default true) */
          enabled?: boolean;
          /**
           * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
           * @enum {string}
           */
          strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
          /** @description ≤0: reserve-based threshold; else a percentage of the window */
          thresholdPercent?: number;
          /** @description >0 wins over thresholdPercent */
          thresholdTokens?: number;
          reserveTokens?: number;
          keepRecentTokens?: number;
          /** @description overrides the model catalog's context window */
          contextWindow?: number;
          contextPromotion?: boolean;
          /**
           * Format: uri
           * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
           */
          remoteEndpoint?: string;
          /** @description compact while the session sits idle (default false) */
          idleEnabled?: boolean;
          /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
          idleThresholdTokens?: number;
          /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
          idleTimeoutSeconds?: number;
          /** @description overrides the provider's prompt-cache lifetime for this model */
          promptCacheSeconds?: number;
          /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
          supersedeReads?: boolean;
          /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
          dropUseless?: boolean;
          /**
           * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
           * @enum {string}
           */
          qualityGate?: 'off' | 'check' | 'enforce';
          /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
          qualityGateModel?: string;
          /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
          autoContinue?: boolean;
          /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
          asyncEnabled?: boolean;
        };
        spend?: {
          /** @description provider input + output tokens of this UTC calendar month's compactions */
          monthlyTokenBudget?: number;
          /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
          monthlyCostBudgetUsd?: number;
          /**
           * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
           * @enum {string}
           */
          onBudgetExceeded?: 'refuse' | 'pass-on';
          /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
          loopGuardCompactions?: number;
          /** @description the loop guard window (default 600) */
          loopGuardWindowSeconds?: number;
        };
        summarizer?: {
          /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
          model?: string;
          /**
           * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
           * @enum {string}
           */
          reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
          /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
          maxSummaryTokens?: number;
        };
        prompts?: {
          /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
          summary?: string;
          /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
          updateSummary?: string;
          /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
          turnPrefix?: string;
          /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
          branchSummary?: string;
          /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
          handoff?: string;
          /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
          instructions?: string;
        };
        proposals?: {
          /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
          ttlSeconds?: number;
        };
      };
      createdAt: string;
      lastActivityAt: string;
      lastCompaction: {
        entryId: string;
        at: string | null;
      } | null;
    };
    SessionPageInput: {
      sessions: components['schemas']['SessionInput'][];
      nextCursor: string | null;
    };
    StartedCompactionInput: {
      /** @description the run id; GET /v1/sessions/{sessionId}/compactions/{id} */
      id: string;
      workflowId: string;
      /** @enum {string} */
      trigger: 'manual' | 'overflow' | 'incomplete' | 'threshold' | 'idle';
    };
    AppendResultInput: {
      lastSeq: number;
      leafId: string | null;
      appended: number;
      replayed: boolean;
      /** @description the context's local token estimate after the turn's maintenance */
      contextTokens: number;
      /** @description estimated tokens freed by blanking stale tool results of the appended turn (0: none blanked) */
      tokensFreed: number;
      compaction: components['schemas']['StartedCompactionInput'] | null;
      /** @description why the compaction the append called for did not start: the concurrency limit, a spent budget, or the loop guard */
      compactionDeferred?: string;
    };
    ContextInput: {
      messages: components['schemas']['AgentMessageInput'][];
      /** @description local token estimate of the messages */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    TreeInput: {
      leafId: string | null;
      nodes: {
        id: string;
        parentId: string | null;
        type: string;
        preview: string;
        label?: string;
      }[];
    };
    NavigateResultInput: {
      moved: boolean;
      from: string | null;
      /** @description the active leaf afterwards (the summary entry when one was written) */
      to: string | null;
      lastSeq?: number;
      summaryEntryId?: string;
      /** @description a before-tree hook cancelled the navigation; the leaf did not move */
      cancelled?: boolean;
    };
    CompactionResultInput: {
      /** @enum {string} */
      outcome: 'compacted' | 'skipped' | 'promoted' | 'cancelled' | 'superseded' | 'rejected' | 'expired';
      reason?: string;
      workflowId: string;
      compactionEntryId?: string;
      method?: string;
      model?: string;
      tokensBefore: number;
      tokensAfter?: number;
      /** @description overflow/incomplete recovery committed: retry the failed turn now */
      willRetry: boolean;
      warning?: string;
      /** @description strategy handoff: the new session this one continues in */
      handedOffTo?: string;
      /**
       * @description rescued: eliding tool outputs made room; dead-end: nothing did (see warning)
       * @enum {string}
       */
      progressGuard?: 'rescued' | 'dead-end';
      /** @description the run made no progress: do not continue the agent automatically. With reason dead-end and no progressGuard the run was parked: the same turn already ended in a dead end, whose warning was given then */
      automaticContinuationBlocked?: boolean;
      /** @description the quality gate on the last summary it checked (under enforce a failing one was passed on) */
      quality?: components['schemas']['SummaryQualityInput'];
      /**
       * @description a threshold compaction that left headroom, with compaction.autoContinue on: continue the agent
       * @constant
       */
      autoContinue?: true;
      /** @description with autoContinue: the text to send as the next user turn (docs/auto-continue.md) */
      continuationPrompt?: string;
    };
    CompactionInput: {
      id: string;
      sessionId: string;
      /** @enum {string} */
      status: 'running' | 'proposed' | 'completed' | 'failed';
      progress?: {
        phase: string;
        method?: string;
        framesRendered?: number;
        tokensBefore?: number;
        summaryCalls?: number;
      };
      result?: components['schemas']['CompactionResultInput'];
      error?: {
        type: string;
        message: string;
      };
      /** @description a finished run's summarizer model (`provider/id`), from its audit row */
      model?: string;
      /** @description a finished run's hash of the prompt templates it used (never of content), from its audit row */
      promptHash?: string;
      /** @description status proposed: what approving it commits */
      proposal?: components['schemas']['CompactionProposalInput'];
    };
    CompactionHistoryInput: {
      /** @description the run id */
      id: string;
      workflowId: string;
      trigger: string;
      status: string;
      method: string | null;
      tokensBefore: number | null;
      tokensAfter: number | null;
      model: string | null;
      promptHash: string | null;
      /** @description the workflow program that recorded the run (its bundle hash); null for runs recorded before */
      programVersion: string | null;
      compactionEntryId: string | null;
      startedAt: string;
      finishedAt: string | null;
      error: string | null;
      /** @description idle compactions: whether the model's prompt cache had expired when it ran; null for other triggers */
      cacheExpired: boolean | null;
      /** @description every method of the chain the run tried, in order; null for runs recorded before attempts were kept */
      attempts:
        | {
            /** @description remote, openai-native, handoff, snapcompact, context-full, hook, … */
            method: string;
            /** @enum {string} */
            outcome: 'used' | 'passed-on';
            /** @description why the method passed on to the next one */
            reason?: string;
            /** @description the quality gate on this attempt's summary */
            quality?: components['schemas']['SummaryQualityInput'];
          }[]
        | null;
      /** @description when a host reverted the compaction; null while it stands */
      revertedAt: string | null;
      /** @description a proposal (mode propose): who decided it, when and why; null for other runs and while undecided */
      decision: {
        /** @enum {string} */
        decision: 'approved' | 'rejected' | 'expired';
        /** @description the deciding key's id, or ttl for an expiry */
        by: string;
        /** @description an ISO 8601 instant */
        at: string;
        reason?: string;
      } | null;
    }[];
    ReplayInput: {
      ok: boolean;
      outcomes: {
        workflowId: string;
        runId: string;
        ok: boolean;
        error?: {
          name: string;
          message: string;
        };
        /** @description not a divergence: recorded by a retired branch (before `patch`), replayable with `release` */
        retired?: {
          patch: string;
          program: string;
          release: string;
        };
      }[];
    };
    SessionAuditInput: {
      /** @description the session's model (setting, else its last assistant turn) */
      model: string | null;
      contextWindow: number | null;
      /** @description context tokens above which a threshold compaction starts */
      threshold: number | null;
      /** @description entries on the active path (root → leaf) */
      pathLength: number;
      leafId: string | null;
      /** @description context tokens after each path entry (index); thinned to at most 2000 points, compactions kept */
      series: {
        index: number[];
        tokens: number[];
      };
      compactions: {
        entryId: string;
        /** @description path index of the compaction entry */
        index: number;
        /** @description path entries [summarizedFrom, keptFrom) were summarized */
        summarizedFrom: number;
        /** @description path entries [keptFrom, index) were kept verbatim */
        keptFrom: number;
        firstKeptEntryId: string;
        method: string | null;
        summary: string;
        tokensBefore: number;
        tokensAfter: number;
        readFiles: string[];
        modifiedFiles: string[];
        frames: {
          sha256: string;
          width: number | null;
          height: number | null;
          shape: string | null;
          /** @description estimate for the session model's API */
          billedTokens: number | null;
        }[];
        warning: string | null;
        /** @description the summarizer that wrote it, from its audit row (null: no row) */
        model: string | null;
        /** @description hash of the prompt templates and instructions its summarizer was given (null: no row) */
        promptHash: string | null;
      }[];
    };
    TranscriptPageInput: {
      total: number;
      rows: {
        index: number;
        id: string;
        type: string;
        role: string | null;
        preview: string;
        tokens: number;
      }[];
    };
    ServerInfoInput: {
      /** @description the tenant of the key */
      tenantId: string;
      /** @description the key's scopes (the viewer offers decisions to a compact key only) */
      scopes: ('read' | 'write' | 'compact')[];
      version: string;
      /** @description base URL of the Temporal UI (COMPACTOR_TEMPORAL_UI_URL) */
      temporalUiUrl: string | null;
      temporalNamespace: string;
    };
    RevertedCompactionInput: {
      /** @description the run id of the reverted compaction */
      id: string;
      compactionEntryId: string;
      /** @description the seqs of the run's pruning events reverted with it (their tool results are whole again) */
      restoredSeqs: number[];
      /** @description the seq of the compaction_reverted event */
      seq: number;
      /** @description an ISO 8601 instant */
      revertedAt: string;
    };
    UsageInput: {
      models: {
        /** @description provider/id */
        model: string;
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table; null: the model is unpriced */
        estimatedCostUsd: number | null;
      }[];
      /** @enum {string} */
      groupBy: 'model' | 'session' | 'day';
      groups: {
        /** @description the model, session id or UTC day */
        key: string;
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table, for the models it prices */
        estimatedCostUsd: number;
      }[];
      total: {
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table, for the models it prices */
        estimatedCostUsd: number;
      };
      /** @description models the price table has no price for: tokens counted, no cost */
      unpricedModels: string[];
      /** @description the price table the estimates use */
      prices: {
        /** @description the day the prices were read */
        asOf: string;
        source: string;
      };
    };
    SpendGuardInput: {
      /**
       * @description stopped: automatic compactions of the session do not start until a manual one or a settings change
       * @enum {string}
       */
      loopGuard: 'armed' | 'stopped';
      events: {
        sessionId: string;
        /** @description loop-guard-tripped, loop-guard-rearmed or budget-exceeded */
        kind: string;
        message: string;
        details: {
          [key: string]: unknown;
        };
        /** @description ISO 8601 instant */
        at: string;
      }[];
    };
    EvalCellInput: {
      /** @description probes of the category graded */
      n: number;
      accuracy: number;
      /** @description Wilson 95% interval of the accuracy: [low, high] */
      ci95: number[];
    };
    EvalStrategyInput: {
      strategy: string;
      /** @enum {string} */
      status: 'ok' | 'skipped' | 'failed';
      /** @description why it was skipped or failed: `<type>: <message>` */
      reason?: string;
      failureType?: string;
      /** @description what the compaction committed (a method that passed on shows here) */
      method?: string;
      /** @description estimated tokens of the rebuilt context */
      contextTokens?: number;
      /** @description input tokens the next turn is billed, images by the provider's rule */
      billedInputTokens?: number;
      /** @enum {string} */
      billing?: 'estimated' | 'provider';
      summarizerTokens?: {
        input: number;
        output: number;
      };
      latencyMs?: number;
      /** @description a live reader's own tokens: the eval's cost, not the strategy's */
      readerTokens?: {
        input: number;
        output: number;
      };
      /** @description per probe category, when it had probes */
      cells?: {
        artifact?: components['schemas']['EvalCellInput'];
        continuation?: components['schemas']['EvalCellInput'];
        recall?: components['schemas']['EvalCellInput'];
        decision?: components['schemas']['EvalCellInput'];
      };
      /** @description macro: mean over categories; micro: mean over probes */
      overall?: {
        macro: number;
        micro: number;
        n: number;
      };
      liftOverTailOnly?: number;
      /** @description the headline: accuracy per 1,000 billed input tokens */
      accuracyPer1kBilled?: number;
      amortizedTokens?: {
        t1: number;
        t20: number;
      };
    };
    SessionEvalInput: {
      /** @description the eval run (`eval-…`), the id prefix of the session copies it compacted */
      run: string;
      /** Format: date-time */
      at: string;
      /** @description who answered the probes */
      reader: {
        /** @enum {string} */
        kind: 'reference' | 'live';
        label: string;
        /** @description true for the reference reader: it scores what the context contains, an upper bound of recall */
        upperBound: boolean;
        model?: string;
        judge?: string;
      };
      /** @description the session's active model the eval compacted for */
      model: string;
      strategies: string[];
      probes:
        | 'auto'
        | {
            file: string;
            count: number;
          };
      probeWriter?: string;
      session: {
        /** @description estimated tokens of the session before compaction */
        tokens: number;
        probes: {
          total: number;
          /** @description probes about the compacted span: the ones scored */
          compacted: number;
          byCategory: {
            [key: string]: number;
          };
        };
        /** @description categories with no probes, and why */
        skipped: {
          /** @enum {string} */
          category: 'artifact' | 'continuation' | 'recall' | 'decision';
          reason: string;
        }[];
        summaries: components['schemas']['EvalStrategyInput'][];
      };
    };
    AnthropicTurnInput: {
      /** @constant */
      format: 'anthropic';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'user' | 'assistant' | 'system';
        content:
          | string
          | {
              type: string;
            }[];
      }[];
      /** @description a Message */
      response?: {
        id: string;
        /** @constant */
        type: 'message';
        /** @constant */
        role: 'assistant';
        model: string;
        content: {
          type: string;
        }[];
        stop_reason: string | null;
        usage: {
          input_tokens: number;
          output_tokens: number;
        };
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    OpenAiChatTurnInput: {
      /** @constant */
      format: 'openai-chat';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
        content?:
          | (
              | string
              | {
                  type: string;
                }[]
            )
          | null;
        tool_call_id?: string;
      }[];
      /** @description a ChatCompletion */
      response?: {
        id: string;
        /** @constant */
        object: 'chat.completion';
        model: string;
        choices: {
          index: number;
          message: {
            role: string;
          };
          finish_reason: string | null;
        }[];
        usage?: {
          prompt_tokens: number;
          completion_tokens: number;
        };
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    OpenAiResponsesTurnInput: {
      /** @constant */
      format: 'openai-responses';
      /** @description what the host added to its request since the last turn */
      input?: {
        type?: string | null;
        role?: string;
      }[];
      /** @description a Response (or a response.failed event) */
      response?: {
        id: string;
        /** @constant */
        object: 'response';
        model: string;
        status?: string;
        output: {
          type: string;
        }[];
        usage?: {
          input_tokens: number;
          output_tokens: number;
        } | null;
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    GeminiTurnInput: {
      /** @constant */
      format: 'gemini';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'user' | 'model';
        parts: Record<string, never>[];
      }[];
      /** @description a GenerateContentResponse */
      response?: {
        candidates?: {
          content: {
            parts: Record<string, never>[];
          };
          finishReason?: string;
        }[];
        usageMetadata?: {
          promptTokenCount?: number;
        };
        modelVersion?: string;
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    NativeTurnInput: {
      /** @constant */
      format: 'native';
      /** @description stored messages: user, toolResult, developer, … */
      input?: components['schemas']['StoredMessageInput'][];
      /** @description the assistant message (a failed call: stopReason error) */
      response?: components['schemas']['StoredMessageInput'];
    };
    /** @description one turn of the host's agent loop, in one of: native, openai-chat, openai-responses, anthropic, gemini; it must add something (input items, a response or an error), and its tool results must answer open calls of the session (else 422 invalid-turn) */
    TurnInput:
      | components['schemas']['NativeTurnInput']
      | components['schemas']['AnthropicTurnInput']
      | components['schemas']['OpenAiChatTurnInput']
      | components['schemas']['OpenAiResponsesTurnInput']
      | components['schemas']['GeminiTurnInput'];
    IdleScheduleInput: {
      scheduleId: string;
      /** @description the one tenant swept, or null for all tenants */
      tenantId: string | null;
      everyMs: number;
      paused: boolean;
      note: string | null;
      overlap: string;
      catchupWindowMs: number;
      nextRuns: string[];
      recentRuns: {
        scheduledAt: string;
        takenAt: string;
        workflowId: string;
      }[];
      /** @description workflow ids of sweeps running now */
      running: string[];
      actionsTaken: number;
      skippedOverlap: number;
    };
    IdleSchedulesInput: {
      allTenants: components['schemas']['IdleScheduleInput'] | null;
      tenant: components['schemas']['IdleScheduleInput'] | null;
    };
    TenantInput: {
      id: string;
      name: string | null;
      /** @description an ISO 8601 instant */
      createdAt: string;
      /** @description set: every request of its keys answers 403 tenant-disabled */
      disabledAt: string | null;
    };
    TenantListInput: {
      tenants: components['schemas']['TenantInput'][];
    };
    ApiKeyInput: {
      /** @description the public id (the ck_<id>_ part of the key) */
      id: string;
      tenantId: string;
      name: string | null;
      scopes: ('read' | 'write' | 'compact')[];
      /** @description an ISO 8601 instant */
      createdAt: string;
      expiresAt: string | null;
      revokedAt: string | null;
    };
    CreatedApiKeyInput: {
      /** @description the public id (the ck_<id>_ part of the key) */
      id: string;
      tenantId: string;
      name: string | null;
      scopes: ('read' | 'write' | 'compact')[];
      /** @description an ISO 8601 instant */
      createdAt: string;
      expiresAt: string | null;
      revokedAt: string | null;
      /** @description the whole key: shown only in this response */
      secret: string;
    };
    ApiKeyListInput: {
      keys: components['schemas']['ApiKeyInput'][];
    };
    PurgeResultInput: {
      /** @description an ISO 8601 instant */
      deletedBefore: string;
      purged: {
        sessionId: string;
        events: number;
      }[];
    };
    AdminAuditInput: {
      events: {
        id: number;
        /** @description an ISO 8601 instant */
        at: string;
        /** @description who: the operator key */
        operatorKeyId: string;
        /** @description what: tenant.create, key.revoke, tenant.settings.replace, sessions.purge, … */
        action: string;
        tenantId: string | null;
        target: string | null;
        details: {
          [key: string]: unknown;
        };
      }[];
      nextBefore: number | null;
    };
    SessionDeletionInput: {
      sessionId: string;
      /** @description the seq of the session_deleted event */
      seq: number;
      /** @description the run id of the compaction the deletion cancelled */
      cancelledCompaction: string | null;
    };
    Problem: {
      /** @description stable URI naming the kind of problem */
      type: string;
      title: string;
      status: number;
      detail?: string;
      instance?: string;
      /** @description the failing field, as a dotted path from the request part */
      path?: string;
      /** @description invalid-turn: the failing field, as a JSON pointer into the body */
      pointer?: string;
      /** @description invalid-entry of an import: the 1-based line of the file */
      line?: number;
      /** @description stream-conflict: the session seq now */
      currentSeq?: number;
      /** @description rate-limited, session-busy, authentication-throttled, budget-exceeded, unavailable: seconds to wait */
      retryAfter?: number;
      /** @description insufficient-scope: the scope the request needs and the key lacks */
      scope?: string;
      /** @description invalid-prompt-template: the unknown placeholder the template uses, without braces */
      placeholder?: string;
    };
    UserMessage: {
      /** @constant */
      role: 'user';
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      attribution?: string;
      synthetic?: boolean;
      steering?: boolean;
      providerPayload?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    DeveloperMessage: {
      /** @constant */
      role: 'developer';
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      attribution?: string;
      providerPayload?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    AssistantMessage: {
      /** @constant */
      role: 'assistant';
      content: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'thinking';
            thinking: string;
            thinkingSignature?: string;
            itemId?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'redactedThinking';
            data: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'toolCall';
            id: string;
            name: string;
            arguments: {
              [key: string]: unknown;
            };
            customWireName?: string;
            providerMetadata?: unknown;
            thoughtSignature?: string;
            intent?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            data: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'anthropicServerTool';
            block: unknown;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'fallback';
            from: string;
            to: string;
          } & {
            [key: string]: unknown;
          })
      )[];
      api?: string;
      provider?: string;
      model?: string;
      usage?: {
        input: number;
        output: number;
        cacheRead: number;
        cacheWrite: number;
        totalTokens?: number;
        contextTokens?: number;
        orchestration?: {
          input?: number;
          output?: number;
          cacheRead?: number;
        } & {
          [key: string]: unknown;
        };
        premiumRequests?: number;
        reasoningTokens?: number;
        cost?: {
          [key: string]: number;
        };
      } & {
        [key: string]: unknown;
      };
      /** @enum {string} */
      stopReason: 'stop' | 'length' | 'toolUse' | 'error' | 'aborted';
      errorMessage?: string;
      errorStatus?: number;
      errorId?: string;
      providerPayload?: unknown;
      contextSnapshot?: {
        [key: string]: unknown;
      };
      retryRecovery?: unknown;
      responseId?: string;
      timestamp: number;
      duration?: number;
      ttft?: number;
    } & {
      [key: string]: unknown;
    };
    ToolResultMessage: {
      /** @constant */
      role: 'toolResult';
      toolCallId: string;
      toolName: string;
      content: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            data: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
      )[];
      details?: unknown;
      isError: boolean;
      attribution?: string;
      prunedAt?: number;
      useless?: boolean;
      providerMetadata?: unknown;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    BashExecutionMessage: {
      /** @constant */
      role: 'bashExecution';
      command: string;
      output: string;
      exitCode: number | null;
      cancelled: boolean;
      truncated: boolean;
      meta?: unknown;
      excludeFromContext?: boolean;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    PythonExecutionMessage: {
      /** @constant */
      role: 'pythonExecution';
      code: string;
      output: string;
      exitCode: number | null;
      cancelled: boolean;
      truncated: boolean;
      meta?: unknown;
      excludeFromContext?: boolean;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    FileMentionMessage: {
      /** @constant */
      role: 'fileMention';
      files: ({
        path: string;
        content: string;
        lineCount?: number;
        byteSize?: number;
        skippedReason?: string;
        image?: {
          /** @constant */
          type: 'image';
          data: string;
          mimeType: string;
          detail?: string;
          url?: string;
          providerFile?: unknown;
        } & {
          [key: string]: unknown;
        };
      } & {
        [key: string]: unknown;
      })[];
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    CustomMessage: {
      /** @constant */
      role: 'custom';
      customType: string;
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      display: boolean;
      details?: unknown;
      attribution?: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description a message as a `message` entry stores it */
    StoredMessage:
      | components['schemas']['UserMessage']
      | components['schemas']['DeveloperMessage']
      | components['schemas']['AssistantMessage']
      | components['schemas']['ToolResultMessage']
      | components['schemas']['BashExecutionMessage']
      | components['schemas']['PythonExecutionMessage']
      | components['schemas']['FileMentionMessage']
      | components['schemas']['CustomMessage'];
    /** @description rebuilt from a branch_summary entry; never stored as a message */
    BranchSummaryMessage: {
      /** @constant */
      role: 'branchSummary';
      summary: string;
      fromId: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description rebuilt from a compaction entry; never stored as a message */
    CompactionSummaryMessage: {
      /** @constant */
      role: 'compactionSummary';
      summary: string;
      shortSummary?: string;
      tokensBefore: number;
      tokensAfter?: number;
      method?: string;
      providerPayload?: unknown;
      blocks?: (
        | ({
            /** @constant */
            type: 'text';
            text: string;
            textSignature?: string;
          } & {
            [key: string]: unknown;
          })
        | ({
            /** @constant */
            type: 'image';
            /** @description base64; absent when the read asked for frame URLs */
            data?: string;
            mimeType: string;
            detail?: string;
            url?: string;
            providerFile?: unknown;
          } & {
            [key: string]: unknown;
          })
      )[];
      /** @description snapcompact frames */
      images?: ({
        /** @constant */
        type: 'image';
        /** @description base64; absent when the read asked for frame URLs */
        data?: string;
        mimeType: string;
        detail?: string;
        url?: string;
        providerFile?: unknown;
      } & {
        [key: string]: unknown;
      })[];
      warning?: string;
      timestamp: number;
    } & {
      [key: string]: unknown;
    };
    /** @description an LLM-ready message: a stored message, or a summary the context rebuild materialized */
    AgentMessage:
      | components['schemas']['UserMessage']
      | components['schemas']['DeveloperMessage']
      | components['schemas']['AssistantMessage']
      | components['schemas']['ToolResultMessage']
      | components['schemas']['BashExecutionMessage']
      | components['schemas']['PythonExecutionMessage']
      | components['schemas']['FileMentionMessage']
      | components['schemas']['CustomMessage']
      | components['schemas']['BranchSummaryMessage']
      | components['schemas']['CompactionSummaryMessage'];
    MessageEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'message';
      message: components['schemas']['StoredMessage'];
    } & {
      [key: string]: unknown;
    };
    ThinkingLevelChangeEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'thinking_level_change';
      thinkingLevel?: string | null;
      configured?: string | null;
    } & {
      [key: string]: unknown;
    };
    ModelChangeEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'model_change';
      model?: string;
      role?: string;
      provider?: string;
      modelId?: string;
    } & {
      [key: string]: unknown;
    };
    ServiceTierChangeEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'service_tier_change';
      serviceTier: {
        [key: string]: string;
      } | null;
    } & {
      [key: string]: unknown;
    };
    CompactionEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'compaction';
      summary: string;
      shortSummary?: string;
      firstKeptEntryId: string;
      tokensBefore: number;
      tokensAfter?: number;
      /** @enum {string} */
      method?: 'remote' | 'snapcompact' | 'handoff' | 'soft' | 'shake' | 'context-full' | 'native';
      details?:
        | ({
            readFiles: string[];
            modifiedFiles: string[];
          } & {
            [key: string]: unknown;
          })
        | {
            [key: string]: unknown;
          };
      preserveData?: {
        [key: string]: unknown;
      };
      fromExtension?: boolean;
      warning?: string;
    } & {
      [key: string]: unknown;
    };
    BranchSummaryEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'branch_summary';
      fromId: string;
      summary: string;
      details?:
        | ({
            readFiles: string[];
            modifiedFiles: string[];
          } & {
            [key: string]: unknown;
          })
        | {
            [key: string]: unknown;
          };
      fromExtension?: boolean;
    } & {
      [key: string]: unknown;
    };
    CustomMessageEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'custom_message';
      customType: string;
      content:
        | string
        | (
            | ({
                /** @constant */
                type: 'text';
                text: string;
                textSignature?: string;
              } & {
                [key: string]: unknown;
              })
            | ({
                /** @constant */
                type: 'image';
                data: string;
                mimeType: string;
                detail?: string;
                url?: string;
                providerFile?: unknown;
              } & {
                [key: string]: unknown;
              })
          )[];
      details?: unknown;
      display: boolean;
      attribution?: string;
    } & {
      [key: string]: unknown;
    };
    CustomEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'custom';
      customType: string;
      data?: unknown;
    } & {
      [key: string]: unknown;
    };
    LabelEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'label';
      targetId: string;
      label?: string;
    } & {
      [key: string]: unknown;
    };
    TitleChangeEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'title_change';
      title: string;
      previousTitle?: string;
      /** @enum {string} */
      source: 'auto' | 'user';
      trigger?: string;
    } & {
      [key: string]: unknown;
    };
    TtsrInjectionEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'ttsr_injection';
      injectedRules: string[];
    } & {
      [key: string]: unknown;
    };
    SessionInitEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'session_init';
      systemPrompt: string;
      task: string;
      tools: string[];
      outputSchema?: unknown;
    } & {
      [key: string]: unknown;
    };
    ModeChangeEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'mode_change';
      mode: string;
      data?: unknown;
    } & {
      [key: string]: unknown;
    };
    CredentialPinEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'credential_pin';
      provider: string;
      hash: string;
    } & {
      [key: string]: unknown;
    };
    ResetBoundaryEntry: {
      id: string;
      parentId: string | null;
      timestamp: string;
      /** @constant */
      type: 'reset_boundary';
    } & {
      [key: string]: unknown;
    };
    /** @description a session entry in the upstream v3 format, by `type` */
    SessionEntry:
      | components['schemas']['MessageEntry']
      | components['schemas']['ThinkingLevelChangeEntry']
      | components['schemas']['ModelChangeEntry']
      | components['schemas']['ServiceTierChangeEntry']
      | components['schemas']['CompactionEntry']
      | components['schemas']['BranchSummaryEntry']
      | components['schemas']['CustomMessageEntry']
      | components['schemas']['CustomEntry']
      | components['schemas']['LabelEntry']
      | components['schemas']['TitleChangeEntry']
      | components['schemas']['TtsrInjectionEntry']
      | components['schemas']['SessionInitEntry']
      | components['schemas']['ModeChangeEntry']
      | components['schemas']['CredentialPinEntry']
      | components['schemas']['ResetBoundaryEntry'];
    /** @description spread into anthropic.messages.create({ model, max_tokens, … }) */
    AnthropicRequest: {
      system?: string;
      messages: (
        | {
            /** @constant */
            role: 'user';
            content: (
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'image';
                  source:
                    | {
                        /** @constant */
                        type: 'base64';
                        /** @enum {string} */
                        media_type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
                        data: string;
                      }
                    | {
                        /** @constant */
                        type: 'url';
                        url: string;
                      };
                }
              | {
                  /** @constant */
                  type: 'tool_result';
                  tool_use_id: string;
                  content:
                    | string
                    | (
                        | {
                            /** @constant */
                            type: 'text';
                            text: string;
                          }
                        | {
                            /** @constant */
                            type: 'image';
                            source:
                              | {
                                  /** @constant */
                                  type: 'base64';
                                  /** @enum {string} */
                                  media_type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
                                  data: string;
                                }
                              | {
                                  /** @constant */
                                  type: 'url';
                                  url: string;
                                };
                          }
                      )[];
                  is_error?: boolean;
                }
            )[];
          }
        | {
            /** @constant */
            role: 'assistant';
            content: (
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'thinking';
                  thinking: string;
                  signature: string;
                }
              | {
                  /** @constant */
                  type: 'redacted_thinking';
                  data: string;
                }
              | {
                  /** @constant */
                  type: 'tool_use';
                  id: string;
                  name: string;
                  input: {
                    [key: string]: unknown;
                  };
                }
              | {
                  /** @constant */
                  type: 'server_tool_use';
                  id: string;
                  /** @enum {string} */
                  name:
                    | 'web_search'
                    | 'web_fetch'
                    | 'code_execution'
                    | 'bash_code_execution'
                    | 'text_editor_code_execution'
                    | 'tool_search_tool_regex'
                    | 'tool_search_tool_bm25';
                  input: {
                    [key: string]: unknown;
                  };
                }
              | {
                  /** @constant */
                  type: 'web_search_tool_result';
                  tool_use_id: string;
                  content:
                    | {
                        /** @constant */
                        type: 'web_search_result';
                        url: string;
                        title: string;
                        encrypted_content: string;
                        page_age?: string;
                      }[]
                    | {
                        /** @constant */
                        type: 'web_search_tool_result_error';
                        /** @enum {string} */
                        error_code:
                          | 'invalid_tool_input'
                          | 'unavailable'
                          | 'max_uses_exceeded'
                          | 'too_many_requests'
                          | 'query_too_long'
                          | 'request_too_large';
                      };
                }
              | {
                  /** @constant */
                  type: 'compaction';
                  content: string;
                  encrypted_content?: string | null;
                  signature?: string | null;
                }
            )[];
          }
      )[];
      tools?: {
        name: string;
        description: string;
        input_schema: {
          /** @constant */
          type: 'object';
        } & {
          [key: string]: unknown;
        };
      }[];
    };
    /** @description spread into openai.chat.completions.create({ model, … }) */
    OpenAiChatRequest: {
      messages: (
        | {
            /** @constant */
            role: 'system';
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            role: 'developer';
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            role: 'user';
            content:
              | string
              | (
                  | {
                      /** @constant */
                      type: 'text';
                      text: string;
                    }
                  | {
                      /** @constant */
                      type: 'image_url';
                      image_url: {
                        url: string;
                        /** @enum {string} */
                        detail?: 'auto' | 'low' | 'high';
                      };
                    }
                )[];
          }
        | {
            /** @constant */
            role: 'assistant';
            content:
              | (
                  | string
                  | {
                      /** @constant */
                      type: 'text';
                      text: string;
                    }[]
                )
              | null;
            tool_calls?: {
              id: string;
              /** @constant */
              type: 'function';
              function: {
                name: string;
                /** @description JSON text */
                arguments: string;
              };
            }[];
          }
        | {
            /** @constant */
            role: 'tool';
            tool_call_id: string;
            content:
              | string
              | {
                  /** @constant */
                  type: 'text';
                  text: string;
                }[];
          }
      )[];
      tools?: {
        /** @constant */
        type: 'function';
        function: {
          name: string;
          description: string;
          parameters: {
            [key: string]: unknown;
          };
        };
      }[];
    };
    /** @description spread into openai.responses.create({ model, store: false, … }) */
    OpenAiResponsesRequest: {
      instructions?: string;
      input: (
        | {
            /** @constant */
            type: 'message';
            /** @enum {string} */
            role: 'user' | 'developer' | 'system';
            content: (
              | {
                  /** @constant */
                  type: 'input_text';
                  text: string;
                }
              | {
                  /** @constant */
                  type: 'input_image';
                  image_url: string;
                  /** @enum {string} */
                  detail: 'low' | 'high' | 'auto' | 'original';
                }
            )[];
          }
        | {
            /** @constant */
            type: 'message';
            /** @constant */
            role: 'assistant';
            content: string;
            /** @enum {string} */
            phase?: 'commentary' | 'final_answer';
          }
        | {
            /** @constant */
            type: 'function_call';
            call_id: string;
            name: string;
            /** @description JSON text */
            arguments: string;
          }
        | {
            /** @constant */
            type: 'custom_tool_call';
            call_id: string;
            name: string;
            input: string;
          }
        | {
            /** @enum {string} */
            type: 'function_call_output' | 'custom_tool_call_output';
            call_id: string;
            output:
              | string
              | {
                  /** @constant */
                  type: 'input_text';
                  text: string;
                }[];
          }
        | {
            /** @constant */
            type: 'reasoning';
            id: string;
            summary: {
              /** @constant */
              type: 'summary_text';
              text: string;
            }[];
            encrypted_content: string;
            content?: {
              /** @constant */
              type: 'reasoning_text';
              text: string;
            }[];
          }
        | {
            /** @constant */
            type: 'compaction';
            encrypted_content: string;
          }
      )[];
      tools?: {
        /** @constant */
        type: 'function';
        name: string;
        description: string;
        parameters: {
          [key: string]: unknown;
        };
        strict: boolean;
      }[];
    };
    /** @description spread into ai.models.generateContent({ model, … }) */
    GeminiRequest: {
      contents: {
        /** @enum {string} */
        role: 'user' | 'model';
        parts: (
          | {
              text: string;
              thought?: boolean;
              thoughtSignature?: string;
            }
          | {
              inlineData: {
                mimeType: string;
                data: string;
              };
            }
          | {
              functionCall: {
                name: string;
                args: {
                  [key: string]: unknown;
                };
              };
              thoughtSignature?: string;
            }
          | {
              functionResponse: {
                name: string;
                response: {
                  [key: string]: unknown;
                };
              };
            }
        )[];
      }[];
      config?: {
        systemInstruction?: {
          parts: {
            text: string;
          }[];
        };
        tools?: {
          functionDeclarations: {
            name: string;
            description: string;
            parametersJsonSchema: {
              [key: string]: unknown;
            };
          }[];
        }[];
      };
    };
    AnthropicContext: {
      /** @constant */
      format: 'anthropic';
      request: components['schemas']['AnthropicRequest'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    OpenAiChatContext: {
      /** @constant */
      format: 'openai-chat';
      request: components['schemas']['OpenAiChatRequest'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    OpenAiResponsesContext: {
      /** @constant */
      format: 'openai-responses';
      request: components['schemas']['OpenAiResponsesRequest'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    GeminiContext: {
      /** @constant */
      format: 'gemini';
      request: components['schemas']['GeminiRequest'];
      /** @description the model the fragment was made for (thinking goes back only to it) */
      model: string | null;
      /** @description local token estimate of the rebuilt context */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    SummaryQuality: {
      /** @enum {string} */
      mode: 'check' | 'enforce';
      /** @description share of the deterministic checks that passed */
      score: number;
      passed: boolean;
      /** @description the failed checks, by name (content, complete, sections, instruction, question, files, gate-model) */
      missing: string[];
      /** @description enforce: the summarizer was asked once more, naming the omissions */
      retried: boolean;
      /** @description compaction.qualityGateModel: its probe score of the summary from the summary alone, or why none; under enforce a score below 0.5 fails the summary (check gate-model) */
      gateModel?:
        | {
            model: string;
            /** @description mean grade of the model's answers to the probes */
            score: number;
            /** @description artifact and continuation probes asked */
            probes: number;
          }
        | {
            model: string;
            /** @constant */
            failed: 'gate-model-failed';
          };
    };
    CompactionProposal: {
      method: string;
      model?: string;
      /** @description the summary the compaction entry would carry */
      summary: string;
      /** @description snapcompact: the frames the summary carries */
      frames?: number;
      tokensBefore: number;
      tokensAfter: number;
      firstKeptEntryId: string;
      /** @description the leaf the proposal was made on */
      snapshotLeafId: string;
      /** @description the entries it would summarize */
      summarize?: {
        fromId: string;
        toId: string;
      };
      /** @description the start of a split turn it would summarize */
      turnPrefix?: {
        fromId: string;
        toId: string;
      };
      /** @description the entries it would keep (later appends are kept too) */
      keep?: {
        fromId: string;
        toId: string;
      };
      warning?: string;
      /** @description an ISO 8601 instant: undecided by then, the proposal expires */
      expiresAt: string;
    };
    AgentConfig: {
      systemPrompt: string;
      /** @default [] */
      tools: {
        name: string;
        description: string;
        /** @description a JSON schema of type "object" (its other keywords are kept as given) */
        parameters: {
          /** @constant */
          type: 'object';
        } & {
          [key: string]: unknown;
        };
      }[];
    };
    StoredAgentConfig: {
      systemPrompt: string;
      tools: {
        name: string;
        description: string;
        parameters: {
          [key: string]: unknown;
        };
      }[];
      /** @description the seq of its agent_config_set event */
      seq: number;
    };
    Session: {
      id: string;
      status: string;
      leafId: string | null;
      lastSeq: number;
      entries: number;
      /** @description the session this one continues (handoff), if any */
      parentSessionId: string | null;
      /** @description the session this one was handed off to (status handed_off), if any */
      handedOffTo: string | null;
      cwd: string | null;
      settings: {
        /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
        model?: string;
        /** @description start threshold / overflow / incomplete compactions from appends (default false) */
        autoCompaction?: boolean;
        compaction?: {
          /** @description false: no compaction for any trigger, manual included (default true) */
          enabled?: boolean;
          /**
           * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
           * @enum {string}
           */
          strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
          /** @description ≤0: reserve-based threshold; else a percentage of the window */
          thresholdPercent?: number;
          /** @description >0 wins over thresholdPercent */
          thresholdTokens?: number;
          reserveTokens?: number;
          keepRecentTokens?: number;
          /** @description overrides the model catalog's context window */
          contextWindow?: number;
          contextPromotion?: boolean;
          /**
           * Format: uri
           * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
           */
          remoteEndpoint?: string;
          /** @description compact while the session sits idle (default false) */
          idleEnabled?: boolean;
          /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
          idleThresholdTokens?: number;
          /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
          idleTimeoutSeconds?: number;
          /** @description overrides the provider's prompt-cache lifetime for this model */
          promptCacheSeconds?: number;
          /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
          supersedeReads?: boolean;
          /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
          dropUseless?: boolean;
          /**
           * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
           * @enum {string}
           */
          qualityGate?: 'off' | 'check' | 'enforce';
          /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
          qualityGateModel?: string;
          /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
          autoContinue?: boolean;
          /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
          asyncEnabled?: boolean;
        };
        spend?: {
          /** @description provider input + output tokens of this UTC calendar month's compactions */
          monthlyTokenBudget?: number;
          /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
          monthlyCostBudgetUsd?: number;
          /**
           * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
           * @enum {string}
           */
          onBudgetExceeded?: 'refuse' | 'pass-on';
          /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
          loopGuardCompactions?: number;
          /** @description the loop guard window (default 600) */
          loopGuardWindowSeconds?: number;
        };
        summarizer?: {
          /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
          model?: string;
          /**
           * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
           * @enum {string}
           */
          reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
          /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
          maxSummaryTokens?: number;
        };
        prompts?: {
          /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
          summary?: string;
          /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
          updateSummary?: string;
          /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
          turnPrefix?: string;
          /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
          branchSummary?: string;
          /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
          handoff?: string;
          /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
          instructions?: string;
        };
        proposals?: {
          /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
          ttlSeconds?: number;
        };
      };
      createdAt: string;
      lastActivityAt: string;
      lastCompaction: {
        entryId: string;
        at: string | null;
      } | null;
    };
    SessionPage: {
      sessions: components['schemas']['Session'][];
      nextCursor: string | null;
    };
    StartedCompaction: {
      /** @description the run id; GET /v1/sessions/{sessionId}/compactions/{id} */
      id: string;
      workflowId: string;
      /** @enum {string} */
      trigger: 'manual' | 'overflow' | 'incomplete' | 'threshold' | 'idle';
    };
    AppendResult: {
      lastSeq: number;
      leafId: string | null;
      appended: number;
      replayed: boolean;
      /** @description the context's local token estimate after the turn's maintenance */
      contextTokens: number;
      /** @description estimated tokens freed by blanking stale tool results of the appended turn (0: none blanked) */
      tokensFreed: number;
      compaction: components['schemas']['StartedCompaction'] | null;
      /** @description why the compaction the append called for did not start: the concurrency limit, a spent budget, or the loop guard */
      compactionDeferred?: string;
    };
    Context: {
      messages: components['schemas']['AgentMessage'][];
      /** @description local token estimate of the messages */
      tokens: number;
      leafId: string | null;
      lastSeq: number;
      lastCompactionId: string | null;
    };
    Tree: {
      leafId: string | null;
      nodes: {
        id: string;
        parentId: string | null;
        type: string;
        preview: string;
        label?: string;
      }[];
    };
    NavigateResult: {
      moved: boolean;
      from: string | null;
      /** @description the active leaf afterwards (the summary entry when one was written) */
      to: string | null;
      lastSeq?: number;
      summaryEntryId?: string;
      /** @description a before-tree hook cancelled the navigation; the leaf did not move */
      cancelled?: boolean;
    };
    CompactionResult: {
      /** @enum {string} */
      outcome: 'compacted' | 'skipped' | 'promoted' | 'cancelled' | 'superseded' | 'rejected' | 'expired';
      reason?: string;
      workflowId: string;
      compactionEntryId?: string;
      method?: string;
      model?: string;
      tokensBefore: number;
      tokensAfter?: number;
      /** @description overflow/incomplete recovery committed: retry the failed turn now */
      willRetry: boolean;
      warning?: string;
      /** @description strategy handoff: the new session this one continues in */
      handedOffTo?: string;
      /**
       * @description rescued: eliding tool outputs made room; dead-end: nothing did (see warning)
       * @enum {string}
       */
      progressGuard?: 'rescued' | 'dead-end';
      /** @description the run made no progress: do not continue the agent automatically. With reason dead-end and no progressGuard the run was parked: the same turn already ended in a dead end, whose warning was given then */
      automaticContinuationBlocked?: boolean;
      /** @description the quality gate on the last summary it checked (under enforce a failing one was passed on) */
      quality?: components['schemas']['SummaryQuality'];
      /**
       * @description a threshold compaction that left headroom, with compaction.autoContinue on: continue the agent
       * @constant
       */
      autoContinue?: true;
      /** @description with autoContinue: the text to send as the next user turn (docs/auto-continue.md) */
      continuationPrompt?: string;
    };
    Compaction: {
      id: string;
      sessionId: string;
      /** @enum {string} */
      status: 'running' | 'proposed' | 'completed' | 'failed';
      progress?: {
        phase: string;
        method?: string;
        framesRendered?: number;
        tokensBefore?: number;
        summaryCalls?: number;
      };
      result?: components['schemas']['CompactionResult'];
      error?: {
        type: string;
        message: string;
      };
      /** @description a finished run's summarizer model (`provider/id`), from its audit row */
      model?: string;
      /** @description a finished run's hash of the prompt templates it used (never of content), from its audit row */
      promptHash?: string;
      /** @description status proposed: what approving it commits */
      proposal?: components['schemas']['CompactionProposal'];
    };
    CompactionHistory: {
      /** @description the run id */
      id: string;
      workflowId: string;
      trigger: string;
      status: string;
      method: string | null;
      tokensBefore: number | null;
      tokensAfter: number | null;
      model: string | null;
      promptHash: string | null;
      /** @description the workflow program that recorded the run (its bundle hash); null for runs recorded before */
      programVersion: string | null;
      compactionEntryId: string | null;
      startedAt: string;
      finishedAt: string | null;
      error: string | null;
      /** @description idle compactions: whether the model's prompt cache had expired when it ran; null for other triggers */
      cacheExpired: boolean | null;
      /** @description every method of the chain the run tried, in order; null for runs recorded before attempts were kept */
      attempts:
        | {
            /** @description remote, openai-native, handoff, snapcompact, context-full, hook, … */
            method: string;
            /** @enum {string} */
            outcome: 'used' | 'passed-on';
            /** @description why the method passed on to the next one */
            reason?: string;
            /** @description the quality gate on this attempt's summary */
            quality?: components['schemas']['SummaryQuality'];
          }[]
        | null;
      /** @description when a host reverted the compaction; null while it stands */
      revertedAt: string | null;
      /** @description a proposal (mode propose): who decided it, when and why; null for other runs and while undecided */
      decision: {
        /** @enum {string} */
        decision: 'approved' | 'rejected' | 'expired';
        /** @description the deciding key's id, or ttl for an expiry */
        by: string;
        /** @description an ISO 8601 instant */
        at: string;
        reason?: string;
      } | null;
    }[];
    Replay: {
      ok: boolean;
      outcomes: {
        workflowId: string;
        runId: string;
        ok: boolean;
        error?: {
          name: string;
          message: string;
        };
        /** @description not a divergence: recorded by a retired branch (before `patch`), replayable with `release` */
        retired?: {
          patch: string;
          program: string;
          release: string;
        };
      }[];
    };
    SessionAudit: {
      /** @description the session's model (setting, else its last assistant turn) */
      model: string | null;
      contextWindow: number | null;
      /** @description context tokens above which a threshold compaction starts */
      threshold: number | null;
      /** @description entries on the active path (root → leaf) */
      pathLength: number;
      leafId: string | null;
      /** @description context tokens after each path entry (index); thinned to at most 2000 points, compactions kept */
      series: {
        index: number[];
        tokens: number[];
      };
      compactions: {
        entryId: string;
        /** @description path index of the compaction entry */
        index: number;
        /** @description path entries [summarizedFrom, keptFrom) were summarized */
        summarizedFrom: number;
        /** @description path entries [keptFrom, index) were kept verbatim */
        keptFrom: number;
        firstKeptEntryId: string;
        method: string | null;
        summary: string;
        tokensBefore: number;
        tokensAfter: number;
        readFiles: string[];
        modifiedFiles: string[];
        frames: {
          sha256: string;
          width: number | null;
          height: number | null;
          shape: string | null;
          /** @description estimate for the session model's API */
          billedTokens: number | null;
        }[];
        warning: string | null;
        /** @description the summarizer that wrote it, from its audit row (null: no row) */
        model: string | null;
        /** @description hash of the prompt templates and instructions its summarizer was given (null: no row) */
        promptHash: string | null;
      }[];
    };
    TranscriptPage: {
      total: number;
      rows: {
        index: number;
        id: string;
        type: string;
        role: string | null;
        preview: string;
        tokens: number;
      }[];
    };
    ServerInfo: {
      /** @description the tenant of the key */
      tenantId: string;
      /** @description the key's scopes (the viewer offers decisions to a compact key only) */
      scopes: ('read' | 'write' | 'compact')[];
      version: string;
      /** @description base URL of the Temporal UI (COMPACTOR_TEMPORAL_UI_URL) */
      temporalUiUrl: string | null;
      temporalNamespace: string;
    };
    RevertedCompaction: {
      /** @description the run id of the reverted compaction */
      id: string;
      compactionEntryId: string;
      /** @description the seqs of the run's pruning events reverted with it (their tool results are whole again) */
      restoredSeqs: number[];
      /** @description the seq of the compaction_reverted event */
      seq: number;
      /** @description an ISO 8601 instant */
      revertedAt: string;
    };
    Usage: {
      models: {
        /** @description provider/id */
        model: string;
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table; null: the model is unpriced */
        estimatedCostUsd: number | null;
      }[];
      /** @enum {string} */
      groupBy: 'model' | 'session' | 'day';
      groups: {
        /** @description the model, session id or UTC day */
        key: string;
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table, for the models it prices */
        estimatedCostUsd: number;
      }[];
      total: {
        /** @description provider calls */
        calls: number;
        /** @description input tokens the providers reported */
        inputTokens: number;
        /** @description output tokens the providers reported */
        outputTokens: number;
        /** @description input tokens read from the providers' prompt caches, as they reported them */
        cachedTokens: number;
        /** @description image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers */
        imageInputTokens: number;
        /** @description calls with a figure estimated locally rather than the provider's report */
        estimatedCalls: number;
        /** @description US dollars at the price table, for the models it prices */
        estimatedCostUsd: number;
      };
      /** @description models the price table has no price for: tokens counted, no cost */
      unpricedModels: string[];
      /** @description the price table the estimates use */
      prices: {
        /** @description the day the prices were read */
        asOf: string;
        source: string;
      };
    };
    SpendGuard: {
      /**
       * @description stopped: automatic compactions of the session do not start until a manual one or a settings change
       * @enum {string}
       */
      loopGuard: 'armed' | 'stopped';
      events: {
        sessionId: string;
        /** @description loop-guard-tripped, loop-guard-rearmed or budget-exceeded */
        kind: string;
        message: string;
        details: {
          [key: string]: unknown;
        };
        /** @description ISO 8601 instant */
        at: string;
      }[];
    };
    EvalCell: {
      /** @description probes of the category graded */
      n: number;
      accuracy: number;
      /** @description Wilson 95% interval of the accuracy: [low, high] */
      ci95: number[];
    };
    EvalStrategy: {
      strategy: string;
      /** @enum {string} */
      status: 'ok' | 'skipped' | 'failed';
      /** @description why it was skipped or failed: `<type>: <message>` */
      reason?: string;
      failureType?: string;
      /** @description what the compaction committed (a method that passed on shows here) */
      method?: string;
      /** @description estimated tokens of the rebuilt context */
      contextTokens?: number;
      /** @description input tokens the next turn is billed, images by the provider's rule */
      billedInputTokens?: number;
      /** @enum {string} */
      billing?: 'estimated' | 'provider';
      summarizerTokens?: {
        input: number;
        output: number;
      };
      latencyMs?: number;
      /** @description a live reader's own tokens: the eval's cost, not the strategy's */
      readerTokens?: {
        input: number;
        output: number;
      };
      /** @description per probe category, when it had probes */
      cells?: {
        artifact?: components['schemas']['EvalCell'];
        continuation?: components['schemas']['EvalCell'];
        recall?: components['schemas']['EvalCell'];
        decision?: components['schemas']['EvalCell'];
      };
      /** @description macro: mean over categories; micro: mean over probes */
      overall?: {
        macro: number;
        micro: number;
        n: number;
      };
      liftOverTailOnly?: number;
      /** @description the headline: accuracy per 1,000 billed input tokens */
      accuracyPer1kBilled?: number;
      amortizedTokens?: {
        t1: number;
        t20: number;
      };
    };
    SessionEval: {
      /** @description the eval run (`eval-…`), the id prefix of the session copies it compacted */
      run: string;
      /** Format: date-time */
      at: string;
      /** @description who answered the probes */
      reader: {
        /** @enum {string} */
        kind: 'reference' | 'live';
        label: string;
        /** @description true for the reference reader: it scores what the context contains, an upper bound of recall */
        upperBound: boolean;
        model?: string;
        judge?: string;
      };
      /** @description the session's active model the eval compacted for */
      model: string;
      strategies: string[];
      probes:
        | 'auto'
        | {
            file: string;
            count: number;
          };
      probeWriter?: string;
      session: {
        /** @description estimated tokens of the session before compaction */
        tokens: number;
        probes: {
          total: number;
          /** @description probes about the compacted span: the ones scored */
          compacted: number;
          byCategory: {
            [key: string]: number;
          };
        };
        /** @description categories with no probes, and why */
        skipped: {
          /** @enum {string} */
          category: 'artifact' | 'continuation' | 'recall' | 'decision';
          reason: string;
        }[];
        summaries: components['schemas']['EvalStrategy'][];
      };
    };
    AnthropicTurn: {
      /** @constant */
      format: 'anthropic';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'user' | 'assistant' | 'system';
        content:
          | string
          | {
              type: string;
            }[];
      }[];
      /** @description a Message */
      response?: {
        id: string;
        /** @constant */
        type: 'message';
        /** @constant */
        role: 'assistant';
        model: string;
        content: {
          type: string;
        }[];
        stop_reason: string | null;
        usage: {
          input_tokens: number;
          output_tokens: number;
        };
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    OpenAiChatTurn: {
      /** @constant */
      format: 'openai-chat';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
        content?:
          | (
              | string
              | {
                  type: string;
                }[]
            )
          | null;
        tool_call_id?: string;
      }[];
      /** @description a ChatCompletion */
      response?: {
        id: string;
        /** @constant */
        object: 'chat.completion';
        model: string;
        choices: {
          index: number;
          message: {
            role: string;
          };
          finish_reason: string | null;
        }[];
        usage?: {
          prompt_tokens: number;
          completion_tokens: number;
        };
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    OpenAiResponsesTurn: {
      /** @constant */
      format: 'openai-responses';
      /** @description what the host added to its request since the last turn */
      input?: {
        type?: string | null;
        role?: string;
      }[];
      /** @description a Response (or a response.failed event) */
      response?: {
        id: string;
        /** @constant */
        object: 'response';
        model: string;
        status?: string;
        output: {
          type: string;
        }[];
        usage?: {
          input_tokens: number;
          output_tokens: number;
        } | null;
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    GeminiTurn: {
      /** @constant */
      format: 'gemini';
      /** @description what the host added to its request since the last turn */
      input?: {
        /** @enum {string} */
        role: 'user' | 'model';
        parts: Record<string, never>[];
      }[];
      /** @description a GenerateContentResponse */
      response?: {
        candidates?: {
          content: {
            parts: Record<string, never>[];
          };
          finishReason?: string;
        }[];
        usageMetadata?: {
          promptTokenCount?: number;
        };
        modelVersion?: string;
      };
      /** @description a failed provider call: a context overflow starts an overflow compaction (auto-compaction on) */
      error?: {
        /** @description the HTTP status of the failed provider call */
        status: number;
        /** @description the provider's error body as received (JSON, or text) */
        body: unknown;
      };
    };
    NativeTurn: {
      /** @constant */
      format: 'native';
      /** @description stored messages: user, toolResult, developer, … */
      input?: components['schemas']['StoredMessage'][];
      /** @description the assistant message (a failed call: stopReason error) */
      response?: components['schemas']['StoredMessage'];
    };
    /** @description one turn of the host's agent loop, in one of: native, openai-chat, openai-responses, anthropic, gemini; it must add something (input items, a response or an error), and its tool results must answer open calls of the session (else 422 invalid-turn) */
    Turn:
      | components['schemas']['NativeTurn']
      | components['schemas']['AnthropicTurn']
      | components['schemas']['OpenAiChatTurn']
      | components['schemas']['OpenAiResponsesTurn']
      | components['schemas']['GeminiTurn'];
    IdleSchedule: {
      scheduleId: string;
      /** @description the one tenant swept, or null for all tenants */
      tenantId: string | null;
      everyMs: number;
      paused: boolean;
      note: string | null;
      overlap: string;
      catchupWindowMs: number;
      nextRuns: string[];
      recentRuns: {
        scheduledAt: string;
        takenAt: string;
        workflowId: string;
      }[];
      /** @description workflow ids of sweeps running now */
      running: string[];
      actionsTaken: number;
      skippedOverlap: number;
    };
    IdleSchedules: {
      allTenants: components['schemas']['IdleSchedule'] | null;
      tenant: components['schemas']['IdleSchedule'] | null;
    };
    Tenant: {
      id: string;
      name: string | null;
      /** @description an ISO 8601 instant */
      createdAt: string;
      /** @description set: every request of its keys answers 403 tenant-disabled */
      disabledAt: string | null;
    };
    TenantList: {
      tenants: components['schemas']['Tenant'][];
    };
    ApiKey: {
      /** @description the public id (the ck_<id>_ part of the key) */
      id: string;
      tenantId: string;
      name: string | null;
      scopes: ('read' | 'write' | 'compact')[];
      /** @description an ISO 8601 instant */
      createdAt: string;
      expiresAt: string | null;
      revokedAt: string | null;
    };
    CreatedApiKey: {
      /** @description the public id (the ck_<id>_ part of the key) */
      id: string;
      tenantId: string;
      name: string | null;
      scopes: ('read' | 'write' | 'compact')[];
      /** @description an ISO 8601 instant */
      createdAt: string;
      expiresAt: string | null;
      revokedAt: string | null;
      /** @description the whole key: shown only in this response */
      secret: string;
    };
    ApiKeyList: {
      keys: components['schemas']['ApiKey'][];
    };
    PurgeResult: {
      /** @description an ISO 8601 instant */
      deletedBefore: string;
      purged: {
        sessionId: string;
        events: number;
      }[];
    };
    AdminAudit: {
      events: {
        id: number;
        /** @description an ISO 8601 instant */
        at: string;
        /** @description who: the operator key */
        operatorKeyId: string;
        /** @description what: tenant.create, key.revoke, tenant.settings.replace, sessions.purge, … */
        action: string;
        tenantId: string | null;
        target: string | null;
        details: {
          [key: string]: unknown;
        };
      }[];
      nextBefore: number | null;
    };
    SessionDeletion: {
      sessionId: string;
      /** @description the seq of the session_deleted event */
      seq: number;
      /** @description the run id of the compaction the deletion cancelled */
      cancelledCompaction: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
    };
  };
  ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  metrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listSessions: {
    parameters: {
      query?: {
        limit?: number;
        /** @description nextCursor of the previous page, as given (opaque base64url) */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionPage'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description client-chosen session id (default: a UUID) */
          id?: string;
          /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
          model?: string;
          cwd?: string;
          settings?: {
            /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
            model?: string;
            /** @description start threshold / overflow / incomplete compactions from appends (default false) */
            autoCompaction?: boolean;
            compaction?: {
              /** @description false: no compaction for any trigger, manual included (default true) */
              enabled?: boolean;
              /**
               * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
               * @enum {string}
               */
              strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
              /** @description ≤0: reserve-based threshold; else a percentage of the window */
              thresholdPercent?: number;
              /** @description >0 wins over thresholdPercent */
              thresholdTokens?: number;
              reserveTokens?: number;
              keepRecentTokens?: number;
              /** @description overrides the model catalog's context window */
              contextWindow?: number;
              contextPromotion?: boolean;
              /**
               * Format: uri
               * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
               */
              remoteEndpoint?: string;
              /** @description compact while the session sits idle (default false) */
              idleEnabled?: boolean;
              /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
              idleThresholdTokens?: number;
              /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
              idleTimeoutSeconds?: number;
              /** @description overrides the provider's prompt-cache lifetime for this model */
              promptCacheSeconds?: number;
              /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
              supersedeReads?: boolean;
              /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
              dropUseless?: boolean;
              /**
               * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
               * @enum {string}
               */
              qualityGate?: 'off' | 'check' | 'enforce';
              /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
              qualityGateModel?: string;
              /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
              autoContinue?: boolean;
              /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
              asyncEnabled?: boolean;
            };
            spend?: {
              /** @description provider input + output tokens of this UTC calendar month's compactions */
              monthlyTokenBudget?: number;
              /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
              monthlyCostBudgetUsd?: number;
              /**
               * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
               * @enum {string}
               */
              onBudgetExceeded?: 'refuse' | 'pass-on';
              /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
              loopGuardCompactions?: number;
              /** @description the loop guard window (default 600) */
              loopGuardWindowSeconds?: number;
            };
            summarizer?: {
              /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
              model?: string;
              /**
               * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
               * @enum {string}
               */
              reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
              /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
              maxSummaryTokens?: number;
            };
            prompts?: {
              /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              summary?: string;
              /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              updateSummary?: string;
              /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
              turnPrefix?: string;
              /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
              branchSummary?: string;
              /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
              handoff?: string;
              /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
              instructions?: string;
            };
            proposals?: {
              /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
              ttlSeconds?: number;
            };
          };
          agentConfig?: components['schemas']['AgentConfigInput'];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  importSession: {
    parameters: {
      query?: {
        id?: string;
        format?: 'native' | 'claude-code' | 'codex';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-ndjson': string;
        'application/jsonl': string;
        'application/x-jsonlines': string;
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSession: {
    parameters: {
      query?: {
        /** @description why, kept on the session_deleted event */
        reason?: string;
      };
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDeletion'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  replaceSessionSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
          model?: string;
          /** @description start threshold / overflow / incomplete compactions from appends (default false) */
          autoCompaction?: boolean;
          compaction?: {
            /** @description false: no compaction for any trigger, manual included (default true) */
            enabled?: boolean;
            /**
             * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
             * @enum {string}
             */
            strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
            /** @description ≤0: reserve-based threshold; else a percentage of the window */
            thresholdPercent?: number;
            /** @description >0 wins over thresholdPercent */
            thresholdTokens?: number;
            reserveTokens?: number;
            keepRecentTokens?: number;
            /** @description overrides the model catalog's context window */
            contextWindow?: number;
            contextPromotion?: boolean;
            /**
             * Format: uri
             * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
             */
            remoteEndpoint?: string;
            /** @description compact while the session sits idle (default false) */
            idleEnabled?: boolean;
            /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
            idleThresholdTokens?: number;
            /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
            idleTimeoutSeconds?: number;
            /** @description overrides the provider's prompt-cache lifetime for this model */
            promptCacheSeconds?: number;
            /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
            supersedeReads?: boolean;
            /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
            dropUseless?: boolean;
            /**
             * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
             * @enum {string}
             */
            qualityGate?: 'off' | 'check' | 'enforce';
            /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
            qualityGateModel?: string;
            /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
            autoContinue?: boolean;
            /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
            asyncEnabled?: boolean;
          };
          spend?: {
            /** @description provider input + output tokens of this UTC calendar month's compactions */
            monthlyTokenBudget?: number;
            /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
            monthlyCostBudgetUsd?: number;
            /**
             * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
             * @enum {string}
             */
            onBudgetExceeded?: 'refuse' | 'pass-on';
            /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
            loopGuardCompactions?: number;
            /** @description the loop guard window (default 600) */
            loopGuardWindowSeconds?: number;
          };
          summarizer?: {
            /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
            model?: string;
            /**
             * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
             * @enum {string}
             */
            reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
            /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
            maxSummaryTokens?: number;
          };
          prompts?: {
            /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
            summary?: string;
            /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
            updateSummary?: string;
            /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
            turnPrefix?: string;
            /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
            branchSummary?: string;
            /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
            handoff?: string;
            /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
            instructions?: string;
          };
          proposals?: {
            /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
            ttlSeconds?: number;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAgentConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            systemPrompt: string;
            tools: {
              name: string;
              description: string;
              parameters: {
                [key: string]: unknown;
              };
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  replaceAgentConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgentConfigInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredAgentConfig'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  appendEntries: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
        'if-match'?: string;
      };
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entries: components['schemas']['SessionEntryInput'][];
          /** @description alternative to If-Match: "<seq>" */
          expectedSeq?: number;
          /** @description alternative to If-Match: "leaf:<id>" */
          expectedLeaf?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppendResult'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppendResult'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getContext: {
    parameters: {
      query?: {
        /** @description snapcompact frames as base64 or as frame URLs */
        images?: 'inline' | 'url';
        /** @description native: AgentMessage[]; a provider format: the request fragment of that SDK (docs/formats.md) */
        format?: 'native' | 'openai-chat' | 'openai-responses' | 'anthropic' | 'gemini';
        /** @description a provider format: the model the request goes to (thinking and signatures go back only to the model that made them); default: the session's model when the format's API serves its provider */
        model?: string;
      };
      header?: {
        /** @description a previous read's ETag: 304 while it is current */
        'if-none-match'?: string;
      };
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['Context']
            | components['schemas']['AnthropicContext']
            | components['schemas']['OpenAiChatContext']
            | components['schemas']['OpenAiResponsesContext']
            | components['schemas']['GeminiContext'];
        };
      };
      /** @description not modified: the If-None-Match ETag is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTranscript: {
    parameters: {
      query?: {
        /** @description snapcompact frames as base64 or as frame URLs */
        images?: 'inline' | 'url';
      };
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Context'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTree: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tree'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  navigate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @description the new leaf */
              entryId: string;
              /** @description the leaf the client expects; else 409 */
              expectedLeaf?: string | null;
              /** @description summarize the abandoned branch into a branch_summary entry */
              summarize?: boolean;
              /** @description replaces the branch-summary prompt; implies summarize */
              instructions?: string;
            }
          | {
              /** @description null makes the next append a new root (nothing is summarized) */
              entryId: null;
              /** @description the leaf the client expects; else 409 */
              expectedLeaf?: string | null;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NavigateResult'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  appendTurn: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
        'if-match'?: string;
      };
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TurnInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppendResult'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppendResult'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCompactions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompactionHistory'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  startCompaction: {
    parameters: {
      query?: {
        /** @description seconds to wait for the result; 0 answers 202 at once */
        wait?: number;
      };
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default manual
           * @enum {string}
           */
          trigger?: 'manual' | 'overflow' | 'incomplete' | 'threshold' | 'idle';
          instructions?: string;
          /**
           * @description off: no compaction (the run answers outcome skipped, reason disabled); handoff: continue in a new linked session
           * @enum {string}
           */
          strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
          /** @description the session's active model (default: the session setting) */
          model?: string;
          /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
          summaryModel?: string;
          settings?: {
            /** @description false: no compaction for any trigger, manual included (default true) */
            enabled?: boolean;
            /**
             * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
             * @enum {string}
             */
            strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
            /** @description ≤0: reserve-based threshold; else a percentage of the window */
            thresholdPercent?: number;
            /** @description >0 wins over thresholdPercent */
            thresholdTokens?: number;
            reserveTokens?: number;
            keepRecentTokens?: number;
            /** @description overrides the model catalog's context window */
            contextWindow?: number;
            contextPromotion?: boolean;
            /**
             * Format: uri
             * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
             */
            remoteEndpoint?: string;
            /** @description compact while the session sits idle (default false) */
            idleEnabled?: boolean;
            /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
            idleThresholdTokens?: number;
            /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
            idleTimeoutSeconds?: number;
            /** @description overrides the provider's prompt-cache lifetime for this model */
            promptCacheSeconds?: number;
            /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
            supersedeReads?: boolean;
            /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
            dropUseless?: boolean;
            /**
             * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
             * @enum {string}
             */
            qualityGate?: 'off' | 'check' | 'enforce';
            /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
            qualityGateModel?: string;
            /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
            autoContinue?: boolean;
            /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
            asyncEnabled?: boolean;
          };
          /**
           * @description propose: run up to the commit and hold the result for approve or reject (docs/host-control.md)
           * @default commit
           * @enum {string}
           */
          mode?: 'commit' | 'propose';
          /** @description mode propose: overrides the proposals.ttlSeconds setting */
          proposalTtlSeconds?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Compaction'];
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartedCompaction'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCompaction: {
    parameters: {
      query?: {
        /** @description seconds to wait for the result; 0 answers 202 at once */
        wait?: number;
      };
      header?: never;
      path: {
        sessionId: string;
        /** @description the run id a start answered */
        compactionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Compaction'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  replayCompactions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Replay'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  revertCompaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
        /** @description the run id a start answered */
        compactionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description why the host undid the compaction; kept on the event */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevertedCompaction'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  approveCompaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
        /** @description the run id a start answered */
        compactionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description why the host approved it; kept on the audit row */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Compaction'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  rejectCompaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
        /** @description the run id a start answered */
        compactionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description why the host rejected it; kept on the audit row */
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Compaction'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsage: {
    parameters: {
      query?: {
        /** @description only the calls made for this session */
        sessionId?: string;
        /** @description calls recorded at or after this instant */
        from?: string;
        /** @description calls recorded before this instant */
        to?: string;
        /** @description what `groups` is split by: the model (default), the session, or the UTC day (YYYY-MM-DD) */
        groupBy?: 'model' | 'session' | 'day';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Usage'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSpendGuard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpendGuard'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLatestEval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionEval'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFrame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sha256: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PNG bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdleSchedules'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSessionAudit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionAudit'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSessionPath: {
    parameters: {
      query?: {
        offset?: number;
        limit?: number;
      };
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranscriptPage'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getServerInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerInfo'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminListTenants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantList'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminCreateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          name?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminGetTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminDisableTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminEnableTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminListKeys: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminCreateKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description default: read, write and compact */
          scopes?: ('read' | 'write' | 'compact')[];
          expiresInSeconds?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKey'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminRevokeKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminGetTenantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
            model?: string;
            /** @description start threshold / overflow / incomplete compactions from appends (default false) */
            autoCompaction?: boolean;
            compaction?: {
              /** @description false: no compaction for any trigger, manual included (default true) */
              enabled?: boolean;
              /**
               * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
               * @enum {string}
               */
              strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
              /** @description ≤0: reserve-based threshold; else a percentage of the window */
              thresholdPercent?: number;
              /** @description >0 wins over thresholdPercent */
              thresholdTokens?: number;
              reserveTokens?: number;
              keepRecentTokens?: number;
              /** @description overrides the model catalog's context window */
              contextWindow?: number;
              contextPromotion?: boolean;
              /**
               * Format: uri
               * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
               */
              remoteEndpoint?: string;
              /** @description compact while the session sits idle (default false) */
              idleEnabled?: boolean;
              /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
              idleThresholdTokens?: number;
              /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
              idleTimeoutSeconds?: number;
              /** @description overrides the provider's prompt-cache lifetime for this model */
              promptCacheSeconds?: number;
              /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
              supersedeReads?: boolean;
              /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
              dropUseless?: boolean;
              /**
               * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
               * @enum {string}
               */
              qualityGate?: 'off' | 'check' | 'enforce';
              /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
              qualityGateModel?: string;
              /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
              autoContinue?: boolean;
              /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
              asyncEnabled?: boolean;
            };
            spend?: {
              /** @description provider input + output tokens of this UTC calendar month's compactions */
              monthlyTokenBudget?: number;
              /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
              monthlyCostBudgetUsd?: number;
              /**
               * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
               * @enum {string}
               */
              onBudgetExceeded?: 'refuse' | 'pass-on';
              /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
              loopGuardCompactions?: number;
              /** @description the loop guard window (default 600) */
              loopGuardWindowSeconds?: number;
            };
            summarizer?: {
              /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
              model?: string;
              /**
               * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
               * @enum {string}
               */
              reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
              /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
              maxSummaryTokens?: number;
            };
            prompts?: {
              /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              summary?: string;
              /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              updateSummary?: string;
              /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
              turnPrefix?: string;
              /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
              branchSummary?: string;
              /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
              handoff?: string;
              /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
              instructions?: string;
            };
            proposals?: {
              /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
              ttlSeconds?: number;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminReplaceTenantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
          model?: string;
          /** @description start threshold / overflow / incomplete compactions from appends (default false) */
          autoCompaction?: boolean;
          compaction?: {
            /** @description false: no compaction for any trigger, manual included (default true) */
            enabled?: boolean;
            /**
             * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
             * @enum {string}
             */
            strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
            /** @description ≤0: reserve-based threshold; else a percentage of the window */
            thresholdPercent?: number;
            /** @description >0 wins over thresholdPercent */
            thresholdTokens?: number;
            reserveTokens?: number;
            keepRecentTokens?: number;
            /** @description overrides the model catalog's context window */
            contextWindow?: number;
            contextPromotion?: boolean;
            /**
             * Format: uri
             * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
             */
            remoteEndpoint?: string;
            /** @description compact while the session sits idle (default false) */
            idleEnabled?: boolean;
            /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
            idleThresholdTokens?: number;
            /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
            idleTimeoutSeconds?: number;
            /** @description overrides the provider's prompt-cache lifetime for this model */
            promptCacheSeconds?: number;
            /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
            supersedeReads?: boolean;
            /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
            dropUseless?: boolean;
            /**
             * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
             * @enum {string}
             */
            qualityGate?: 'off' | 'check' | 'enforce';
            /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
            qualityGateModel?: string;
            /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
            autoContinue?: boolean;
            /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
            asyncEnabled?: boolean;
          };
          spend?: {
            /** @description provider input + output tokens of this UTC calendar month's compactions */
            monthlyTokenBudget?: number;
            /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
            monthlyCostBudgetUsd?: number;
            /**
             * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
             * @enum {string}
             */
            onBudgetExceeded?: 'refuse' | 'pass-on';
            /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
            loopGuardCompactions?: number;
            /** @description the loop guard window (default 600) */
            loopGuardWindowSeconds?: number;
          };
          summarizer?: {
            /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
            model?: string;
            /**
             * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
             * @enum {string}
             */
            reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
            /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
            maxSummaryTokens?: number;
          };
          prompts?: {
            /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
            summary?: string;
            /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
            updateSummary?: string;
            /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
            turnPrefix?: string;
            /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
            branchSummary?: string;
            /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
            handoff?: string;
            /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
            instructions?: string;
          };
          proposals?: {
            /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
            ttlSeconds?: number;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description a model as provider/id, e.g. anthropic/claude-sonnet-4-5 */
            model?: string;
            /** @description start threshold / overflow / incomplete compactions from appends (default false) */
            autoCompaction?: boolean;
            compaction?: {
              /** @description false: no compaction for any trigger, manual included (default true) */
              enabled?: boolean;
              /**
               * @description off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session
               * @enum {string}
               */
              strategy?: 'context-full' | 'snapcompact' | 'handoff' | 'off';
              /** @description ≤0: reserve-based threshold; else a percentage of the window */
              thresholdPercent?: number;
              /** @description >0 wins over thresholdPercent */
              thresholdTokens?: number;
              reserveTokens?: number;
              keepRecentTokens?: number;
              /** @description overrides the model catalog's context window */
              contextWindow?: number;
              contextPromotion?: boolean;
              /**
               * Format: uri
               * @description generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first
               */
              remoteEndpoint?: string;
              /** @description compact while the session sits idle (default false) */
              idleEnabled?: boolean;
              /** @description idle compaction needs at least this many context tokens (default 200000; 0 disables idle) */
              idleThresholdTokens?: number;
              /** @description idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60) */
              idleTimeoutSeconds?: number;
              /** @description overrides the provider's prompt-cache lifetime for this model */
              promptCacheSeconds?: number;
              /** @description blank a read result once a newer read of the same file follows it, on append (default true) */
              supersedeReads?: boolean;
              /** @description blank results their tool flagged useless (no matches, nothing new), on append (default true) */
              dropUseless?: boolean;
              /**
               * @description deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check
               * @enum {string}
               */
              qualityGate?: 'off' | 'check' | 'enforce';
              /** @description a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit */
              qualityGateModel?: string;
              /** @description a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true) */
              autoContinue?: boolean;
              /** @description summarize in the background once the context is within the lead below the threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs autoCompaction) */
              asyncEnabled?: boolean;
            };
            spend?: {
              /** @description provider input + output tokens of this UTC calendar month's compactions */
              monthlyTokenBudget?: number;
              /** @description estimated US dollars of this UTC calendar month's compactions, at the server's price table */
              monthlyCostBudgetUsd?: number;
              /**
               * @description refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
               * @enum {string}
               */
              onBudgetExceeded?: 'refuse' | 'pass-on';
              /** @description more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off) */
              loopGuardCompactions?: number;
              /** @description the loop guard window (default 600) */
              loopGuardWindowSeconds?: number;
            };
            summarizer?: {
              /** @description the summarizer, a catalog model as provider/id; an explicit request model still wins */
              model?: string;
              /**
               * @description the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default: the session's thinking level
               * @enum {string}
               */
              reasoningEffort?: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
              /** @description output cap of the summary and handoff calls (turn prefix and branch summary: at most this) */
              maxSummaryTokens?: number;
            };
            prompts?: {
              /** @description replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              summary?: string;
              /** @description replaces the built-in update summary prompt; placeholders: {{maxTokens}}, {{focus}} */
              updateSummary?: string;
              /** @description replaces the built-in turn prefix prompt; placeholders: {{maxTokens}} */
              turnPrefix?: string;
              /** @description replaces the built-in branch summary prompt; placeholders: {{maxTokens}} */
              branchSummary?: string;
              /** @description replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}} */
              handoff?: string;
              /** @description appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one) */
              instructions?: string;
            };
            proposals?: {
              /** @description seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h) */
              ttlSeconds?: number;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminTenantUsage: {
    parameters: {
      query?: {
        /** @description only the calls made for this session */
        sessionId?: string;
        /** @description calls recorded at or after this instant */
        from?: string;
        /** @description calls recorded before this instant */
        to?: string;
        /** @description what `groups` is split by: the model (default), the session, or the UTC day (YYYY-MM-DD) */
        groupBy?: 'model' | 'session' | 'day';
      };
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Usage'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminPurgeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description sessions deleted longer ago than this are removed */
          olderThanSeconds: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurgeResult'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description a path parameter is over-long */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description the body is not of a media type the route takes */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  adminAudit: {
    parameters: {
      query?: {
        tenantId?: string;
        /** @description nextBefore of the previous page */
        before?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAudit'];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
