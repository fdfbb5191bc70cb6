// The verified record only grows: property tests. Sessions at every step of random complete
// games take random sequences of repair codes (of any point of any game), replays of old messages,
// relabelled codes (sequence number, round, fingerprint changed) and truncated records; a session's
// verified record never changes except by growing, nothing throws, and what a phone holds for the
// exchange in progress survives every repair that does not complete that exchange.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action } from '../../src/engine/index';
import { actionBytes } from '../../src/protocol/session';
import { exchangesInRecord } from '../../src/protocol/record-facts';
import type { Message, Resync } from '../../src/protocol/messages';
import {
  RULES_ENGINE,
  receive,
  replaceFromResync,
  resyncOf,
  stateTag,
  type Session,
} from '../../src/protocol/session';
import { playLockstep } from './driver';

/** Sessions at every step of four random complete games, and every message that went over the wire. */
const snapshots: Session[] = [];
const messages: Message[] = [];
for (let seed = 31; seed <= 34; seed++) {
  playLockstep(seed, { texts: 0, maxChars: 0, onMessage: (m) => messages.push(m) }, (table, guest) =>
    snapshots.push(table, guest),
  );
}
const resyncs: Resync[] = snapshots.map(resyncOf);

const sameAction = (a: Action, b: Action): boolean => {
  const x = actionBytes(a);
  const y = actionBytes(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};
/** True when record `a` is a prefix of record `b`. */
const isPrefix = (a: readonly Action[], b: readonly Action[]): boolean =>
  a.length <= b.length && a.every((x, i) => sameAction(x, b[i] as Action));

/** A record labelled as an honest phone would label it: seq from its round records, its round and fingerprint. */
function honestlyLabelled(m: Resync, actions: readonly Action[]): Resync {
  const c = RULES_ENGINE.createGame(m.setup);
  if (!c.ok) return { ...m, actions: [...actions] };
  let state = c.state;
  for (const a of actions) {
    const r = RULES_ENGINE.applyAction(state, a);
    if (!r.ok) return { ...m, actions: [...actions] };
    state = r.state;
  }
  return {
    ...m,
    actions: [...actions],
    header: {
      ...m.header,
      seq: 3 * exchangesInRecord(actions, m.table),
      round: Math.min(15, state.round),
      fingerprint: stateTag(RULES_ENGINE, state),
    },
  };
}

/** The length of the record's prefix made of the rounds this phone has verified (round records): 0 before any. */
function verifiedRoundsEnd(s: Session): number {
  if (s.synced.exchanges === 0) return 0;
  const c = RULES_ENGINE.createGame(s.setup);
  if (!c.ok) throw new Error(c.rejection.code);
  let state = c.state;
  for (const [i, a] of s.synced.actions.entries()) {
    if (state.round > s.synced.exchanges) return i;
    const r = RULES_ENGINE.applyAction(state, a);
    if (!r.ok) throw new Error(r.rejection.code);
    state = r.state;
  }
  return s.synced.actions.length;
}

/** True when this phone holds something sealed for the round in progress (guest: commitment or own; table: sealed). */
const holdsSeal = (s: Session): boolean =>
  s.role === 'table' ? s.sealed !== null : s.commitment !== null || s.own !== null;

/** One thing done to a phone: a scan of some code, as it came or as a cheating player changed it. */
type Op =
  | { kind: 'replay'; i: number }
  | { kind: 'resync'; i: number }
  | {
      kind: 'relabel';
      i: number;
      seq: number | 'current' | 'next' | 'keep';
      round: number | 'mine' | 'keep';
      fingerprint: number | 'mine' | 'keep';
    }
  | { kind: 'truncate'; i: number; keep: number; honest: boolean };

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('replay' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('resync' as const), i: fc.nat() }),
  fc.record({
    kind: fc.constant('relabel' as const),
    i: fc.nat(),
    seq: fc.oneof(
      fc.integer({ min: 0, max: 63 }),
      fc.constantFrom('current' as const, 'next' as const, 'keep' as const),
    ),
    round: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.constantFrom('mine' as const, 'keep' as const)),
    fingerprint: fc.oneof(fc.nat(), fc.constantFrom('mine' as const, 'keep' as const)),
  }),
  fc.record({ kind: fc.constant('truncate' as const), i: fc.nat(), keep: fc.nat(), honest: fc.boolean() }),
);

/** The code an op scans into the phone `s`. */
function codeOf(op: Op, s: Session): Message {
  const pool: Message[] = [...messages, ...resyncs];
  switch (op.kind) {
    case 'replay':
      return messages[op.i % messages.length]!;
    case 'resync':
      return resyncs[op.i % resyncs.length]!;
    case 'relabel': {
      const m = pool[op.i % pool.length]!;
      const exchanges = s.synced.exchanges;
      const seq =
        op.seq === 'keep'
          ? m.header.seq
          : op.seq === 'current'
            ? 3 * exchanges
            : op.seq === 'next'
              ? 3 * exchanges + 3
              : op.seq;
      const round =
        op.round === 'keep' ? m.header.round : op.round === 'mine' ? s.synced.state.round : op.round;
      const fingerprint =
        op.fingerprint === 'keep'
          ? m.header.fingerprint
          : op.fingerprint === 'mine'
            ? s.synced.tag
            : op.fingerprint >>> 0;
      return { ...m, header: { ...m.header, seq, round, fingerprint } } as Message;
    }
    case 'truncate': {
      const m = resyncs[op.i % resyncs.length]!;
      const actions = m.actions.slice(0, op.keep % (m.actions.length + 1));
      return op.honest ? honestlyLabelled(m, actions) : { ...m, actions };
    }
  }
}

/** The other phone's repair codes of this phone's own game at any point of it (older, the same or newer). */
function sameGameResync(i: number, s: Session): Message {
  const ofGame = resyncs.filter((m) => m.header.gameId === s.gameId && m.header.sender !== s.me);
  return ofGame[i % ofGame.length] ?? resyncs[i % resyncs.length]!;
}

/** An op of the property tests, or a resync of the phone's own game from the other phone. */
const arbReplaceOp: fc.Arbitrary<Op | { same: number }> = fc.oneof(arbOp, fc.record({ same: fc.nat() }));

describe('the verified record only grows (property tests)', () => {
  it('random repair codes, replays, relabelled and truncated records never shrink or rewrite a verified record, and never throw', () => {
    expect(snapshots.length).toBeGreaterThan(100);
    let accepted = 0;
    let extended = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(arbOp, { minLength: 1, maxLength: 8 }), (start, ops) => {
        let s = snapshots[start % snapshots.length]!;
        for (const op of ops) {
          const code = codeOf(op, s);
          let result: ReturnType<typeof receive<Session>> | undefined;
          expect(() => {
            result = receive(s, code);
          }).not.toThrow();
          if (!result) return;
          if (!result.ok) {
            expect(result.key).toMatch(/^protocol\//);
            continue;
          }
          const next = result.session;
          accepted++;
          // The record only grows: what was verified is a prefix of what is verified now.
          expect(isPrefix(s.synced.actions, next.synced.actions)).toBe(true);
          expect(next.synced.exchanges).toBe(exchangesInRecord(next.synced.actions, next.table));
          if (next.synced.actions.length > s.synced.actions.length) extended++;
          // Within the same exchange, what this phone holds for it survives.
          if (code.type === 'resync' && next.synced.exchanges === s.synced.exchanges) {
            if (s.role === 'guest' && next.role === 'guest') {
              expect(next.commitment).toEqual(s.commitment);
              expect(next.own).toEqual(s.own);
              expect(next.before).toEqual(s.before);
            }
            if (s.role === 'table' && next.role === 'table') {
              expect(next.sealed).toEqual(s.sealed);
              expect(next.received).toEqual(s.received);
              expect(next.items).toEqual(s.items);
            }
          }
          s = next;
        }
      }),
      { numRuns: 400, seed: 19 },
    );
    // The properties were exercised on accepted scans too, some of which grew a record.
    expect(accepted).toBeGreaterThan(20);
    expect(extended).toBeGreaterThan(5);
  });

  it('a replacement on the player’s word never changes a sealed or verified round, and never throws', () => {
    let replaced = 0;
    let redo = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(arbReplaceOp, { minLength: 1, maxLength: 6 }), (start, ops) => {
        let s = snapshots[start % snapshots.length]!;
        for (const op of ops) {
          const code = 'same' in op ? sameGameResync(op.same, s) : codeOf(op, s);
          let result: ReturnType<typeof replaceFromResync<Session>> | undefined;
          expect(() => {
            result = replaceFromResync(s, code);
          }).not.toThrow();
          if (!result) return;
          if (!result.ok) {
            expect(result.key).toMatch(/^protocol\//);
            if (result.key === 'protocol/would-redo-round') redo++;
            continue;
          }
          replaced++;
          // Nothing sealed on this phone, and every verified round stays as it was.
          expect(holdsSeal(s)).toBe(false);
          const kept = s.synced.actions.slice(0, verifiedRoundsEnd(s));
          expect(isPrefix(kept, result.session.synced.actions)).toBe(true);
          expect(result.session.synced.exchanges).toBeGreaterThanOrEqual(s.synced.exchanges);
          s = result.session;
        }
      }),
      { numRuns: 300, seed: 38 },
    );
    // Both sides of the rule were exercised.
    expect(replaced).toBeGreaterThan(10);
    expect(redo).toBeGreaterThan(10);
  });

  it('every snapshot refuses every older honest resync of its own game, and takes no code that rewrites its record', () => {
    let refusedOlder = 0;
    // Every 8th snapshot against every 4th resync (the pairs of one game: about 1,500 scans).
    for (const s of snapshots.filter((_, i) => i % 8 === 0)) {
      for (const m of resyncs.filter((_, i) => i % 4 === 1)) {
        if (m.header.gameId !== s.gameId) continue;
        const r = receive(s, m);
        if (r.ok) expect(isPrefix(s.synced.actions, r.session.synced.actions)).toBe(true);
        else if (m.actions.length < s.synced.actions.length) {
          expect(['protocol/would-drop-history', 'protocol/out-of-order']).toContain(r.key);
          refusedOlder++;
        }
      }
    }
    expect(refusedOlder).toBeGreaterThan(50);
  });
});
