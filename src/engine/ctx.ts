// The step context: a working copy of the state, the step's log, and the recorded answers that
// the step consumes in order. A missing answer suspends the step with a pending decision (R-D*):
// `ask` returns null, the step returns at once, and its working copy is dropped.
import type {
  Decision,
  DecisionAnswer,
  LogEntry,
  Location,
  MoveReason,
  Player,
  ProvinceId,
  PublicState,
} from './types';

/** Thrown (as a value, never to callers) for bad input; applyAction turns it into a Rejection. */
export class Reject {
  constructor(
    public code: string,
    public message?: string,
    public field?: string,
  ) {}
}

/** A running step. */
export interface Ctx {
  s: PublicState;
  log: LogEntry[];
  answers: readonly DecisionAnswer[];
  pos: number;
  /** Where this step's entries start in `log` (moves merge only within the step). */
  base: number;
  /** The first decision without a recorded answer; once set, every later ask returns null too. */
  suspended: Decision | null;
}

/** A step context over working state `s` with the recorded `answers`. */
export function newCtx(s: PublicState, log: LogEntry[], answers: readonly DecisionAnswer[]): Ctx {
  return { s, log, answers, pos: 0, base: log.length, suspended: null };
}

/** Ask a decision: the recorded answer, or null (the step suspends: callers return at once). Only asked when there is a real choice. */
export function ask(ctx: Ctx, d: Decision): DecisionAnswer | null {
  const a = ctx.answers[ctx.pos];
  if (!a) {
    if (!ctx.suspended) ctx.suspended = d;
    return null;
  }
  if (a.player !== d.player) throw new Reject('R-D/wrong-player', `decision is ${d.player}'s`, 'player');
  if (!d.options.includes(a.choice))
    throw new Reject('R-D/illegal-choice', `${a.choice} is not one of ${d.options.join(', ')}`, 'choice');
  ctx.pos++;
  return a;
}

/** Append a move log entry, merging with the previous identical one. */
export function logMove(
  ctx: Ctx,
  player: Player,
  count: number,
  from: Location,
  to: Location,
  reason: MoveReason,
  box?: ProvinceId,
): void {
  if (count <= 0) return;
  const last = ctx.log.length > ctx.base ? ctx.log[ctx.log.length - 1] : undefined;
  if (
    last &&
    last.kind === 'move' &&
    last.player === player &&
    last.from === from &&
    last.to === to &&
    last.reason === reason &&
    last.box === box
  ) {
    last.count += count;
    return;
  }
  const e: LogEntry = { kind: 'move', player, count, from, to, reason };
  if (box) e.box = box;
  ctx.log.push(e);
}
