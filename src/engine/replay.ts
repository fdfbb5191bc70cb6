// Replaying a record: the state is the fold of applyAction over the actions.
import { applyAction, createGame } from './reducer';
import type { GameRecord, LogEntry, PublicState, Rejection } from './types';

/** Result of a replay. */
export type ReplayResult =
  | { ok: true; state: PublicState; log: LogEntry[] }
  | { ok: false; rejection: Rejection; index: number; state: PublicState | null };

/** Replay a record from its setup; stops at the first rejected action (index -1 = bad setup). */
export function replay(record: GameRecord, keepLog = true): ReplayResult {
  const c = createGame(record.setup);
  if (!c.ok) return { ok: false, rejection: c.rejection, index: -1, state: null };
  let s = c.state;
  const log: LogEntry[] = keepLog ? c.log.slice() : [];
  for (let i = 0; i < record.actions.length; i++) {
    const a = record.actions[i];
    if (!a) continue;
    const r = applyAction(s, a);
    if (!r.ok) return { ok: false, rejection: r.rejection, index: i, state: s };
    s = r.state;
    if (keepLog) for (const e of r.log) log.push(e);
  }
  return { ok: true, state: s, log };
}
