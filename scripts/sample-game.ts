// A real two-phone game for the budget scripts: a standard game with events and warlords, played
// through the app's own game controller (the functions the screens call), with the two phones
// talking only through the QR texts they show. Gives the texts of each message type as a real game
// produces them, and how many codes had to be scanned to join and in each round.
import { chooser, PROVINCES, type Card, type Orders } from '../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  guestOrdersShown,
  joinCodeShown,
  joinFromMessage,
  planOptions,
  readCode,
  receiveMessage,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../src/app/game/core/controller';
import { NO_PARTS, takeCode } from '../src/app/game/two-phone/scan-input';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import { gameStep } from '../src/app/game/core/steps';
import { resyncOf } from '../src/protocol/session';
import { messageToQrTexts } from '../src/protocol/scan';
import type { Message } from '../src/protocol/messages';
import { seededBytes, ok, revealAtDefaults } from '../harness/controller-kit';
import { gameChoices } from '../harness/fixtures';

/** The message types a player scans, with the texts a sample game showed. */
export const SCANNED_TYPES = ['invitation', 'commitment', 'orders', 'round-record', 'resync part'] as const;

/** One of the scanned message types. */
export type ScannedType = (typeof SCANNED_TYPES)[number];

/** What a sample game showed and how many codes it needed. */
export interface SampleGame {
  /** The longest QR text of each type shown during the game (a resync part: the longest part at the end). */
  texts: Record<ScannedType, string>;
  /** Every QR text of each type shown during the game, in order (the camera model's corpus). */
  shown: Record<ScannedType, string[]>;
  /** Codes scanned to join: the invitation, and the guest's join code (the setup handshake). */
  scansToJoin: number;
  /** Codes scanned in each round (commitment, orders, round record; more if one came in parts). */
  scansPerRound: number[];
  rounds: number;
  /** Codes in the resync at the end of the game. */
  resyncParts: number;
  /** The resync message at the end of the game (before it is split into parts). */
  resync: Message;
}

/** A two-phone game as the new-game form makes it with app cards: the setup handshake on (PRODUCT.md "Setup"). */
const CHOICES = { ...gameChoices('blue'), handshake: true };

/** Scans every text shown, as the other phone's camera would; returns the receiver and the codes scanned. */
function scanAll(texts: readonly string[] | undefined, into: LocalGame): { game: LocalGame; scans: number } {
  if (!texts || texts.length === 0) throw new Error('sample game: nothing shown');
  let collector = NO_PARTS;
  let scans = 0;
  for (const text of texts) {
    scans++;
    const outcome = takeCode(collector, text, false);
    if (outcome.kind === 'refused') throw new Error(`sample game: refused ${outcome.rejection.key}`);
    if (outcome.kind === 'message') return { game: ok(receiveMessage(into, outcome.message, 0)), scans };
    collector = outcome.collector;
  }
  throw new Error('sample game: parts missing');
}

function pickOrders(game: LocalGame, turn: number): Orders {
  const hand = [...(game.priv?.hand ?? [])];
  const legal = planOptions(game);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const options: Card[] = legal[province].filter((card) => hand.includes(card));
    const card = options[turn % options.length];
    if (card === undefined) throw new Error(`sample game: no card for ${province}`);
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

const longest = (texts: readonly string[]): string =>
  texts.reduce((a, b) => (b.length > a.length ? b : a), '');

/** Plays a complete seeded game between a table and a guest phone and reports what they showed. */
export function playSampleGame(seed = 7): SampleGame {
  const random = seededBytes(seed);
  const texts: Record<ScannedType, string> = {
    invitation: '',
    commitment: '',
    orders: '',
    'round-record': '',
    'resync part': '',
  };
  const shown: Record<ScannedType, string[]> = {
    invitation: [],
    commitment: [],
    orders: [],
    'round-record': [],
    'resync part': [],
  };
  const keep = (type: ScannedType, codes: readonly string[] | undefined) => {
    shown[type].push(...(codes ?? []));
    const text = longest(codes ?? []);
    if (text.length > texts[type].length) texts[type] = text;
  };

  let table = ok(createTableGame(CHOICES, 0, random));
  // As the app does it: the table player picks a warlord first, and the invitation carries its commitment.
  table = ok(chooseWarlord(table, warlordChoices(table.session.me)[seed % 5]!, 0, random));
  keep('invitation', table.showing?.texts);
  const invitationTexts = table.showing?.texts ?? [];
  const invitation = readCode(invitationTexts[0] ?? '', false);
  if (!invitation.ok) throw new Error(`sample game: invitation unreadable (${invitation.key})`);
  let guest = ok(joinFromMessage(invitation.message, 0, random));
  guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[(seed >> 1) % 5]!, 0, random));
  // The setup handshake: the table scans the guest's join code; the guest's hand follows round 1's seal.
  const joinTexts = joinCodeShown(guest)?.texts;
  let joinScans = 0;
  if (joinTexts) {
    const joined = scanAll(joinTexts, table);
    table = joined.game;
    joinScans = joined.scans;
  } else table = confirmJoined(table, 0);
  table = ok(dealStartingHand(table, 0, random));
  if (!joinTexts) guest = ok(dealStartingHand(guest, 0, random));

  const scansPerRound: number[] = [];
  while (gameStep(table) !== 'over') {
    const turn = seed + scansPerRound.length;
    let scans = 0;
    let commitmentScanned = false;
    for (const who of ['table', 'guest'] as const) {
      if (who === 'guest' && guest.priv === null) {
        // Round 1 with the handshake: the guest scans the table's seal first, then gets its hand.
        keep('commitment', table.showing?.texts);
        const early = scanAll(table.showing?.texts, guest);
        guest = ok(dealStartingHand(early.game, 0, random));
        scans += early.scans;
        commitmentScanned = true;
      }
      const game = who === 'table' ? table : guest;
      const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES].reverse() : null;
      const sealed = ok(
        sealOrders(updatePlan(game, { orders: pickOrders(game, turn), sequence }, 0), 0, random),
      );
      if (who === 'table') table = sealed;
      else guest = sealed;
    }
    if (!commitmentScanned) {
      keep('commitment', table.showing?.texts);
      const commitment = scanAll(table.showing?.texts, guest);
      guest = commitment.game;
      scans += commitment.scans;
    }
    const ordersShown = guestOrdersShown(guest)?.texts;
    keep('orders', ordersShown);
    const orders = scanAll(ordersShown, table);
    table = orders.game;
    table = revealAtDefaults(table);
    keep('round-record', table.showing?.texts);
    const record = scanAll(table.showing?.texts, guest);
    guest = record.game;
    table = confirmRoundRecord(table, 0);
    scans += orders.scans + record.scans;
    scansPerRound.push(scans);
    if (scansPerRound.length > 9) throw new Error('sample game: more than nine rounds');
  }
  const resyncMessage = resyncOf(table.session);
  const resync = messageToQrTexts(resyncMessage);
  keep('resync part', resync);
  return {
    texts,
    shown,
    scansToJoin: invitationTexts.length + joinScans,
    scansPerRound,
    rounds: scansPerRound.length,
    resyncParts: resync.length,
    resync: resyncMessage,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const game = playSampleGame();
  for (const type of SCANNED_TYPES) console.log(`${type.padEnd(13)} ${game.texts[type].length} chars`);
  const { scansToJoin, scansPerRound, resyncParts } = game;
  console.log(JSON.stringify({ scansToJoin, scansPerRound, resyncParts }));
}
