// fast-check generators for protocol tests: setups, actions, messages.
import fc from 'fast-check';
import type { Action, GameSetup } from '../../src/engine/types';
import { CARDS, PLAYERS, PROVINCES, WARLORDS } from '../../src/protocol/domain';
import { CHOICES, OWN_SALT, withOwnSaltElided, type RecordItem } from '../../src/protocol/codec/action';
import type { Message, MessageHeader } from '../../src/protocol/messages';
import { COMMITMENT_BYTES } from '../../src/protocol/commitment';

// Built once per length: constructing a stringMatching arbitrary parses its pattern (about 4 ms each), and
// the message arbitrary below builds its parts anew for every message it generates.
const hexOfLength = new Map<number, fc.Arbitrary<string>>();
const hex = (n: number): fc.Arbitrary<string> => {
  let arbitrary = hexOfLength.get(n);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`));
    hexOfLength.set(n, arbitrary);
  }
  return arbitrary;
};
export const arbString = fc
  .oneof(
    hex(32),
    hex(64),
    hex(16),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  )
  .filter((s) => s !== OWN_SALT);
export const arbPlayer = fc.constantFrom(...PLAYERS);
export const arbProvince = fc.constantFrom(...PROVINCES);
export const arbCard = fc.constantFrom(...CARDS);
export const arbGameId = hex(12);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const clean = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export const arbOrders = fc.record({
  qin: arbCard,
  chu: arbCard,
  jinyan: arbCard,
  hanqi: arbCard,
  wu: arbCard,
});
export const arbSequence = fc.shuffledSubarray([...PROVINCES], { minLength: 5, maxLength: 5 });

export const arbAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('commitWarlord' as const), player: arbPlayer, commitment: arbString }),
  fc
    .record({
      type: fc.constant('warlord' as const),
      player: arbPlayer,
      warlord: fc.constantFrom(...WARLORDS),
      salt: opt(arbString),
      province: opt(arbProvince),
      from: opt(arbProvince),
      to: opt(arbProvince),
    })
    .map(clean),
  fc.record({ type: fc.constant('support' as const), player: arbPlayer, card: opt(arbCard) }).map(clean),
  fc
    .record({
      type: fc.constant('orders' as const),
      player: arbPlayer,
      orders: arbOrders,
      sequence: opt(arbSequence),
      secondSix: opt(arbProvince),
      secondSixSalt: opt(arbString),
    })
    .map(clean),
  fc
    .record({
      type: fc.constant('decide' as const),
      player: arbPlayer,
      choice: fc.oneof(fc.constantFrom(...CHOICES), arbString),
      salt: opt(arbString),
      commitment: opt(arbString),
    })
    .map(clean),
  fc.record({ type: fc.constant('pass' as const), player: arbPlayer }),
);
export const arbItem: fc.Arbitrary<RecordItem> = fc.oneof(
  { weight: 9, arbitrary: arbAction },
  { weight: 1, arbitrary: fc.constant({ type: 'guest' as const }) },
);

const arbRow = fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9));
export const arbSetup = (gameId: string): fc.Arbitrary<GameSetup> =>
  fc
    .record({
      gameId: fc.constant(gameId),
      options: fc.record({
        edition: fc.constantFrom('en' as const, 'pl' as const),
        variant: fc.constantFrom('standard' as const, 'beginner' as const),
        events: fc.boolean(),
        eventDeck: fc.constantFrom('app' as const, 'physical' as const),
        cardMode: fc.constantFrom('app' as const, 'physical' as const),
        plagueCancelsCosts: fc.boolean(),
        costsBeforeMargin: fc.boolean(),
      }),
      displays: fc.record({ qin: arbRow, chu: arbRow, jinyan: arbRow, hanqi: arbRow, wu: arbRow }),
      borders: opt(fc.array(fc.tuple(arbProvince, arbProvince), { maxLength: 10 })),
      eventsSeed: opt(arbString),
      openWarlords: opt(
        fc
          .record({
            blue: opt(fc.array(fc.constantFrom(...WARLORDS), { maxLength: 5 })),
            red: opt(fc.array(fc.constantFrom(...WARLORDS), { maxLength: 5 })),
          })
          .map(clean),
      ),
      handshake: opt(fc.record({ commit: hex(32), table: opt(hex(32)), guest: opt(hex(32)) }).map(clean)),
    })
    .map(clean);

export const arbHeader: fc.Arbitrary<MessageHeader> = fc.record({
  gameId: arbGameId,
  round: fc.nat(15),
  seq: fc.nat(63),
  sender: arbPlayer,
  fingerprint: fc.nat({ max: 2 ** 32 - 1 }),
});
const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });

export const arbMessage: fc.Arbitrary<Message> = arbHeader.chain((header) =>
  fc.oneof(
    fc.record({
      type: fc.constant('invitation' as const),
      header: fc.constant(header),
      setup: arbSetup(header.gameId),
      table: arbPlayer,
      actions: fc.array(arbAction, { maxLength: 4 }),
    }),
    fc
      .record({
        type: fc.constant('commitment' as const),
        header: fc.constant(header),
        hash: bytes(COMMITMENT_BYTES),
        actions: fc.array(arbAction, { maxLength: 3 }),
        contribution: opt(hex(32)),
      })
      .map(clean),
    fc.record({
      type: fc.constant('reveal' as const),
      header: fc.constant(header),
      seed: hex(32),
    }),
    fc.record({
      type: fc.constant('join' as const),
      header: fc.constant(header),
      contribution: hex(32),
      actions: fc.array(arbAction, { maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('orders' as const),
      header: fc.constant(header),
      actions: fc.array(arbAction, { maxLength: 4 }),
    }),
    fc.record({
      type: fc.constant('round-record' as const),
      header: fc.constant(header),
      // 8 bytes from protocol version 5 on; 16 sealed before it (written in version 4).
      salt: fc.oneof(bytes(8), bytes(16)),
      result: fc.nat({ max: 2 ** 32 - 1 }),
      items: fc.array(arbItem, { maxLength: 12 }),
    }),
    fc.record({
      type: fc.constant('resync' as const),
      header: fc.constant(header),
      setup: arbSetup(header.gameId),
      table: arbPlayer,
      actions: fc.array(arbAction, { maxLength: 30 }),
    }),
    fc
      .record({
        type: fc.constant('part' as const),
        header: fc.constant(header),
        setId: fc.nat({ max: 2 ** 32 - 1 }),
        total: fc.integer({ min: 1, max: 63 }),
        index: fc.nat(62),
        chunk: fc.uint8Array({ minLength: 1, maxLength: 180 }),
      })
      .filter((p) => p.index < p.total),
  ),
);

/**
 * A message as the other phone decodes it: a version-5 commitment or round record (not one whose orders
 * were sealed with a 16-byte salt, which goes out in version 4) leaves the receiver's own salts out.
 */
export function asReceived(m: Message): Message {
  const receiver = m.header.sender === 'blue' ? 'red' : 'blue';
  if (m.type === 'commitment') return { ...m, actions: m.actions.map((a) => withOwnSaltElided(a, receiver)) };
  if (m.type === 'round-record' && m.salt.length === 8)
    return { ...m, items: m.items.map((a) => withOwnSaltElided(a, receiver)) };
  return m;
}
