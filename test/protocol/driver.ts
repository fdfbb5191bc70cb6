// Lockstep driver: a table phone and a guest phone play a random complete game talking only through the
// QR texts of encoded messages (commitment step included).
import {
  BLUE_WARLORDS,
  CARDS,
  PLAYERS,
  PROVINCES,
  RED_WARLORDS,
  chooser,
  isFramed,
  ownedCount,
  shortWarlordCommitment,
  warlordCommitment,
  type Action,
  type Card,
  type Decision,
  type GameSetup,
  type Orders,
  type Player,
  type ProvinceId,
  type PublicState,
  type WarlordId,
} from '../../src/engine/index';
import { EMPTY_COLLECTOR, collectPart, type PartCollector } from '../../src/protocol/parts';
import { encodeMessage, type Message } from '../../src/protocol/messages';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import {
  createTable,
  guestOrders,
  guestSeal,
  joinGame,
  receive,
  RULES_ENGINE,
  resyncOf,
  restoreFromResync,
  tableRecord,
  tableRoundDone,
  tableRoundRecord,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type TableSession,
} from '../../src/protocol/session';

/** mulberry32 */
export function prng(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Counts of what went over the wire (optionally the byte size of every message by type). */
export interface WireStats {
  texts: number;
  maxChars: number;
  bytes?: Record<string, number[]>;
  onMessage?: (m: Message) => void;
}

/** Shows a message as QR texts and scans them back on the other phone (parts in a shuffled order). */
export function wire(m: Message, r: () => number, stats: WireStats): Message {
  const texts = messageToQrTexts(m);
  stats.texts += texts.length;
  if (stats.bytes) (stats.bytes[m.type] ??= []).push(encodeMessage(m).length);
  stats.onMessage?.(m);
  for (const t of texts) stats.maxChars = Math.max(stats.maxChars, t.length);
  const order = texts.map((t) => ({ t, k: r() })).sort((a, b) => a.k - b.k);
  let c: PartCollector = EMPTY_COLLECTOR;
  for (const { t } of order) {
    const d = readQrText(t);
    if (!d.ok) throw new Error(`scan failed: ${d.key} ${d.detail ?? ''}`);
    if (d.message.type !== 'part') return d.message;
    const res = collectPart(c, d.message);
    if (!res.ok) throw new Error(`parts: ${res.key}`);
    if (res.done) return res.message;
    c = res.collector;
  }
  throw new Error('parts incomplete');
}

/** Copies of a card out of the game for a player. */
const goneCount = (s: PublicState, p: Player, c: Card): number =>
  s.players[p].out.filter((x) => x === c).length;

interface Held {
  id: WarlordId;
  salt: string;
}

/** Plays one game; returns the number of rounds, the final sessions and message stats. */
export function playLockstep(
  seed: number,
  stats: WireStats = { texts: 0, maxChars: 0 },
  /** Called with both phones' sessions after every step of an exchange (snapshots for property tests). */
  onStep?: (table: TableSession, guest: GuestSession) => void,
): {
  rounds: number;
  table: TableSession;
  guest: GuestSession;
  stats: WireStats;
  over: boolean;
} {
  const r = prng(seed);
  const int = (n: number): number => r() % n;
  const chance = (pct: number): boolean => r() % 100 < pct;
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const hex = (n: number): string => Array.from({ length: n }, () => (r() % 16).toString(16)).join('');
  const rand = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => r() & 255);

  const variant = chance(80) ? 'standard' : 'beginner';
  const row = (): [number, number, number] => [int(10), int(10), int(10)];
  const setup: GameSetup = {
    gameId: hex(12),
    options: {
      edition: pick(['en', 'pl'] as const),
      variant,
      events: chance(70),
      eventDeck: pick(['app', 'physical'] as const),
      cardMode: pick(['app', 'physical'] as const),
      plagueCancelsCosts: chance(80),
      costsBeforeMargin: chance(80),
    },
    displays: { qin: row(), chu: row(), jinyan: row(), hanqi: row(), wu: row() },
  };
  if (chance(50)) setup.eventsSeed = hex(16);
  const tablePlayer: Player = pick(PLAYERS);
  const guestPlayer: Player = tablePlayer === 'blue' ? 'red' : 'blue';
  const held: Record<Player, Held[]> = { blue: [], red: [] };
  /** War Chariot extra warlords picked in secret whose commitment has not been sent yet (R-W12). */
  const picked: Record<Player, Held[]> = { blue: [], red: [] };
  /** The commitWarlord actions that fill `p`'s open slots with its picks, which become held. */
  const fills = (p: Player): Action[] => {
    const out = picked[p].map((h): Action => ({
      type: 'commitWarlord',
      player: p,
      commitment: shortWarlordCommitment(h.id, h.salt),
    }));
    held[p].push(...picked[p]);
    picked[p] = [];
    return out;
  };
  const commits: Record<Player, Action | null> = { blue: null, red: null };
  if (variant === 'standard') {
    for (const p of PLAYERS) {
      const id = pick(p === 'blue' ? BLUE_WARLORDS : RED_WARLORDS);
      const salt = hex(16);
      held[p].push({ id, salt });
      commits[p] = { type: 'commitWarlord', player: p, commitment: warlordCommitment(id, salt) };
    }
  }

  // Table: create the game (its warlord commitment goes with the invitation); guest: join.
  const created = createTable(setup, tablePlayer, commits[tablePlayer] ? [commits[tablePlayer]] : []);
  if (!created.ok) throw new Error(`createTable: ${created.key} ${created.detail ?? ''}`);
  let table = created.session;
  const joined = joinGame(wire(created.message, r, stats));
  if (!joined.ok) throw new Error(`join: ${joined.key} ${joined.detail ?? ''}`);
  let guest = joined.session;
  const step = (): void => onStep?.(table, guest);
  step();

  const rec = (a: Action): boolean => {
    const res = tableRecord(table, a);
    if (res.ok) table = res.session;
    return res.ok;
  };
  const saltOf = (p: Player, id: string): string | undefined => held[p].find((h) => h.id === id)?.salt;

  // A random answer to a pending decision, made on the table phone (the guest's salts are typed there: see report).
  const answer = (d: Decision): void => {
    const p = d.player;
    const tries: Action[] = [];
    if (d.kind === 'reactiveWarlord') {
      for (const o of d.options) {
        const salt = saltOf(p, o);
        if (o !== 'none' && salt !== undefined && chance(60))
          tries.push({ type: 'decide', player: p, choice: o, salt });
      }
    } else if (d.kind === 'extraWarlord') {
      const ids = d.options.filter(
        (o) =>
          o !== 'none' &&
          o !== 'commit' &&
          !held[p].some((h) => h.id === o) &&
          !picked[p].some((h) => h.id === o),
      );
      if (ids.length > 0 && chance(70)) {
        const id = pick(ids) as WarlordId;
        if (chance(50) && d.options.includes('commit')) {
          // R-W12 in two phones: an open slot now; the pick is committed in this player's next message
          picked[p].push({ id, salt: hex(16) });
          tries.push({ type: 'decide', player: p, choice: 'commit' });
        } else tries.push({ type: 'decide', player: p, choice: id });
      }
    } else tries.push({ type: 'decide', player: p, choice: pick(d.options) });
    tries.push({ type: 'decide', player: p, choice: d.default });
    for (const a of tries) if (rec(a)) return;
    throw new Error(`no answer accepted for ${JSON.stringify(d)}`);
  };

  const support = (p: Player): void => {
    const s = table.state;
    const cards = CARDS.filter(
      (c) => !isFramed(c) && ownedCount(c, s.setup.options.variant) - goneCount(s, p, c) > 0,
    );
    if (s.players[p].setAside > 0 && cards.length > 0 && chance(15))
      rec({ type: 'support', player: p, card: pick(cards) });
  };
  const windowWarlords = (p: Player, start: boolean): void => {
    for (const h of held[p]) {
      if (!chance(30)) continue;
      const base = { type: 'warlord' as const, player: p, warlord: h.id, salt: h.salt };
      if (start && (h.id === 'deadly-plague' || h.id === 'head-start')) rec(base);
      else if (h.id === 'reinforce' || h.id === 'remove-army') rec({ ...base, province: pick(PROVINCES) });
      else if (h.id === 'move-army') rec({ ...base, from: pick(PROVINCES), to: pick(PROVINCES) });
    }
  };

  const makeOrders = (s: PublicState, p: Player, mayChoose: boolean): OrdersAction => {
    const pl = s.players[p];
    const avail: Card[] = [];
    for (const c of CARDS) {
      const n = isFramed(c) ? 1 : ownedCount(c, s.setup.options.variant) - goneCount(s, p, c);
      for (let i = 0; i < n; i++) avail.push(c);
    }
    let extras = pl.handExtra ?? 99;
    const orders = {} as Orders;
    for (const id of PROVINCES) {
      const ok = avail.filter((c) => (isFramed(c) || extras > 0) && !(c === '6' && pl.sixMarks[id] > 0));
      const c = pick(ok);
      avail.splice(avail.indexOf(c), 1);
      if (!isFramed(c)) extras--;
      orders[id] = c;
    }
    const a: OrdersAction = { type: 'orders', player: p, orders };
    const ss = pl.usedWarlords.includes('second-six') ? undefined : saltOf(p, 'second-six');
    const marked = PROVINCES.filter((id) => pl.sixMarks[id] === 1 && orders[id] !== '6');
    if (
      p === 'red' &&
      ss !== undefined &&
      marked.length > 0 &&
      chance(30) &&
      !Object.values(orders).includes('6')
    ) {
      const id = pick(marked);
      orders[id] = '6';
      a.secondSix = id;
      a.secondSixSalt = ss;
    }
    if (mayChoose && chooser(s) === p && chance(70)) {
      const seq = PROVINCES.slice();
      for (let i = seq.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [seq[i], seq[j]] = [seq[j] as ProvinceId, seq[i] as ProvinceId];
      }
      a.sequence = seq;
    }
    return a;
  };

  let rounds = 0;
  let guard = 0;
  while (table.synced.state.phase !== 'over') {
    if (++guard > 40) throw new Error('no progress');
    // 1. Before the reveal, on the table phone: decisions left open, the table player's support, start warlords.
    while (table.state.pending) answer(table.state.pending);
    for (const a of fills(tablePlayer)) if (!rec(a)) throw new Error('the table could not commit its pick');
    for (const p of PLAYERS) {
      support(p);
      windowWarlords(p, true);
    }
    while (table.state.pending) answer(table.state.pending);
    // 2. Table seals → commitment QR → guest.
    const sealed = tableSeal(
      table,
      makeOrders(table.state, tablePlayer, table.state.phase === 'orders'),
      rand,
    );
    if (!sealed.ok) throw new Error(`seal: ${sealed.key}`);
    table = sealed.session;
    step();
    // 3. Guest scans the commitment (with the table's public actions so far), seals its orders on that
    //    position (its warlord commitment too in round 1), shows its orders.
    // The guest's phone puts back its own salts, which the table's codes leave out.
    const ownSalt = (id: string): string | null => saltOf(guestPlayer, id) ?? null;
    const gotC = receive(guest, wire(sealed.message, r, stats), RULES_ENGINE, ownSalt);
    if (!gotC.ok) throw new Error(`guest commitment: ${gotC.key} ${gotC.detail ?? ''}`);
    guest = gotC.session;
    step();
    const pos = guest.preState ?? guest.synced.state;
    const own: Action[] = [];
    const gc = commits[guestPlayer];
    if (gc && pos.players[guestPlayer].commitments.length === 0) own.push(gc);
    own.push(...fills(guestPlayer));
    own.push(makeOrders(pos, guestPlayer, pos.phase === 'orders'));
    const gs = guestSeal(guest, own);
    if (!gs.ok) throw new Error(`guest seal: ${gs.key} ${gs.detail ?? ''}`);
    guest = gs.session;
    step();
    const om = guestOrders(guest);
    if (!om) throw new Error('no orders message');
    const gotO = receive(table, wire(om, r, stats));
    if (!gotO.ok) throw new Error(`table orders: ${gotO.key} ${gotO.detail ?? ''}`);
    table = gotO.session;
    step();
    // 4. The reveal on the table phone, then the end window.
    let steps = 0;
    while (!tableRoundDone(table)) {
      if (++steps > 500) throw new Error('reveal stuck');
      const s = table.state;
      if (s.pending) answer(s.pending);
      else if (s.phase === 'end') {
        if (!s.passed.blue && !s.passed.red) {
          for (const p of PLAYERS) {
            support(p);
            windowWarlords(p, false);
          }
        }
        for (const p of PLAYERS)
          if (table.state.phase === 'end' && !table.state.passed[p] && !table.state.pending)
            rec({ type: 'pass', player: p });
      } else throw new Error(`stuck in ${s.phase}`);
    }
    // 5. Round record → guest verifies the commitment, replays, compares.
    step();
    const rr = tableRoundRecord(table);
    if (!rr.ok) throw new Error(`round record: ${rr.key}`);
    table = rr.session;
    const gotR = receive(guest, wire(rr.message, r, stats), RULES_ENGINE, ownSalt);
    if (!gotR.ok) throw new Error(`guest record: ${gotR.key} ${gotR.detail ?? ''}`);
    guest = gotR.session;
    step();
    rounds++;
    if (guest.synced.tag !== table.synced.tag) throw new Error('fingerprints differ');
    // Now and then the guest phone is "lost" and restored from the table's resync.
    if (chance(3)) {
      const restored = restoreFromResync(wire(resyncOf(table), r, stats));
      if (!restored.ok || restored.session.role !== 'guest') throw new Error('resync failed');
      guest = restored.session;
    }
  }
  return { rounds, table, guest, stats, over: guest.synced.state.phase === 'over' };
}
