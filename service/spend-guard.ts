/**
 * The spend guards (docs/usage-and-budgets.md): monthly budgets of a tenant's or a session's compactions, and the
 * loop guard on automatic compactions that do not shrink the context (decided by core/compaction/loop-guard.ts).
 * Both are asked where a compaction starts outside the workflow: the automatic trigger of an append (held: the
 * append answers why in `compactionDeferred`) and a manual start (a budget set to refuse answers 429). A budget set
 * to pass on holds nothing here: the run's index activity reads it again and the run passes its provider methods
 * on (store/spend-guard/spent-budget.ts, workflows/methods/over-budget.ts). Every stop,
 * refusal and re-arm is a row of the guards' audit (store/spend-guard/guard-events.ts).
 */
import { DEFAULT_LOOP_GUARD, loopGuardTrips, type LoopGuardKnobs } from '../core/compaction/loop-guard';
import type { SpendSettings } from '../core/session/host-control-settings-schema';
import { secondsToNextMonth } from '../core/usage/budget';
import { DEFAULT_PRICES } from '../core/usage/prices';
import { spentBudget, type SettingLayers } from '../store/spend-guard/spent-budget';
import {
  compactionsSince,
  insertGuardEvent,
  latestGuardEvent,
  selectGuardEvents,
} from '../store/spend-guard/guard-events';
import type { ServiceDeps } from './deps';
import { BudgetExceeded } from './errors';
import { getSession } from './sessions';
import { resolveSettings } from './tenant-settings';

type Ids = { tenantId: string; sessionId: string };
type Deps = Pick<ServiceDeps, 'db' | 'prices' | 'now'>;

const AUTOMATIC = ['threshold', 'overflow', 'incomplete'] as const;
const LOOP_KINDS = ['loop-guard-tripped', 'loop-guard-rearmed'] as const;

/** Why an automatic compaction of the session must not start now, or undefined when it may. */
export async function automaticCompactionHold(
  deps: Deps,
  ids: Ids,
  input: { layers: SettingLayers; contextTokens: number },
): Promise<string | undefined> {
  // Past a budget set to pass on, the compaction starts: its provider methods pass on inside the run.
  const budget = await budgetOf(deps, ids, input.layers);
  if (budget && budget.action !== 'pass-on') return budget.message;
  return loopGuardHold(deps, ids, input);
}

/** A manual compaction past a budget that refuses throws BudgetExceeded (and is audited); else it may start. */
export async function admitManualCompaction(deps: Deps, ids: Ids, layers: SettingLayers): Promise<void> {
  const budget = await budgetOf(deps, ids, layers);
  if (budget?.action === 'refuse') {
    await insertGuardEvent(deps.db, ids, {
      kind: 'budget-exceeded',
      message: budget.message,
      details: { ...budget.details },
    });
    throw new BudgetExceeded(budget.message, secondsToNextMonth(now(deps)));
  }
}

const now = (deps: Deps): number => (deps.now ?? Date.now)();

const budgetOf = (deps: Deps, ids: Ids, layers: SettingLayers) =>
  spentBudget(deps.db, { ids, layers, prices: deps.prices ?? DEFAULT_PRICES, at: now(deps) });

function loopKnobs(spend: SpendSettings | undefined): LoopGuardKnobs {
  return {
    compactions: spend?.loopGuardCompactions ?? DEFAULT_LOOP_GUARD.compactions,
    windowSeconds: spend?.loopGuardWindowSeconds ?? DEFAULT_LOOP_GUARD.windowSeconds,
  };
}

/**
 * The loop guard: holds while its latest trip stands; a manual compaction since the trip or settings other than
 * the ones it tripped under re-arm it (audited), and it counts again from the re-arm.
 */
async function loopGuardHold(
  deps: Deps,
  ids: Ids,
  input: { layers: SettingLayers; contextTokens: number },
): Promise<string | undefined> {
  const settings = JSON.stringify(resolveSettings(input.layers.tenant, input.layers.session));
  const latest = await latestGuardEvent(deps.db, ids, LOOP_KINDS);
  let counting = latest?.at;
  if (latest?.kind === 'loop-guard-tripped') {
    const cause = await rearmCause(deps, ids, latest, settings);
    if (!cause) return latest.message;
    await insertGuardEvent(deps.db, ids, {
      kind: 'loop-guard-rearmed',
      message: `re-armed by ${cause}`,
      details: { cause },
    });
    counting = new Date(now(deps));
  }
  const knobs = loopKnobs(resolveSettings(input.layers.tenant, input.layers.session).spend);
  const windowStart = new Date(now(deps) - knobs.windowSeconds * 1000);
  const since = counting && counting > windowStart ? counting : windowStart;
  const recent = await compactionsSince(deps.db, ids, { since, triggers: AUTOMATIC });
  if (!loopGuardTrips(recent, knobs)) return undefined;
  const message =
    `automatic compaction stopped by the loop guard: the last ${knobs.compactions} automatic compactions in ` +
    `${knobs.windowSeconds} s did not shrink the context (${input.contextTokens} tokens now); ` +
    'a manual compaction or a settings change re-arms it';
  const details = { ...knobs, counted: recent.length, contextTokens: input.contextTokens, settings };
  await insertGuardEvent(deps.db, ids, { kind: 'loop-guard-tripped', message, details });
  return message;
}

async function rearmCause(
  deps: Deps,
  ids: Ids,
  trip: { at: Date; details: Record<string, unknown> },
  settings: string,
) {
  if (trip.details.settings !== settings) return 'a settings change';
  const manual = await compactionsSince(deps.db, ids, { since: trip.at, triggers: ['manual'] });
  return manual.length > 0 ? 'a manual compaction' : undefined;
}

/** The session's guard events, oldest first, and whether the loop guard stops its automatic compactions now. */
export async function spendGuardView(deps: Pick<ServiceDeps, 'db'>, ids: Ids) {
  await getSession(deps.db, ids.tenantId, ids.sessionId);
  const events = (await selectGuardEvents(deps.db, ids)).map((e) => ({ ...e, at: e.at.toISOString() }));
  const loop = events.filter((e) => (LOOP_KINDS as readonly string[]).includes(e.kind)).at(-1);
  const loopGuard: 'armed' | 'stopped' = loop?.kind === 'loop-guard-tripped' ? 'stopped' : 'armed';
  return { loopGuard, events };
}
