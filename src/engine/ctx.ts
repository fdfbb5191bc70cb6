// The step context: a working copy of the state and the step's log. A step (a province's resolution,
// turning an event card) is a generator that yields each decision it needs and is resumed with the
// answer (R-D*): the reducer keeps a suspended step and resumes it with the next `decide`, or, when it
// no longer has it (another copy of the state, a rejected answer), re-runs it from its start with the
// recorded answers. Either way the step sees the same answers in the same order.
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

/** A running step: yields a decision, resumed with its answer; returns T when done. */
export type Step<T = void> = Generator<Decision, T, DecisionAnswer>;

/** A phase of a step over its frame `F`: does what needs no answer and returns null, or returns the generator that asks and finishes the phase. */
export type Phase<F> = (ctx: Ctx, f: F) => Step | null;

/** The rest of a step once phase `g` must ask: `g`, then `phases` from index `from` (each may ask too). */
export function* restOfPhases<F>(ctx: Ctx, f: F, g: Step, phases: readonly Phase<F>[], from: number): Step {
  yield* g;
  for (let i = from; i < phases.length; i++) {
    const h = (phases[i] as Phase<F>)(ctx, f);
    if (h) yield* h;
  }
}

/** A running step's working state and log. */
export interface Ctx {
  s: PublicState;
  log: LogEntry[];
  /** Where this step's entries start in `log` (moves merge only within the step). */
  base: number;
  /** The last move entry this step logged (compared by identity: entries are of many shapes). */
  lastMove: MoveEntry | null;
}

/** A `move` log entry. */
type MoveEntry = Extract<LogEntry, { kind: 'move' }>;

/** A step context over working state `s`, logging into `log`. */
export function newCtx(s: PublicState, log: LogEntry[]): Ctx {
  return { s, log, base: log.length, lastMove: null };
}

/** Check a recorded answer against the decision it answers (a re-run step); throws Reject. */
export function checkAnswer(d: Decision, a: DecisionAnswer): DecisionAnswer {
  if (a.player !== d.player) throw new Reject('R-D/wrong-player', `decision is ${d.player}'s`, 'player');
  if (!d.options.includes(a.choice)) throw illegalChoice(d, a.choice);
  return a;
}

/** The rejection of an answer that is not one of the decision's options (R-W12: head-start is never War Chariot's extra warlord). */
export function illegalChoice(d: Decision, choice: unknown): Reject {
  if (d.kind === 'extraWarlord' && choice === 'head-start')
    return new Reject(
      'R-W12/head-start',
      "head-start cannot be War Chariot's extra warlord: its moment, setup, has passed",
      'choice',
    );
  return new Reject(
    'R-D/illegal-choice',
    `${String(choice)} is not one of ${d.options.join(', ')}`,
    'choice',
  );
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
  const last = ctx.lastMove;
  if (
    last !== null &&
    ctx.log.length > ctx.base &&
    ctx.log[ctx.log.length - 1] === last &&
    last.player === player &&
    last.from === from &&
    last.to === to &&
    last.reason === reason &&
    (box === undefined ? last.box === undefined : last.box !== undefined && last.box === box)
  ) {
    last.count += count;
    return;
  }
  const e: MoveEntry = { kind: 'move', player, count, from, to, reason };
  if (box) e.box = box;
  ctx.log.push(e);
  ctx.lastMove = e;
}
