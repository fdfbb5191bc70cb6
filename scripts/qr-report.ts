// QR size report: for each message type with its worst-case content, one JSON line
// {"message", "bytes", "chars", "qrVersion"} at error correction M (plus "parts" for messages shown in parts).
// Gates (QR_BUDGET, src/protocol/scan.ts; budgets.ts): commitment, orders and round record ≤ version 4,
// invitation and join code ≤ 5; the two commitments that carry one more 128-bit value (the table's War
// Chariot fill, round 1's contribution) ≤ 5 (QR_BUDGET_WITH_128_BITS); resync parts ≤ 10.
import QRCode from 'qrcode';
import type { Action, GameSetup } from '../src/engine/types';
import { COMMITMENT_BYTES, SALT_BYTES } from '../src/protocol/commitment';
import { encodeMessage, type Message, type MessageHeader } from '../src/protocol/messages';
import { messageToQrTexts } from '../src/protocol/scan';

const hex = (n: number, c = 'f'): string => c.repeat(n);
const salt16 = hex(16, 'e'); // warlord salts: 64 bits (newWarlordSalt)
const commitment = hex(32, 'c'); // a warlord choice's commitment: the first 32 hex digits of its SHA-256
const shortCommitment = hex(32, 'd'); // War Chariot's extra warlord's, as short (R-W12)
const header = (seq: number, sender: 'blue' | 'red', round = 9): MessageHeader => ({
  gameId: 'ffffffffffff',
  round,
  seq,
  sender,
  fingerprint: 0xffffffff,
});

// Invitation: every option, a full non-default border table, an events seed, the table's warlord commitment
// and its head-start reveal (R-W8).
const setup: GameSetup = {
  gameId: 'ffffffffffff',
  options: {
    edition: 'pl',
    variant: 'standard',
    events: true,
    eventDeck: 'app',
    cardMode: 'physical',
    plagueCancelsCosts: false,
    costsBeforeMargin: false,
  },
  displays: { qin: [9, 9, 9], chu: [9, 9, 9], jinyan: [9, 9, 9], hanqi: [9, 9, 9], wu: [9, 9, 9] },
  borders: [
    ['qin', 'chu'],
    ['qin', 'jinyan'],
    ['qin', 'hanqi'],
    ['qin', 'wu'],
    ['chu', 'jinyan'],
    ['chu', 'hanqi'],
    ['chu', 'wu'],
    ['jinyan', 'hanqi'],
    ['jinyan', 'wu'],
    ['hanqi', 'wu'],
  ],
  eventsSeed: hex(16),
};
const invitation: Message = {
  type: 'invitation',
  header: header(0, 'blue'),
  setup,
  table: 'blue',
  actions: [
    { type: 'commitWarlord', player: 'blue', commitment },
    { type: 'warlord', player: 'blue', warlord: 'head-start', salt: salt16 },
  ],
};

// The setup handshake (app cards or app events between two phones): the invitation carries the commitment
// to the table's contribution instead of an events seed; the guest's join code its contribution, its warlord
// commitment and head-start's reveal (R-W8); round 1's commitment the table's contribution, with round 1's
// pre-seal actions (no War Chariot slot can be open before round 1's reveal, R-W12).
const { eventsSeed: _chosenByTable, ...handshakeBase } = setup;
const invitationHandshake: Message = {
  ...invitation,
  setup: { ...handshakeBase, options: { ...setup.options, cardMode: 'app' }, handshake: { commit: hex(32) } },
};
const join: Message = {
  type: 'join',
  header: header(0, 'red'),
  contribution: hex(32),
  actions: [
    { type: 'commitWarlord', player: 'red', commitment },
    { type: 'warlord', player: 'red', warlord: 'head-start', salt: salt16 },
  ],
};

// Commitment: the hash (128 bits), with the public actions recorded before sealing: exceptional support
// three times (all of a player's set-aside armies) and both players' start-of-round warlords with their
// salts (the guest's own salt stays on the guest's phone, version 5). With the table's War Chariot extra
// warlord committed in secret (R-W12): one more 128-bit commitment.
const fill: Action = { type: 'commitWarlord', player: 'red', commitment: shortCommitment };
const commitmentMessage: Message = {
  type: 'commitment',
  header: header(25, 'red'),
  hash: new Uint8Array(COMMITMENT_BYTES).fill(255),
  actions: [
    { type: 'support', player: 'red', card: '+1' },
    { type: 'support', player: 'red', card: '-1' },
    { type: 'support', player: 'red', card: 'P' },
    { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt: salt16 },
    { type: 'warlord', player: 'blue', warlord: 'move-army', salt: salt16, from: 'hanqi', to: 'wu' },
  ],
};

const commitmentWithFill: Message = { ...commitmentMessage, actions: [fill, ...commitmentMessage.actions] };

const roundOneCommitment: Message = {
  ...commitmentMessage,
  header: header(1, 'red', 1),
  contribution: hex(32),
};

// Orders: the guest's warlord commitment (first round) and orders with a resolution order and a second six
// with its salt (R-W1): more than any single round can hold.
const fullOrders = (player: 'blue' | 'red'): Action => ({
  type: 'orders',
  player,
  orders: { qin: 'P', chu: 'P', jinyan: '+3', hanqi: '+2', wu: '6' },
  sequence: ['wu', 'hanqi', 'jinyan', 'chu', 'qin'],
  secondSix: 'wu',
  secondSixSalt: salt16,
});
const orders: Message = {
  type: 'orders',
  header: header(26, 'red'),
  actions: [{ type: 'commitWarlord', player: 'red', commitment }, fullOrders('red')],
};
// Orders after War Chariot: the guest's extra warlord committed in secret (R-W12, 128 bits) and full orders.
const ordersWarChariot: Message = {
  ...orders,
  actions: [{ type: 'commitWarlord', player: 'red', commitment: shortCommitment }, fullOrders('red')],
};

// The guest's early warlord commitment (round 1, before the table seals, only when a player plays a
// start-of-round warlord then): the commitment and, for head-start, its reveal (R-W8).
const earlyWarlord: Message = {
  type: 'orders',
  header: header(0, 'blue'),
  actions: [
    { type: 'commitWarlord', player: 'blue', commitment },
    { type: 'warlord', player: 'blue', warlord: 'head-start', salt: salt16 },
  ],
};
// The guest's early extra warlord code (a later round, before the table seals, only when the guest plays its
// War Chariot extra warlord at that round's start): its two secret extra warlords' commitments (R-W12).
// They join the synced point, so the table's commitment carries none of them (its fingerprint names it).
const earlyExtraWarlord: Message = {
  type: 'orders',
  header: header(0, 'blue'),
  actions: [
    { type: 'commitWarlord', player: 'blue', commitment: shortCommitment },
    { type: 'commitWarlord', player: 'blue', commitment: shortCommitment },
  ],
};
// Round record: the table's orders with order and second six, the guest's place-holder, the other player's
// reactive warlord with its salt (left out from version 5: the guest's phone holds it), an exceptional
// support in the end window (R-W11: none between the seal and the table's orders), 12 more decisions (the
// most seen in 3,000 random games is 13, in rounds without warlord reveals) and both passes.
const decisions: Action[] = Array.from({ length: 12 }, (_, i) => ({
  type: 'decide',
  player: i % 2 ? 'blue' : 'red',
  choice: i % 3 ? 'pool' : 'hanqi',
}));
const roundItems = (table: 'blue' | 'red'): Message & { type: 'round-record' } => ({
  type: 'round-record',
  header: header(27, table),
  salt: new Uint8Array(SALT_BYTES).fill(255),
  result: 0xffffffff,
  items: [
    fullOrders(table),
    { type: 'guest' },
    { type: 'decide', player: table === 'red' ? 'blue' : 'red', choice: 'cap-at-six', salt: salt16 },
    ...decisions,
    { type: 'support', player: table, card: '+3' },
    { type: 'pass', player: 'blue' },
    { type: 'pass', player: 'red' },
  ],
});
const roundRecord = roundItems('red');

// A War Chariot round where both players take an extra warlord to choose in secret: the round record above
// with three of its twelve decisions War Chariot's (the event card turned up, two open slots without any
// commitment: those travel later, in each player's next message, R-W12).
const warChariot: Message = {
  ...roundRecord,
  items: [
    ...roundRecord.items.slice(0, 3),
    { type: 'decide', player: 'blue', choice: 'war-chariot' },
    { type: 'decide', player: 'red', choice: 'commit' },
    { type: 'decide', player: 'blue', choice: 'commit' },
    ...decisions.slice(3),
    ...roundRecord.items.slice(3 + decisions.length),
  ],
};

// Resync: a whole nine-round game, every round as full as the round record above.
const resyncActions: Action[] = [
  { type: 'commitWarlord', player: 'blue', commitment },
  { type: 'commitWarlord', player: 'red', commitment },
];
for (let r = 0; r < 9; r++) {
  for (const it of roundRecord.items) resyncActions.push(it.type === 'guest' ? fullOrders('blue') : it);
}
/** The resync of a whole nine-round game, every round as full as the worst-case round record. */
export const WORST_CASE_RESYNC: Message = {
  type: 'resync',
  header: header(27, 'red'),
  setup: {
    ...setup,
    eventsSeed: hex(32),
    handshake: { commit: hex(32), table: hex(32), guest: hex(32) },
  },
  table: 'red',
  actions: resyncActions,
};

/** One line of the report: a message at its worst case, its encoded size and QR version. */
export interface QrReportRow {
  message: string;
  bytes: number;
  chars: number;
  qrVersion: number;
  /** Codes the message is shown in, when more than one. */
  parts?: number;
}

function report(name: string, m: Message): QrReportRow {
  const texts = messageToQrTexts(m);
  const versions = texts.map((t) => QRCode.create(t, { errorCorrectionLevel: 'M' }).version);
  const line: QrReportRow = {
    message: name,
    bytes: encodeMessage(m).length,
    chars: Math.max(...texts.map((t) => t.length)),
    qrVersion: Math.max(...versions),
  };
  if (texts.length > 1) line.parts = texts.length;
  return line;
}

/** Measures every message type at its worst-case content (the rows the CLI prints). */
export function measureQrReport(): QrReportRow[] {
  return [
    report('invitation', invitation),
    report('invitation-handshake', invitationHandshake),
    report('join', join),
    report('commitment', commitmentMessage),
    report('commitment-war-chariot-fill', commitmentWithFill),
    report('commitment-round-1-handshake', roundOneCommitment),
    report('reveal', { type: 'reveal', header: header(0, 'red'), seed: hex(32) }),
    report('orders', orders),
    report('orders-early-warlord', earlyWarlord),
    report('orders-early-extra-warlord', earlyExtraWarlord),
    report('orders-war-chariot-secret', ordersWarChariot),
    report('round-record', roundRecord),
    report('round-record-war-chariot-secret', warChariot),
    report('resync', WORST_CASE_RESYNC),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of measureQrReport()) console.log(JSON.stringify(row));
}
