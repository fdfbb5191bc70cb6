// Plays a complete two-phone game through the app's screens, as two players would: each phone
// scans the other's QR code through its (stubbed) camera, and every choice — cards, battle order,
// warlords, reveal decisions, kept cards — comes from one seeded generator, as do the faults
// (reloads at random steps, the guest phone wiped and restored from the repair codes, tampered
// round records). The apps' own randomness (game id, salts, decks) is seeded from it too, so a
// logged seed replays the same game.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  adjacency,
  CARDS,
  fingerprint,
  fingerprintWords,
  isFramed,
  PROVINCES,
  replay,
  type Card,
  type Decision,
  type Player,
  type ProvinceId,
  type PublicState,
  type WarlordId,
} from '../src/engine';
import { en } from '../src/app/i18n/en';
import { GAME_FILE_FORMAT, importGame } from '../src/app/game/file/game-file';
import { handNow } from '../src/app/game/core/hand-now';
import { keepChosen, keepDraw, planDraw, planHand, type KeepDraw } from '../src/app/game/round/draw-on-plan';
import { sourcesAsk } from '../src/app/game/round/army-sources';
import { currentRoundLog, gameLog } from '../src/app/game/core/round-log';
import { revealProgress } from '../src/app/components/Battle/reveal-model';
import { revealOf } from '../src/app/game/round/flow';
import { currentState, recordActions, type LocalGame } from '../src/app/game/core/local-game';
import { gameStep } from '../src/app/game/core/steps';
import { START_WARLORDS } from '../src/app/game/round/early-warlord';
import { receive } from '../src/protocol/session';
import { messageToQrTexts, messageToTypedCodes, readQrText } from '../src/protocol/scan';
import type { Message, RoundRecord } from '../src/protocol/messages';
import { showToStubCamera } from './camera-stub';
import {
  fingerprintOf,
  noteRecoveryCode,
  passTableMoments,
  reachRoundRecord,
  recordDoneButton,
  showQr,
  showUntilRead,
  startCameraPhone,
  stepOf,
  waitForStep,
  type CameraPhone,
} from './game-driver';
import { eventually, eventuallySame } from './eventually';
import { SCREENSHOT_MS } from './settle';

/** A seeded source of choices (pure-rand), so a game's every choice follows from its seed. */
export class Dice {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;
  constructor(readonly seed: number) {
    this.rng = xoroshiro128plus(seed);
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.int(0, 9_999) < p * 10_000;
  }
  /** One of the items. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.int(0, items.length - 1)] as T;
  }
  /** `count` different indexes below `n`. */
  indexes(n: number, count: number): number[] {
    const all = Array.from({ length: n }, (_, i) => i);
    for (let i = all.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [all[i], all[j]] = [all[j] as number, all[i] as number];
    }
    return all.slice(0, count);
  }
}

/**
 * A page script that makes crypto.getRandomValues follow a seed (xorshift32), so the app deals the
 * same decks and draws the same salts in a replayed game; each page load continues differently.
 */
export function seededCryptoScript(seed: number): string {
  return `(() => {
    let loads = 0;
    try {
      loads = Number(sessionStorage.getItem('e2e-loads') || '0');
      sessionStorage.setItem('e2e-loads', String(loads + 1));
    } catch {}
    let x = ((${seed >>> 0}) ^ Math.imul(loads + 1, 0x9e3779b1)) >>> 0 || 1;
    const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
    crypto.getRandomValues = (array) => {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
      return array;
    };
  })();`;
}

/** What kind of game to play and which faults to put in it. */
export interface GamePlan {
  /** Names screenshots and log lines. */
  name: string;
  seed: number;
  variant: 'standard' | 'beginner';
  cards: 'app' | 'physical';
  tablePlays: Player;
  /** Both phones offline from just after the first load (the service worker serves the app). */
  offline: boolean;
  /** How the guest phone is wiped before being restored from the table's repair codes. */
  wipe: 'context' | 'storage';
  /** Tampered round records shown to the guest in one round: a damaged code, changed orders, a changed choice. */
  tamper: readonly ('crc' | 'orders' | 'choice')[];
  /**
   * The guest's warlord kept through the wipe: chosen as given, its recovery code noted, not played
   * before the wipe, entered on the restored phone and played at the first chance after it.
   */
  keepGuestWarlord?: WarlordId;
  /**
   * The guest's warlord, played at round 1's start: its phone shows its warlord commitment early,
   * the table phone scans it before sealing (one more scan, in round 1 only), then the code is typed.
   */
  openingGuestWarlord?: WarlordId;
  /**
   * War Chariot (R-V2, R-W12): the players turn the real event cards, War Chariot first; each plays its 6
   * in a new province until it fires; each then takes an extra warlord, picks it in secret on its own
   * phone, and plays it at the first chance.
   */
  warChariot?: boolean;
  /** The real event deck turned on the table without War Chariot's plays (with real cards: no setup handshake). */
  physicalEvents?: boolean;
  /**
   * With warChariot: the guest's extra warlord (a start-of-round one) is played at the next round's
   * start: its phone shows the extra warlord's commitment early and the table phone scans it before
   * sealing (one more scan, that round only), then the code is typed in the start window.
   */
  earlyExtraGuest?: boolean;
  /** Both phones' screen size (390×844 unless given): the table's reveal is measured at 360×640 too. */
  size?: { width: number; height: number };
  /** Called on either phone at each table moment (the scoring, the turn of the displays) before its one tap. */
  onMoment?: (who: 'table' | 'guest', page: Page) => Promise<void>;
}

const PLAYER_NAME: Record<Player, string> = { blue: en['player.blue'], red: en['player.red.en'] };
const WINDOW_WARLORDS: readonly WarlordId[] = ['reinforce', 'remove-army', 'move-army', 'deadly-plague'];
const other = (p: Player): Player => (p === 'blue' ? 'red' : 'blue');

function label(key: string): string {
  const text = (en as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no English text for ${key}`);
  return text;
}
const provinceName = (p: ProvinceId) => label(`province.${p}`);
const warlordName = (w: WarlordId) => label(`warlord.${w}.name`);
const cardName = (c: Card) => label(`card.${c}`);

/** The words on a decision button (as RevealStep names its options). */
function choiceLabel(choice: string): string {
  if ((PROVINCES as readonly string[]).includes(choice)) return provinceName(choice as ProvinceId);
  for (const prefix of ['warlord', 'event']) {
    const key = `${prefix}.${choice}.name`;
    if (Object.prototype.hasOwnProperty.call(en, key)) return label(key);
  }
  return label(`choice.${choice}`);
}

/**
 * The game a phone has stored (IndexedDB), read as the app's game file and checked like one: its
 * record must replay to the states it holds. Null when the phone holds no game on this screen.
 */
export async function storedGame(page: Page): Promise<LocalGame | null> {
  const json = await page.evaluate(async () => {
    const id = decodeURIComponent(location.hash.split('/')[2] ?? '');
    if (!id) return null;
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      const request = indexedDB.open('sun-tzu-referee');
      // Never create the app's database from here (the app creates it with its stores).
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
    });
    if (!db) return null;
    try {
      const game = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('games').objectStore('games').get(id);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!game) return null;
      return JSON.stringify(game, (_key, value: unknown) =>
        value instanceof Uint8Array
          ? { $bytes: [...value].map((b) => b.toString(16).padStart(2, '0')).join('') }
          : value,
      );
    } finally {
      db.close();
    }
  });
  if (json === null) return null;
  // A version 1 file: the stored game as it is, without the mode a version 2 file names.
  const file = `{"format":"${GAME_FILE_FORMAT}","version":1,"game":${json}}`;
  const read = importGame(file);
  if (!read.ok) throw new Error(`the stored game does not check out: ${read.error}`);
  return read.game;
}

async function mustStored(page: Page): Promise<LocalGame> {
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored on this screen');
  return game;
}

/** Waits until the phone has saved a change after `before` (its updatedAt), which it does before re-rendering. */
async function savedAfter(page: Page, before: number, what: string): Promise<LocalGame> {
  for (let i = 0; i < 200; i++) {
    const game = await mustStored(page);
    if (game.updatedAt !== before) return game;
    await page.waitForTimeout(25);
  }
  const alert = page.getByRole('alert');
  const shown = (await alert.count()) ? await alert.first().textContent() : '-';
  throw new Error(`${what}: nothing was saved (alert: ${shown})`);
}

async function noAlert(page: Page, what: string): Promise<void> {
  await eventually(() => page.getByRole('alert').allTextContents(), what).toEqual([]);
}

/** A window warlord play the state allows (R-W11 and each warlord's conditions). */
interface WarlordPlay {
  warlord: WarlordId;
  province?: ProvinceId;
  from?: ProvinceId;
  to?: ProvinceId;
}

function warlordPlays(
  state: PublicState,
  player: Player,
  held: readonly WarlordId[],
  start: boolean,
): WarlordPlay[] {
  const plays: WarlordPlay[] = [];
  const owned = (p: ProvinceId) => state.provinces[p].owner === player && state.provinces[p].armies > 0;
  const withArmies = PROVINCES.filter((p) => state.provinces[p].armies > 0);
  const borders = adjacency(state.borders);
  for (const warlord of held) {
    if (!WINDOW_WARLORDS.includes(warlord)) continue;
    if (warlord === 'deadly-plague') {
      if (start && !state.deadlyPlague) plays.push({ warlord });
      continue;
    }
    if (state.round > 6) continue;
    if (warlord === 'reinforce' && state.players.blue.pool > 0)
      for (const province of PROVINCES.filter(owned)) plays.push({ warlord, province });
    if (warlord === 'remove-army') for (const province of withArmies) plays.push({ warlord, province });
    if (warlord === 'move-army')
      for (const from of PROVINCES.filter(owned))
        for (const to of borders[from])
          if (state.provinces[to].owner !== 'red') plays.push({ warlord, from, to });
  }
  return plays;
}

/** The cards a player holds, as they know it: the phone's hand now, less the guest's orders sealed this round. */
function cardsHeld(game: LocalGame): Card[] {
  const hand = handNow(game);
  const session = game.session;
  if (session.role !== 'guest') return hand;
  for (const action of session.own ?? []) {
    if (action.type !== 'orders') continue;
    for (const province of PROVINCES) {
      const card = action.orders[province];
      if (!isFramed(card) && hand.includes(card)) hand.splice(hand.indexOf(card), 1);
    }
  }
  return hand;
}

/** One complete game on two phones, played to the game-over screen on both. */
export class CompleteGame {
  readonly dice: Dice;
  /** What happened worth telling, one line each (faults, non-default choices, warlords), as logged. */
  readonly notes: string[] = [];
  /** How often each kind of thing happened: decisions (by kind, default or not), warlords, supports, reloads. */
  readonly counts: Record<string, number> = {};
  table!: CameraPhone;
  guest!: CameraPhone;
  private round = 0;
  private tableWarlord: WarlordId | null = null;
  private guestWarlord: WarlordId | null = null;
  /** War Chariot's extra warlord each player picked in secret on its own phone (R-W12). */
  private readonly extra: Record<Player, WarlordId | null> = { blue: null, red: null };
  /** The players whose extra warlord has been played. */
  readonly extraPlayed = new Set<Player>();
  /** The round whose start the guest's extra warlord commitment is shown early for (earlyExtraGuest). */
  private earlyExtraRound: number | null = null;
  /** The round before whose sealing the table scanned the guest's early extra warlord code. */
  earlyExtraScannedIn: number | null = null;
  /** Rounds in whose start-of-round window a player played its extra warlord, by player. */
  readonly extraAtStart: Partial<Record<Player, number>> = {};
  /** The guest's player noted the code of their warlord before the phone was wiped (seeded). */
  private codeNoted = false;
  /** That code, read off the guest phone just before the wipe. */
  private notedCode: string | null = null;
  /** The recovery code the guest phone showed once after the warlord was chosen, when its player noted it. */
  private recoveryCode: string | null = null;
  /** The restored guest phone got its secret warlord back with the recovery code. */
  recovered = false;
  private tampered = false;
  private wiped = false;
  private wipeRound = 0;
  private tamperRound = 0;
  /** Round and place of the reloads the seed asks for besides the random ones. */
  private readonly forcedReloads = new Set<string>();

  constructor(
    private readonly browsers: readonly [Browser, Browser],
    private readonly url: string,
    readonly plan: GamePlan,
  ) {
    this.dice = new Dice(plan.seed);
  }

  private get tablePlayer(): Player {
    return this.plan.tablePlays;
  }
  private get guestPlayer(): Player {
    return other(this.plan.tablePlays);
  }

  private readonly started = Date.now();

  private count(what: string): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1;
  }

  private note(text: string): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const line = `[${this.plan.name} seed ${this.plan.seed} ${seconds}s] round ${this.round}: ${text}`;
    this.notes.push(line);
    console.log(line);
  }

  private phoneOf(who: 'table' | 'guest'): CameraPhone {
    return who === 'table' ? this.table : this.guest;
  }

  /** Reloads a phone at a reload point when the seed says so; the same step, fingerprint and reveal lines come back. */
  private async maybeReload(who: 'table' | 'guest', point: string): Promise<void> {
    const forced = this.forcedReloads.delete(`${this.round}:${point}`);
    if (!forced && !this.dice.chance(0.12)) return;
    const page = this.phoneOf(who).page;
    const step = await stepOf(page);
    const words = await fingerprintOf(page);
    const lines = await page.locator('.reveal__lines li').allTextContents();
    const cards = await page.locator('[data-testid^="plan-card-"]').allTextContents();
    await page.reload();
    await page.locator(`main.game[data-step="${step}"]`).waitFor();
    await eventually(() => fingerprintOf(page), `fingerprint after reloading the ${who} at ${point}`).toBe(
      words,
    );
    await eventually(() => page.locator('.reveal__lines li').allTextContents()).toEqual(lines);
    // A guest's early warlord code not yet taken by a seal comes back as its whole screen after a reload
    // (PlanStep): its player puts it away again to see the orders.
    const early = page.getByRole('button', { name: 'Back to my orders' });
    if (step === 'plan') await page.locator('.plan__province').or(early).first().waitFor();
    if (step === 'plan' && (await early.count()) > 0) {
      await early.click();
      this.note(`the early warlord code came back after reloading the ${who} phone: put away again`);
    }
    await eventually(() => page.locator('[data-testid^="plan-card-"]').allTextContents()).toEqual(cards);
    this.count('reloads');
    this.note(`reloaded the ${who} phone at ${point} (step ${step})`);
  }

  /** Shows one phone's code to the other's camera (see showQr); a code its player had to type is counted. */
  private async exchange(
    shower: Page,
    viewer: CameraPhone,
    openScanner?: () => Promise<void>,
  ): Promise<void> {
    const typed = await showQr(shower, viewer, openScanner);
    if (typed > 0) {
      this.counts['typed codes'] = (this.counts['typed codes'] ?? 0) + typed;
      this.note(`the camera read a code at no distance: its player typed it (${typed})`);
    }
  }

  /** Opens both phones, loads the app once (then offline if asked), creates and joins the game, warlords and hands. */
  async setUp(): Promise<void> {
    const phones: CameraPhone[] = [];
    for (const [index, browser] of this.browsers.entries()) {
      const phone = await startCameraPhone(browser, this.plan.size);
      await phone.context.addInitScript(seededCryptoScript(this.plan.seed * 4 + index));
      await this.firstLoad(phone);
      phones.push(phone);
    }
    [this.table, this.guest] = phones as [CameraPhone, CameraPhone];
    if (this.plan.offline) {
      for (const phone of phones) await phone.context.setOffline(true);
      this.note('both phones offline from here on');
    }
    // Faults at seeded points: the tampered round, two forced reloads; the wipe is placed below.
    this.tamperRound = this.dice.int(1, 3);
    // Points every round passes (a reload may also come at the reveal or the draw, at random).
    const points = ['plan', 'commitment', 'scan-commitment', 'show-orders', 'round-record'];
    this.forcedReloads.add(`1:${this.dice.pick(points)}`);
    this.forcedReloads.add(`2:${this.dice.pick(points)}`);
    this.wipeRound = this.dice.int(2, 3);

    await this.createGame();
    const invitation = this.table.page;
    await this.exchange(invitation, this.guest, () =>
      this.guest.page.getByRole('button', { name: 'Join a game' }).click(),
    );
    await this.guest.page.locator('main.game').waitFor();
    if (!this.handshake)
      await this.table.page.getByRole('button', { name: 'The other phone has joined' }).click();
    if (this.plan.variant === 'standard') {
      // Each player's warlord: any of their five. The guest's phone is wiped at the start of round 2
      // or 3 and its salt is not in the repair codes: the warlord is played before when the game
      // allows (a window warlord at the first chance), else its player may have noted the code the
      // phone showed (seeded) and types it on the table phone later, or it is lost with the phone.
      this.guestWarlord = this.dice.pick(this.guestPlayer === 'blue' ? BLUE : RED);
      this.codeNoted = this.dice.chance(0.5);
      if (this.plan.openingGuestWarlord) this.guestWarlord = this.plan.openingGuestWarlord;
      if (this.plan.keepGuestWarlord) {
        this.guestWarlord = this.plan.keepGuestWarlord;
        this.codeNoted = true;
      }
      if (this.handshake)
        await this.guest.page
          .getByRole('button', { name: `Choose ${warlordName(this.guestWarlord)}` })
          .click();
      else await this.chooseWarlord(this.guest.page, this.guestWarlord);
      this.note(`warlords: table ${this.tableWarlord}, guest ${this.guestWarlord}`);
    }
    if (this.handshake) {
      // The setup handshake: the table scans the guest's join code; the guest's hand waits for round 1's seal.
      await waitForStep(this.guest.page, 'join-code');
      await this.exchange(this.guest.page, this.table, () =>
        this.table.page.getByRole('button', { name: 'Scan the other phone’s join code' }).click(),
      );
      this.count('join codes scanned');
    }
    // The table phone now shows the game (its id in the address, so a reload reopens it).
    expect(new URL(this.table.page.url()).hash).toMatch(/^#\/game\/[0-9a-f]{12}$/);
    await this.startingHand(this.table.page);
    if (!this.handshake) await this.startingHand(this.guest.page);
  }

  /** The real event deck is on the table (War Chariot's game, or asked for). */
  private get physicalEvents(): boolean {
    return this.plan.warChariot === true || this.plan.physicalEvents === true;
  }

  /** Two phones with app cards or the app event deck: the setup handshake (the join code, the guest's hand after round 1's seal). */
  private get handshake(): boolean {
    return this.plan.cards === 'app' || !this.physicalEvents;
  }

  /**
   * Round 1 with the setup handshake: the guest scans the table's seal from its join code, then notes
   * its recovery code (seeded) and takes its hand.
   */
  private async guestHandAfterSeal(): Promise<void> {
    const guest = this.guest.page;
    await waitForStep(guest, 'join-code');
    await this.exchange(this.table.page, this.guest, () =>
      guest.getByRole('button', { name: 'Scan the table phone’s seal' }).click(),
    );
    await waitForStep(guest, 'hand');
    // The recovery code: for a secret warlord, and with app cards for the dealt cards too (one code).
    const secretWarlord = this.plan.variant === 'standard' && this.guestWarlord !== 'head-start';
    if (secretWarlord || this.plan.cards === 'app') {
      const shown = ((await guest.getByTestId('recovery-code').textContent()) ?? '').trim();
      expect(shown).toMatch(/^([0-9A-Z]{5} ){3}[0-9A-Z]{2}$/);
      if (this.codeNoted) this.recoveryCode = shown;
      await guest.getByRole('button', { name: 'I have noted it' }).click();
      await guest.getByTestId('recovery-code').waitFor({ state: 'detached' });
    }
    await this.startingHand(guest);
  }

  private async firstLoad(phone: CameraPhone): Promise<void> {
    await phone.page.goto(this.url);
    // Once the service worker controls the page, the app needs no network.
    await phone.page.evaluate(async () => navigator.serviceWorker.ready);
    await phone.page.reload();
    await phone.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  private async createGame(): Promise<void> {
    const page = this.table.page;
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('radio', { name: /English edition/ }).check();
    await page
      .getByRole('radio', { name: this.plan.variant === 'beginner' ? /Beginner/ : /Standard/ })
      .check();
    await page
      .getByRole('radio', { name: this.physicalEvents ? /We turn the real cards/ : /The app shuffles them/ })
      .check();
    await page
      .getByRole('radio', { name: this.plan.cards === 'app' ? /Dealt by the app/ : /Real cards/ })
      .check();
    await page
      .getByRole('radio', { name: this.tablePlayer === 'blue' ? /Sun Tzu \(blue\)/ : /King Chu \(red\)/ })
      .check();
    for (const province of PROVINCES) {
      const digits = [0, 1, 2].map(() => this.dice.int(1, 6)).join('');
      await page.getByLabel(provinceName(province), { exact: true }).fill(digits);
    }
    await page.getByRole('button', { name: 'Create the game' }).click();
    if (this.plan.variant === 'standard') {
      // The table player picks a warlord before inviting (its commitment travels in the invitation).
      this.tableWarlord = this.dice.pick(this.tablePlayer === 'blue' ? BLUE : RED);
      await waitForStep(page, 'warlord');
      await page.getByRole('button', { name: `Choose ${warlordName(this.tableWarlord)}` }).click();
    }
    await waitForStep(page, 'invite');
  }

  private async chooseWarlord(page: Page, warlord: WarlordId): Promise<void> {
    await waitForStep(page, 'warlord');
    await page.getByRole('button', { name: `Choose ${warlordName(warlord)}` }).click();
    await waitForStep(page, 'hand');
    if (warlord === 'head-start') return;
    // The recovery code, shown once right after the choice: the seeded player notes it (or not).
    const shown = ((await page.getByTestId('recovery-code').textContent()) ?? '').trim();
    expect(shown).toMatch(/^([0-9A-Z]{5} ){3}[0-9A-Z]{2}$/);
    if (this.codeNoted) this.recoveryCode = shown;
    await page.getByRole('button', { name: 'I have noted it' }).click();
    await page.getByTestId('recovery-code').waitFor({ state: 'detached' });
  }

  private async startingHand(page: Page): Promise<void> {
    await waitForStep(page, 'hand');
    // The table player's recovery code: its own moment before the hand.
    await noteRecoveryCode(page);
    if (this.plan.cards === 'app') {
      await page.getByRole('button', { name: 'Deal my cards' }).click();
    } else {
      // Real cards: the player taps the four cards drawn from their shuffled deck.
      const chips = page.locator('.card-grid .card-chip');
      for (const index of this.dice.indexes(await chips.count(), 4)) await chips.nth(index).click();
      await page.getByRole('button', { name: 'These are my four cards' }).click();
    }
    // The table with the guest's warlord commitment already in (its join code) turns the real event deck's
    // first card before round 1's plans.
    await page.locator('main.game:is([data-step="plan"], [data-step="reveal"])').waitFor();
  }

  /** Plays rounds until both phones show the game-over screen. */
  async playToTheEnd(): Promise<number> {
    for (this.round = 1; this.round <= 9; this.round++) {
      await this.playRound();
      const next = 'main.game:is([data-step="plan"], [data-step="over"])';
      await this.table.page.locator(next).waitFor();
      await this.guest.page.locator(next).waitFor();
      await eventuallySame(
        () => stepOf(this.guest.page),
        () => stepOf(this.table.page),
      );
      if ((await stepOf(this.table.page)) === 'over') return this.round;
    }
    throw new Error('the game did not end after round 9');
  }

  private async playRound(): Promise<void> {
    if (await this.shouldWipe()) await this.wipeAndRestore();
    if (this.round === 1 && this.plan.openingGuestWarlord) await this.earlyGuestWarlord();
    if (this.earlyExtraRound === this.round) await this.earlyExtraGuestWarlord();
    // The join code brought the guest's warlord commitment early: the real event deck's first card is
    // turned on the table before round 1's plans.
    if (this.round === 1 && this.handshake) {
      await this.table.page.locator('main.game:is([data-step="plan"], [data-step="reveal"])').waitFor();
      if ((await stepOf(this.table.page)) === 'reveal') await this.reveal();
    }
    await this.startWindow();
    await this.planAndSeal('table');
    await waitForStep(this.table.page, 'commitment');
    await this.maybeReload('table', 'commitment');
    // Its scanner opens as soon as it seals: the camera first shows nothing, not an old code.
    await showToStubCamera(this.guest.page, null);
    if (this.round === 1 && this.handshake) {
      // The setup handshake: the guest's hand comes from this seal, so it scans it before planning.
      await this.guestHandAfterSeal();
      await this.planAndSeal('guest');
      await waitForStep(this.guest.page, 'show-orders');
    } else {
      await this.planAndSeal('guest');
      await waitForStep(this.guest.page, 'scan-commitment');
      await this.maybeReload('guest', 'scan-commitment');
      // The guest scans the table's commitment (its scanner opens by itself on this step).
      await this.exchange(this.table.page, this.guest);
    }
    const planned = 'main.game:is([data-step="show-orders"], [data-step="plan"])';
    await this.guest.page.locator(planned).waitFor({ timeout: 20_000 });
    if ((await stepOf(this.guest.page)) === 'plan') {
      // The table's announced actions (a discard for support) made the sealed plan impossible.
      const notice = await this.guest.page.getByRole('alert').allTextContents();
      this.note(`the guest plans again: ${notice.join(' ')}`);
      await this.planAndSeal('guest');
      await waitForStep(this.guest.page, 'show-orders');
    }
    await this.maybeReload('guest', 'show-orders');
    await this.exchange(this.guest.page, this.table, () =>
      this.table.page.getByRole('button', { name: 'Scan the other phone’s orders' }).click(),
    );
    await this.table.page
      .locator('main.game:is([data-step="reveal"], [data-step="round-record"])')
      .waitFor({ timeout: 20_000 });
    await this.reveal();
    // At rounds 3 and 6 the table shows the scoring before the record.
    const onMoment = this.plan.onMoment;
    await reachRoundRecord(this.table.page, onMoment && (() => onMoment('table', this.table.page)));
    await this.maybeReload('table', 'round-record');
    const openScanner = () => this.guest.page.getByRole('button', { name: 'Scan the round record' }).click();
    const tamperNow = await this.tamperDue();
    if (tamperNow) await this.tamper(openScanner);
    await this.exchange(this.table.page, this.guest, tamperNow ? undefined : openScanner);
    await this.guest.page.locator('main.game:not([data-step="show-orders"])').waitFor({ timeout: 20_000 });
    const words = await fingerprintOf(this.table.page);
    // At rounds 4 and 7 the table's record screen carries the turn of the displays.
    if (onMoment && (await this.table.page.getByTestId('turn-displays').count()))
      await onMoment('table', this.table.page);
    await recordDoneButton(this.table.page).click();
    await eventually(() => fingerprintOf(this.guest.page), `fingerprints after round ${this.round}`).toBe(
      words,
    );
    await eventually(() => fingerprintOf(this.table.page)).toBe(words);
    await this.draw('table');
    await this.draw('guest');
    await this.extraWarlord('table');
    await this.extraWarlord('guest');
  }

  /**
   * Round 1's start: the guest's phone shows its warlord commitment as a code of its own, and the
   * table phone scans it from "Before sealing"; the setup completes on the table (the first event's
   * choices, if any, come now) and round 1's start-of-round window opens for the guest's warlord.
   */
  private async earlyGuestWarlord(): Promise<void> {
    const warlord = this.plan.openingGuestWarlord;
    if (!warlord) return;
    const guest = this.guest.page;
    const table = this.table.page;
    await waitForStep(guest, 'plan');
    await guest.getByRole('button', { name: `Play ${warlordName(warlord)} at the start of round 1` }).click();
    await guest.getByTestId('typed-code').waitFor({ state: 'attached' });
    await waitForStep(table, 'plan');
    const before = table.locator('.plan__before');
    if ((await before.getAttribute('open')) === null) await before.locator('summary').click();
    const stored = await mustStored(table);
    await this.exchange(guest, this.table, () =>
      table.getByRole('button', { name: 'Scan the other player’s warlord code' }).click(),
    );
    await savedAfter(table, stored.updatedAt, 'the guest’s early warlord commitment');
    // The code was the guest's whole screen while it was up: back to the orders.
    await guest.getByRole('button', { name: 'Back to my orders' }).click();
    const state = currentState(await mustStored(table));
    expect(state.players[this.guestPlayer].commitments).toHaveLength(1);
    this.count('early warlord scans');
    this.note(`the table scanned the guest's warlord commitment before sealing round 1 (${warlord})`);
    await this.reveal();
    await waitForStep(table, 'plan');
  }

  /**
   * The round after the guest picked a start-of-round extra warlord (R-W12): its phone shows that
   * warlord's commitment as a code of its own, and the table phone scans it from "Before sealing"; the
   * guest's extra slot is then filled on the table, so the warlord can be played in this start window.
   */
  private async earlyExtraGuestWarlord(): Promise<void> {
    const guest = this.guest.page;
    const table = this.table.page;
    await waitForStep(guest, 'plan');
    const offer = guest.getByRole('button', {
      name: `Show my extra warlord’s commitment now (to play it at the start of round ${this.round})`,
    });
    await offer.waitFor();
    await this.screenshotBoth(guest, 'early-extra-offer-guest');
    await offer.click();
    await guest.getByTestId('typed-code').waitFor({ state: 'attached' });
    await this.screenshotBoth(guest, 'early-extra-code-guest');
    await waitForStep(table, 'plan');
    const before = table.locator('.plan__before');
    if ((await before.getAttribute('open')) === null) await before.locator('summary').click();
    const scan = table.getByRole('button', { name: 'Scan the other player’s extra warlord code' });
    await scan.waitFor();
    await this.screenshotBoth(table, 'early-extra-scan-table');
    const stored = await mustStored(table);
    expect(
      currentState(stored).players[this.guestPlayer].commitments.filter((c) => c.hash === null),
    ).toHaveLength(1);
    await this.exchange(guest, this.table, () => scan.click());
    await savedAfter(table, stored.updatedAt, 'the guest’s early extra warlord commitment');
    await guest.getByRole('button', { name: 'Back to my orders' }).click();
    const state = currentState(await mustStored(table));
    expect(state.players[this.guestPlayer].commitments.filter((c) => c.hash === null)).toHaveLength(0);
    await scan.waitFor({ state: 'detached' });
    this.count('early extra warlord scans');
    this.earlyExtraScannedIn = this.round;
    this.note(`the table scanned the guest's extra warlord commitment before sealing round ${this.round}`);
    if ((await before.getAttribute('open')) !== null) await before.locator('summary').click();
  }

  /** The current screen at 390×844 and 360×640 in both themes (no sideways scroll), then as it was. */
  private async screenshotBoth(page: Page, name: string): Promise<void> {
    const size = page.viewportSize();
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const [width, height] of [
        [390, 844],
        [360, 640],
      ] as const) {
        await page.setViewportSize({ width, height });
        await eventually(
          () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
          `${name} scrolls sideways at ${width} px (${theme})`,
        ).toBe(false);
        await page.screenshot({
          path: `test-results/screenshots/${name}-${theme}-${width}x${height}.png`,
          fullPage: true,
          timeout: SCREENSHOT_MS,
        });
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    if (size) await page.setViewportSize(size);
  }

  /** Places a card in every province (in a seeded order, each a seeded legal card), maybe reorders the battles, seals. */
  private async planAndSeal(who: 'table' | 'guest'): Promise<void> {
    const page = this.phoneOf(who).page;
    await waitForStep(page, 'plan');
    await this.drawOnPlan(who);
    let order = this.dice.indexes(PROVINCES.length, PROVINCES.length).map((i) => PROVINCES[i] as ProvinceId);
    const stored = await mustStored(page);
    const state = currentState(stored);
    if (this.plan.warChariot && !state.events.discarded.includes('war-chariot')) {
      // Its 6 in a province it has not marked yet: the third mark fires War Chariot (R-V2). Only with a
      // 6 in the hand (from the stored game): a 6 played or discarded earlier is not waited for.
      const me = who === 'table' ? this.tablePlayer : this.guestPlayer;
      const fresh = PROVINCES.find((p) => state.players[me].sixMarks[p] === 0);
      if (fresh && planHand(stored).includes('6')) {
        await page.locator('.plan__province', { hasText: provinceName(fresh) }).click();
        await page.locator('.plan__hand .card-chip:not([disabled])', { hasText: /^6$/ }).click();
        await page.getByTestId(`plan-card-${fresh}`).filter({ hasText: /^6$/ }).waitFor();
        order = order.filter((p) => p !== fresh);
      }
    }
    for (const [index, province] of order.entries()) {
      if (index === 2) await this.maybeReload(who, 'plan');
      await page.locator('.plan__province', { hasText: provinceName(province) }).click();
      const chips = page.locator('.plan__hand .card-chip:not([disabled])');
      const chip = chips.nth(this.dice.int(0, (await chips.count()) - 1));
      const card = ((await chip.textContent()) ?? '').replace(/ ×\d+$/, '');
      await chip.click();
      // Saved before the next tap (a tap on a stale screen would drop this card).
      await page
        .getByTestId(`plan-card-${province}`)
        .filter({ hasText: new RegExp(`^${card.replace(/[+]/g, '\\+')}$`) })
        .waitFor();
    }
    const sequence = page.locator('.plan__sequence');
    if ((await sequence.count()) > 0) {
      for (let moves = this.dice.int(0, 3); moves > 0; moves--) {
        const buttons = sequence.locator('button:not([disabled])');
        const button = buttons.nth(this.dice.int(0, (await buttons.count()) - 1));
        const before = (await mustStored(page)).updatedAt;
        await button.click();
        await savedAfter(page, before, 'battle order');
      }
    }
    await page.getByRole('button', { name: 'Seal my orders' }).click();
  }

  /**
   * Warlords a player can play now: open ones (War Chariot), and the secret one once its commitment
   * is on the table's record (the guest's travels with its first orders), unless used or lost.
   */
  private held(state: PublicState, player: Player): WarlordId[] {
    const me = state.players[player];
    const lost = player === this.guestPlayer && this.wiped && this.notedCode === null;
    // Kept through the wipe: not played before it.
    if (player === this.guestPlayer && this.plan.keepGuestWarlord && !this.wiped) return [...me.openWarlords];
    const secret = player === this.tablePlayer ? this.tableWarlord : this.guestWarlord;
    const committed = me.commitments.some((c) => c.revealed === null);
    const held = [...me.openWarlords];
    if (secret && committed && !lost && !me.usedWarlords.includes(secret) && !held.includes(secret))
      held.push(secret);
    // War Chariot's extra warlord, once its short commitment is on the record (R-W12).
    const extra = this.extra[player];
    const extraCommitted = me.commitments.some((c) => c.revealed === null && c.hash?.length === 32);
    if (extra && extraCommitted && !me.usedWarlords.includes(extra) && !held.includes(extra))
      held.push(extra);
    return held;
  }

  /** War Chariot's extra warlord picked and not played yet: played at the first chance. */
  private extraUnplayed(player: Player): boolean {
    return this.plan.warChariot === true && this.extra[player] !== null && !this.extraPlayed.has(player);
  }

  /** Reads the code of the guest's secret warlord off the guest phone (as its player would); a wiped phone's setup warlord from the code noted before the wipe. */
  private async guestCode(warlord: WarlordId): Promise<string> {
    if (this.wiped && this.notedCode !== null && warlord === this.guestWarlord) return this.notedCode;
    const page = this.guest.page;
    const card = page.locator('.warlord-code--card');
    if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
    return ((await page.getByTestId(`warlord-code-${warlord}`).textContent()) ?? '').trim();
  }

  /** Types the guest's code on the table phone, where the code form is open. */
  private async typeGuestCode(warlord: WarlordId): Promise<void> {
    const code = await this.guestCode(warlord);
    const form = this.table.page.locator('form.warlord-code');
    await form.getByLabel(`Type the code for ${warlordName(warlord)} shown on your phone:`).fill(code);
    await form.getByRole('button', { name: `Play ${warlordName(warlord)}` }).click();
  }

  /** The table player's own secret play, tapped on the table phone: their own step's one tap plays it. */
  private async ownerStep(): Promise<void> {
    await this.table.page.getByTestId('owner-step-open').click();
  }

  private isTableSecret(state: PublicState, player: Player, warlord: WarlordId): boolean {
    return player === this.tablePlayer && !state.players[player].openWarlords.includes(warlord);
  }

  private isGuestSecret(state: PublicState, player: Player, warlord: WarlordId): boolean {
    return player === this.guestPlayer && !state.players[player].openWarlords.includes(warlord);
  }

  /**
   * In a window (before sealing, or after the battles), maybe plays a warlord or exceptional support
   * for a player on the table phone. True when something was played.
   */
  private async windowAction(
    container: Locator,
    player: Player,
    start: boolean,
    force = false,
  ): Promise<boolean> {
    const page = this.table.page;
    const game = await mustStored(page);
    const state = currentState(game);
    const plays = warlordPlays(state, player, this.held(state, player), start);
    const card = container.locator('.option-card').filter({ has: page.locator(`.player-badge--${player}`) });
    if (plays.length > 0 && (force || this.dice.chance(0.4))) {
      const play = this.dice.pick(plays);
      const name = warlordName(play.warlord);
      await card.getByRole('button', { name: `Play ${name}` }).click();
      for (const province of [play.province, play.from, play.to])
        if (province) await card.getByRole('button', { name: provinceName(province), exact: true }).click();
      if (this.isGuestSecret(state, player, play.warlord)) await this.typeGuestCode(play.warlord);
      if (this.isTableSecret(state, player, play.warlord)) await this.ownerStep();
      await savedAfter(page, game.updatedAt, `${player} plays ${play.warlord}`);
      await noAlert(page, `${player} plays ${play.warlord}`);
      this.count('window warlords');
      if (play.warlord === this.extra[player]) {
        this.extraPlayed.add(player);
        this.count('extra warlords played');
        if (start) this.extraAtStart[player] = this.round;
      }
      this.note(`${player} plays ${play.warlord} ${JSON.stringify(play)}`);
      return true;
    }
    const me = state.players[player];
    if (me.setAside > 0 && (me.handExtra ?? 0) > 0 && this.dice.chance(0.15)) {
      // Exceptional support: the player names a card from their hand (their own phone knows it).
      const owner = player === this.tablePlayer ? game : await mustStored(this.guest.page);
      const cards = cardsHeld(owner).filter((c) => !isFramed(c));
      if (cards.length === 0) return false;
      const discard = this.dice.pick(cards);
      await card.getByRole('button', { name: `Discard ${cardName(discard)}` }).click();
      if (player === this.tablePlayer) await this.ownerStep();
      await savedAfter(page, game.updatedAt, `${player} discards ${discard}`);
      await noAlert(page, `${player} discards ${discard}`);
      this.count('supports');
      this.note(`${player} discards ${discard} for exceptional support`);
      return true;
    }
    return false;
  }

  /** Before sealing: the table phone's "Before sealing" panel, for both players. */
  private async startWindow(): Promise<void> {
    const page = this.table.page;
    await waitForStep(page, 'plan');
    const before = page.locator('.plan__before');
    for (const player of [this.tablePlayer, this.guestPlayer]) {
      // Round 1 with the setup handshake: the guest's phone shows only its join code until the table's
      // seal, so its warlord waits for a later window.
      if (player === this.guestPlayer && (await stepOf(this.guest.page)) === 'join-code') continue;
      // The guest's warlord is played as soon as the board allows, so that it is revealed before the wipe.
      // Kept through the wipe: played at the first chance after the restore instead.
      const force =
        this.extraUnplayed(player) ||
        (player === this.guestPlayer &&
          this.guestWarlord !== null &&
          (this.plan.keepGuestWarlord ? this.wiped && this.recovered : !this.wiped));
      if ((await before.getAttribute('open')) === null) await before.locator('summary').click();
      await this.windowAction(before, player, true, force);
    }
    if ((await before.getAttribute('open')) !== null) await before.locator('summary').click();
  }

  /** Table phone: the battles, province by province, each decision (seeded), the end window, one Done for both. */
  private async reveal(): Promise<void> {
    const page = this.table.page;
    const endWindowTried = new Set<Player>();
    const reloadAt = this.dice.int(0, 8);
    for (let guard = 0; guard < 300; guard++) {
      if (guard === reloadAt) await this.maybeReload('table', 'reveal');
      const game = await mustStored(page);
      if (gameStep(game) !== 'reveal') return;
      const state = currentState(game);
      // The next province to show, from the stored game (as the screen reads it).
      const progress = revealProgress(currentRoundLog(gameLog(game), state.round), game.revealShown, null);
      // A question waits behind the battle before it: "Reveal …" opens its province first (flow.ts).
      const at = revealOf(game);
      const next = progress.next ?? (at.asked !== null && !at.open ? at.asked : null);
      if (next !== null) {
        await page.getByRole('button', { name: `Reveal ${provinceName(next)}` }).click();
        await savedAfter(page, game.updatedAt, 'next province');
        continue;
      }
      if (state.pending) {
        await this.decide(game, state.pending);
        continue;
      }
      if (state.phase !== 'end') throw new Error(`the reveal shows nothing to do (phase ${state.phase})`);
      // Each player may play in the end window, then one Done for both.
      const end = page.locator('.reveal__end');
      const player = (['blue', 'red'] as const).find((p) => !endWindowTried.has(p) && !state.passed[p]);
      if (player) {
        endWindowTried.add(player);
        await this.windowAction(end, player, false, this.extraUnplayed(player));
        continue;
      }
      await end.getByRole('button', { name: 'Both players: Done' }).click();
      await savedAfter(page, game.updatedAt, 'both done');
    }
    throw new Error('the reveal did not end');
  }

  /** Answers a decision on the table phone: a seeded option (the default about half the time). */
  private async decide(game: LocalGame, decision: Decision): Promise<void> {
    const page = this.table.page;
    const state = currentState(game);
    const before = game.updatedAt;
    const options = decision.options.filter((o) => o !== 'commit');
    // Several armies for one cause are placed in one step: the rules' sources, as set.
    // Known from the stored game (as the screen knows it), not from a screen that may not show it yet.
    if (decision.kind === 'take' && sourcesAsk(game) !== null) {
      await page
        .locator('.army-sources')
        .getByRole('button', { name: /^Take these/ })
        .click();
      await savedAfter(page, before, `${decision.player} takes armies from the sources set`);
      await noAlert(page, `${decision.player} takes armies`);
      this.count('take (one step)');
      return;
    }
    let choice = decision.default;
    if (decision.kind === 'reactiveWarlord') {
      const playable = options.filter((o) => this.held(state, decision.player).includes(o as WarlordId));
      if (playable.length > 0 && this.dice.chance(0.6)) choice = this.dice.pick(playable);
    } else if (decision.kind === 'extraWarlord') {
      // War Chariot: taken here, chosen afterwards in secret on its player's own phone (R-W12).
      expect(decision.options).toContain('commit');
      if (this.plan.warChariot || this.dice.chance(0.5)) choice = 'commit';
    } else if (decision.kind === 'turnEvent' && this.plan.warChariot && options.includes('war-chariot')) {
      choice = 'war-chariot';
    } else if (this.dice.chance(0.5)) {
      choice = this.dice.pick(options);
    }
    const suffix = choice === decision.default ? ` (${en['reveal.default']})` : '';
    await page
      .locator('.reveal__decision')
      .getByRole('button', { name: `${choiceLabel(choice)}${suffix}`, exact: true })
      .click();
    const warlord = choice as WarlordId;
    if (
      decision.kind === 'reactiveWarlord' &&
      choice !== 'none' &&
      this.isGuestSecret(state, decision.player, warlord)
    )
      await this.typeGuestCode(warlord);
    if (
      decision.kind === 'reactiveWarlord' &&
      choice !== 'none' &&
      this.isTableSecret(state, decision.player, warlord)
    )
      await this.ownerStep();
    await savedAfter(page, before, `${decision.player} decides ${choice} (${decision.kind})`);
    await noAlert(page, `${decision.player} decides ${choice}`);
    this.count(`${decision.kind}${choice === decision.default ? ' (default)' : ''}`);
    if (choice !== decision.default)
      this.note(
        `${decision.player} decides ${decision.kind}${decision.reason ? `/${decision.reason}` : ''}: ${choice}`,
      );
  }

  /** The round record the table phone shows. */
  private async shownRecord(): Promise<{ text: string; record: RoundRecord }> {
    const text = (await this.table.page.getByTestId('qr-code').getAttribute('data-qr-text')) ?? '';
    const read = readQrText(text);
    if (!read.ok || read.message.type !== 'round-record')
      throw new Error('the table does not show a round record');
    return { text, record: read.message };
  }

  /** Tampering comes at the seeded round; a changed choice waits for a round with a choice (or the last). */
  private async tamperDue(): Promise<boolean> {
    if (this.tampered || this.round < this.tamperRound) return false;
    if (!this.plan.tamper.includes('choice')) return true;
    const { record } = await this.shownRecord();
    if (record.items.some((item) => item.type === 'decide')) return true;
    return currentState(await mustStored(this.table.page)).phase === 'over';
  }

  /** Shows the guest tampered round records; each is refused with a clear message and changes nothing. */
  private async tamper(openScanner: () => Promise<void>): Promise<void> {
    const guestPage = this.guest.page;
    this.tampered = true;
    const { text, record } = await this.shownRecord();
    const guestBefore = await mustStored(guestPage);
    const wordsBefore = await fingerprintOf(guestPage);
    for (const kind of this.plan.tamper) {
      const forged = kind === 'crc' ? null : this.forge(record, kind, guestBefore);
      const shown =
        forged === null
          ? text.slice(0, text.length >> 1) +
            (text[text.length >> 1] === 'A' ? 'B' : 'A') +
            text.slice((text.length >> 1) + 1)
          : forged.text;
      const message = forged === null ? en['protocol/corrupted'] : forged.message;
      // Should the camera read it at no distance, its player types it (a damaged code: one
      // character of the true code's typed form changed).
      const typedTrue = messageToTypedCodes(record)[0] ?? '';
      const typed = forged?.typed ?? typedTrue.replace(/^(.)/, (c) => (c === '0' ? '1' : '0'));
      const how = await showUntilRead(
        this.guest,
        shown,
        kind === this.plan.tamper[0] ? openScanner : undefined,
        typed,
      );
      if (how === 'typed') this.count('typed codes');
      // A mistyped code is answered with what is wrong in it: its first group.
      const said =
        how === 'typed' && forged === null ? en['typed/wrong-character'].replace('{groups}', '1') : message;
      await guestPage.getByTestId('scanner-status').filter({ hasText: said }).waitFor({ timeout: 10_000 });
      await eventually(() => stepOf(guestPage)).toBe('show-orders');
      await eventually(() => fingerprintOf(guestPage)).toBe(wordsBefore);
      expect((await mustStored(guestPage)).updatedAt).toBe(guestBefore.updatedAt);
      this.note(`the guest refused a tampered round record (${forged?.what ?? 'a damaged code'}): “${said}”`);
    }
  }

  /**
   * A validly encoded round record with one action changed: the table's orders (two cards swapped),
   * or a reveal choice (another option the rules accept there). The refusal expected is computed by
   * the protocol in Node from the guest's stored session.
   */
  private forge(
    record: RoundRecord,
    kind: 'orders' | 'choice',
    guest: LocalGame,
  ): { text: string; typed: string; message: string; what: string } {
    const candidates: { record: RoundRecord; what: string }[] = [];
    record.items.forEach((item, index) => {
      if (kind === 'orders' && item.type === 'orders') {
        const [a, b] = PROVINCES.filter(
          (p, i) => PROVINCES.findIndex((q) => item.orders[q] === item.orders[p]) === i,
        );
        if (!a || !b) return;
        const orders = { ...item.orders, [a]: item.orders[b], [b]: item.orders[a] };
        const items = record.items.map((it, i) => (i === index ? { ...item, orders } : it));
        candidates.push({ record: { ...record, items }, what: `the table's ${a} and ${b} cards swapped` });
      }
      if (kind === 'choice' && item.type === 'decide') {
        for (const choice of ['pool', ...PROVINCES, 'none', 'take', 'decline']) {
          if (choice === item.choice) continue;
          const items = record.items.map((it, i) => (i === index ? { ...item, choice } : it));
          candidates.push({
            record: { ...record, items },
            what: `${item.player}'s choice ${item.choice} → ${choice}`,
          });
        }
      }
    });
    if (kind === 'choice') {
      // No choice in this round: the record claims another resulting fingerprint.
      candidates.push({
        record: { ...record, result: (record.result + 1) >>> 0 },
        what: 'the resulting fingerprint changed',
      });
    }
    // Prefer a change the engine accepts (so only the fingerprint can tell), else any refused one.
    let fallback: { text: string; typed: string; message: string; what: string } | null = null;
    for (const candidate of candidates) {
      const received = receive(guest.session, candidate.record as Message);
      // Changed orders never pass the commitment. A changed choice may replay to the very same
      // state (a later battle evens it out): that record is equivalent, and rightly accepted.
      if (received.ok && kind === 'orders') throw new Error(`forged orders were accepted: ${candidate.what}`);
      if (received.ok) continue;
      const message =
        (en as Record<string, string>)[received.key]?.replace('{detail}', received.detail ?? '') ??
        received.key;
      const texts = messageToQrTexts(candidate.record);
      if (texts.length !== 1) continue;
      const typed = messageToTypedCodes(candidate.record)[0] ?? '';
      const forged = { text: texts[0] as string, typed, message, what: candidate.what };
      if (received.key === 'protocol/fingerprint-mismatch' || kind === 'orders') return forged;
      fallback ??= forged;
    }
    if (!fallback) throw new Error(`no ${kind} change to forge in this round record`);
    return fallback;
  }

  /**
   * The draw on the plan (R-R4). App cards: the default put-back is marked; a seeded card is marked
   * instead (a tap, unless it is the marked one). Real cards: seeded cards of the deck are tapped as
   * kept, a reload maybe coming between the taps (the choice is kept with the plan draft). "Seal my
   * orders" confirms either.
   */
  private async drawOnPlan(who: 'table' | 'guest'): Promise<void> {
    const page = this.phoneOf(who).page;
    // Whether a card goes back is read from the stored game, not from the screen: the screen may not
    // show the draw yet, and a choice skipped on timing would send the rest of the game elsewhere.
    const stored = await mustStored(page);
    const keeping = keepDraw(stored);
    if (keeping) return this.keepOnPlan(who, keeping);
    const draw = planDraw(stored);
    if (draw === null || draw.putBack === null) return;
    const putBack = page.locator('.plan-draw .draw__return');
    await putBack.nth(draw.cards.length - 1).waitFor();
    await this.maybeReload(who, 'draw');
    const chosen = putBack.nth(this.dice.indexes(draw.cards.length, 1)[0] ?? 0);
    if ((await chosen.getAttribute('aria-pressed')) === 'true') return;
    const before = (await mustStored(page)).updatedAt;
    await chosen.click();
    await savedAfter(page, before, 'the draw’s mark');
    await page.locator('.plan-draw .draw__return[aria-pressed="true"]').waitFor();
  }

  /** Real cards: taps seeded cards of the deck as kept on the plan (R-R4), unless the deck left no choice. */
  private async keepOnPlan(who: 'table' | 'guest', keeping: KeepDraw): Promise<void> {
    if (keepChosen(keeping)) return;
    const page = this.phoneOf(who).page;
    const chips = page.getByTestId('plan-keep').locator('.card-chip');
    await chips.nth(keeping.deck.length - 1).waitFor();
    const pressed = page.getByTestId('plan-keep').locator('.card-chip[aria-pressed="true"]');
    // A card not kept yet, as its player taps them (after a reload two alike cards may show the other copy pressed).
    const free = page
      .getByTestId('plan-keep')
      .locator('.card-chip:not([aria-pressed="true"]):not([disabled])');
    for (let tapped = keeping.kept.length; tapped < keeping.keep; tapped++) {
      if (tapped > 0) {
        await this.maybeReload(who, 'draw');
        // The cards tapped before the reload are still kept (saved with the plan draft).
        await eventually(() => pressed.count(), `kept cards after reloading the ${who}`).toBe(tapped);
      }
      const before = (await mustStored(page)).updatedAt;
      await free.nth(this.dice.int(0, (await free.count()) - 1)).click();
      await savedAfter(page, before, 'a kept card');
      await pressed.nth(tapped).waitFor();
    }
  }

  /** After a round: the scoring moment and the turn of the displays, if shown (the draw is on the plan, R-R4). */
  private async draw(who: 'table' | 'guest'): Promise<void> {
    const page = this.phoneOf(who).page;
    await page
      .locator(
        'main.game:is([data-step="extra-warlord"], [data-step="plan"], [data-step="over"], [data-step="scoring"], [data-step="turn-displays"])',
      )
      .waitFor();
    // The scoring moment and the turn of the displays, one tap each, on both phones.
    const onMoment = this.plan.onMoment;
    await passTableMoments(page, onMoment && (() => onMoment(who, page)));
  }

  /**
   * R-W12: after a round in which the player took War Chariot's extra warlord, its own phone asks for it
   * in secret (a window warlord when it can, so that it is played soon); its recovery code is noted.
   */
  private async extraWarlord(who: 'table' | 'guest'): Promise<void> {
    const page = this.phoneOf(who).page;
    if ((await stepOf(page)) !== 'extra-warlord') return;
    const player = who === 'table' ? this.tablePlayer : this.guestPlayer;
    await this.screenshotExtraWarlord(page, who);
    const offered: WarlordId[] = [];
    for (const id of player === 'blue' ? BLUE : RED) {
      if (await page.getByRole('button', { name: `Choose ${warlordName(id)}`, exact: true }).count())
        offered.push(id);
    }
    // A window warlord the driver plays at the first chance; then deadly-plague (played at a round's start
    // while no plague is out); a reactive one (counter-plague, second-six…) only when nothing else is
    // offered, since it waits for a moment the game may never bring.
    const windowed = offered.filter((id) => WINDOW_WARLORDS.includes(id) && id !== 'deadly-plague');
    const plague = offered.filter((id) => id === 'deadly-plague');
    const id = this.dice.pick(windowed.length > 0 ? windowed : plague.length > 0 ? plague : offered);
    const before = (await mustStored(page)).updatedAt;
    await page.getByRole('button', { name: `Choose ${warlordName(id)}`, exact: true }).click();
    await savedAfter(page, before, `${player} picks an extra warlord`);
    // The pick stays on this phone: the other phone holds neither it nor its salt.
    const mine = await mustStored(page);
    const salt = mine.extraWarlords?.find((w) => w.id === id)?.salt ?? '';
    expect(salt).toMatch(/^[0-9a-f]{16}$/);
    const theirs = JSON.stringify(await mustStored(this.phoneOf(who === 'table' ? 'guest' : 'table').page));
    expect(theirs).not.toContain(salt);
    expect(theirs).not.toContain(`"extraWarlords":[{"id":"${id}"`);
    const code = page.getByTestId('recovery-code');
    await code.waitFor();
    await page.getByRole('button', { name: 'I have noted it' }).click();
    await code.waitFor({ state: 'detached' });
    this.extra[player] = id;
    this.count('extra warlords picked in secret');
    if (who === 'guest' && this.plan.earlyExtraGuest && START_WARLORDS.includes(id))
      this.earlyExtraRound = this.round + 1;
    this.note(`${player} picks War Chariot's extra warlord in secret on the ${who} phone (${id})`);
  }

  /** The secret pick screen, in English and Polish, at 390×844 and 360×640 (no sideways scroll). */
  private async screenshotExtraWarlord(page: Page, who: 'table' | 'guest'): Promise<void> {
    const size = page.viewportSize();
    const shoot = async (lang: 'en' | 'pl'): Promise<void> => {
      for (const [width, height] of [
        [390, 844],
        [360, 640],
      ] as const) {
        await page.setViewportSize({ width, height });
        await eventually(
          () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
          `the pick screen scrolls sideways at ${width} px (${lang})`,
        ).toBe(false);
        await page.screenshot({
          path: `test-results/screenshots/extra-warlord-${who}-${lang}-${width}x${height}.png`,
          fullPage: true,
          timeout: SCREENSHOT_MS,
        });
      }
    };
    await shoot('en');
    // The language is switched mid-game in the More tab (only the words change), and back.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('radio', { name: 'Polski' }).check();
    await page.getByRole('button', { name: 'Gra', exact: true }).click();
    await page.getByRole('heading', { name: /^Rydwan bojowy/ }).waitFor();
    await shoot('pl');
    await page.getByRole('button', { name: 'Więcej', exact: true }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('heading', { name: /^War Chariot/ }).waitFor();
    if (size) await page.setViewportSize(size);
  }

  private async shouldWipe(): Promise<boolean> {
    return !this.wiped && this.round === this.wipeRound;
  }

  /** True once the guest phone was wiped and restored. */
  get restored(): boolean {
    return this.wiped;
  }

  /**
   * The guest phone loses everything (its browser context closed, or its storage cleared while
   * offline) and gets the game back from the table's repair codes; with app cards its player types the
   * recovery code and the deal gives the cards back, else (or without the code) the player names them.
   */
  private async wipeAndRestore(): Promise<void> {
    // Real cards: its player kept the cards drawn and tapped them on the plan before the phone was lost.
    const keeping = keepDraw(await mustStored(this.guest.page));
    if (keeping) await this.keepOnPlan('guest', keeping);
    // The hand its player holds: with the cards just drawn, as marked or kept on the plan (R-R4).
    const before = await mustStored(this.guest.page);
    const held = planHand(before).filter((c) => !isFramed(c));
    // In the hand itself, without a draw still to keep (what a deal given back from the code holds).
    const inHand = handNow(before).filter((c) => !isFramed(c));
    const words = await fingerprintOf(this.table.page);
    const state = currentState(await mustStored(this.table.page));
    const warlord = this.guestWarlord;
    const unplayed = warlord !== null && !state.players[this.guestPlayer].usedWarlords.includes(warlord);
    if (unplayed && this.codeNoted) {
      this.notedCode = await this.guestCode(warlord);
      // Without the setup handshake the recovery code noted at setup is the code the phone shows to
      // play the warlord; with it, the recovery code is the secret that salt (and the deal) came from.
      if (!this.handshake) expect(this.recoveryCode).toBe(this.notedCode);
      else expect(this.recoveryCode).not.toBe(this.notedCode);
    }
    if (unplayed)
      this.note(
        `the guest's ${warlord} is not played yet: ${this.notedCode ? `its player noted the code ${this.notedCode}` : 'it is lost with the phone'}`,
      );
    if (this.plan.wipe === 'context') {
      await this.guest.context.close();
      this.guest = await startCameraPhone(this.browsers[1], this.plan.size);
      await this.guest.context.addInitScript(seededCryptoScript(this.plan.seed * 4 + 2));
      await this.firstLoad(this.guest);
    } else {
      const cdp = await this.guest.context.newCDPSession(this.guest.page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(this.url).origin,
        storageTypes: 'indexeddb,local_storage',
      });
      await cdp.detach();
      await this.guest.page.reload();
      await this.guest.page.getByText('This game is not on this phone.').waitFor();
      await this.guest.page.getByRole('button', { name: 'Games' }).click();
    }
    this.wiped = true;
    this.note(
      `wiped the guest phone (${this.plan.wipe === 'context' ? 'browser context closed' : 'storage cleared'}); its hand: ${held.join(' ') || '(framed cards only)'}`,
    );
    // The guest's phone has no game; the table shows its repair codes, the guest scans them all.
    await this.guest.page.getByRole('button', { name: 'Join a game' }).waitFor();
    await this.table.page.getByRole('button', { name: 'More', exact: true }).click();
    await this.table.page.getByRole('button', { name: 'Show the repair codes' }).click();
    await this.exchange(this.table.page, this.guest, () =>
      this.guest.page.getByRole('button', { name: 'Join a game' }).click(),
    );
    await waitForStep(this.guest.page, 'hand', 30_000);
    const dealt = this.plan.cards === 'app' && this.handshake && this.recoveryCode !== null;
    if (dealt) await this.recoverDealtCards(inHand);
    else {
      // Real cards, or app cards without the recovery code: the player names the cards (unproved).
      if (this.plan.cards === 'app' && this.handshake)
        await this.guest.page.getByRole('button', { name: 'I lost my recovery code' }).click();
      await this.guest.page.getByRole('heading', { name: 'Your hand now' }).waitFor();
      for (const card of held) {
        await this.guest.page
          .getByRole('button', { name: cardName(card), exact: true, pressed: false })
          .first()
          .click();
      }
      await this.guest.page.getByRole('button', { name: 'These are my cards' }).click();
      if (unplayed) await this.recoverWarlord();
    }
    await waitForStep(this.guest.page, 'plan');
    await eventually(() => fingerprintOf(this.guest.page), 'fingerprint after the restore').toBe(words);
    const restored = await mustStored(this.guest.page);
    if (dealt) {
      expect([...handNow(restored)].filter((c) => !isFramed(c)).sort()).toEqual([...inHand].sort());
      expect(restored.privateSeed).toBe(before.privateSeed);
      expect(restored.priv?.deck).toEqual(before.priv?.deck);
      // The same code proved the secret warlord: nothing more to ask.
      if (unplayed) this.recovered = true;
    } else expect([...handNow(restored)].filter((c) => !isFramed(c)).sort()).toEqual([...held].sort());
    this.note(
      dealt
        ? 'the guest phone is restored from the repair codes and its cards dealt again from its recovery code'
        : 'the guest phone is restored from the repair codes and its hand re-entered',
    );
    // The other way round, from the More menus: the table scans the restored phone's repair codes
    // and finds nothing to repair (the same record), which changes nothing.
    const tableBefore = await mustStored(this.table.page);
    await this.guest.page.getByRole('button', { name: 'More', exact: true }).click();
    await this.guest.page.getByRole('button', { name: 'Show the repair codes' }).click();
    await this.exchange(this.guest.page, this.table, () =>
      this.table.page.getByRole('button', { name: 'Scan repair codes from the other phone' }).click(),
    );
    await this.table.page
      .getByTestId('scanner-status')
      .filter({ hasText: en['protocol/old-or-duplicate'] })
      .waitFor({ timeout: 10_000 });
    expect((await mustStored(this.table.page)).updatedAt).toBe(tableBefore.updatedAt);
    for (const phone of [this.table, this.guest]) {
      await phone.page.getByRole('button', { name: 'Play', exact: true }).click();
      await waitForStep(phone.page, 'plan');
    }
    this.note('the table scanned the restored phone’s repair codes: nothing to repair');
  }

  /**
   * Two phones with app cards: the restored guest phone deals its player's cards again from the recovery
   * code noted at setup. A mistyped code is refused with its message; where the deal leaves several
   * hands open, the player taps the one they hold (`held`, the non-framed cards).
   */
  private async recoverDealtCards(held: readonly Card[]): Promise<void> {
    const page = this.guest.page;
    const code = this.recoveryCode ?? '';
    await page.getByRole('heading', { name: 'Get your cards back' }).waitFor();
    const input = page.getByLabel('Recovery code');
    const mistyped = (code.startsWith('A') ? 'B' : 'A') + code.slice(1);
    await input.fill(mistyped);
    await page.getByRole('button', { name: 'Get my cards back' }).click();
    await page.getByRole('alert').filter({ hasText: en['app/recovery-code-mistyped'] }).waitFor();
    await input.fill(code);
    await page.getByRole('button', { name: 'Get my cards back' }).click();
    const choose = page.getByRole('heading', { name: 'Which cards do you hold besides the framed 1–6?' });
    const plan = page.locator('[data-step="plan"]');
    await choose.or(plan).first().waitFor();
    if (await choose.isVisible()) {
      const label = CARDS.flatMap((c) => held.filter((x) => x === c))
        .map(cardName)
        .join(' · ');
      await page.getByRole('button', { name: label || 'Only the framed 1–6', exact: true }).click();
      this.count('restored hands chosen');
    }
    this.note(`the restored guest phone dealt its cards again from the recovery code ${code}`);
  }

  /**
   * The restored guest phone asks for the recovery code of the unplayed secret warlord: a mistyped
   * code is refused with its message, then the noted code gives the warlord back; without a noted
   * code the player puts it off (the warlord stays lost).
   */
  private async recoverWarlord(): Promise<void> {
    const page = this.guest.page;
    await waitForStep(page, 'recover-warlord');
    const code = this.notedCode;
    if (code === null) {
      await page.getByRole('button', { name: 'Not now' }).click();
      return;
    }
    const input = page.getByLabel('Recovery code');
    const mistyped = (code.startsWith('A') ? 'B' : 'A') + code.slice(1);
    await input.fill(mistyped);
    await page.getByRole('button', { name: 'Get my warlord back' }).click();
    await page.getByRole('alert').filter({ hasText: en['app/recovery-code-mistyped'] }).waitFor();
    await input.fill(code);
    await page.getByRole('button', { name: 'Get my warlord back' }).click();
    await waitForStep(page, 'plan');
    this.recovered = true;
    this.note(`the restored guest phone got its ${this.guestWarlord} back with the recovery code ${code}`);
  }

  /** After the game: the same result on both phones, screenshots, and the exported file replayed in Node. */
  async checkTheEnd(): Promise<string> {
    const winners: string[] = [];
    for (const [who, phone] of [
      ['table', this.table],
      ['guest', this.guest],
    ] as const) {
      await waitForStep(phone.page, 'over');
      winners.push((await phone.page.getByTestId('winner').textContent()) ?? '');
      await phone.screenshot(`${this.plan.name}-over-${who}`);
    }
    expect(winners[1]).toBe(winners[0]);
    // An offline game stayed offline to the end (the service worker served every load).
    if (this.plan.offline)
      for (const phone of [this.table, this.guest])
        await eventually(() => phone.page.evaluate(() => navigator.onLine)).toBe(false);
    await eventuallySame(
      () => fingerprintOf(this.guest.page),
      () => fingerprintOf(this.table.page),
    );

    // The table's game file, saved through the More menu, replayed with the engine in Node.
    const page = this.table.page;
    await page.getByRole('button', { name: 'More', exact: true }).click();
    // The file holds the table player's secrets: behind their own step.
    await page.getByTestId('owner-secrets').click();
    await page.getByTestId('owner-secrets-show').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save the game as a file' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const file = importGame(Buffer.concat(chunks).toString('utf8'));
    if (!file.ok) throw new Error(`the exported game file is refused: ${file.error}`);
    const expected = resultText(replayed(recordActions(file.game), file.game));
    expect(winners[0]).toBe(expected.text);
    await eventually(() => fingerprintOf(page)).toContain(expected.words);
    // The guest's own record, read from its IndexedDB, gives the same.
    const guestGame = await mustStored(this.guest.page);
    expect(resultText(replayed([...guestGame.session.synced.actions], guestGame)).text).toBe(expected.text);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    return winners[0] ?? '';
  }

  /** Everything each phone shows, for a failure report. */
  async diagnose(): Promise<void> {
    console.error(
      `[${this.plan.name}] seed ${this.plan.seed} (E2E_SEED=${this.plan.seed} replays it), round ${this.round}`,
    );
    for (const [name, phone] of [
      ['table', this.table],
      ['guest', this.guest],
    ] as const) {
      if (!phone || phone.page.isClosed()) continue;
      const status = phone.page.getByTestId('scanner-status');
      const alert = phone.page.getByRole('alert');
      const reads = await phone.page
        .locator('.scanner')
        .getAttribute('data-reads', { timeout: 1_000 })
        .catch(() => '-');
      console.error(
        `${name}: step ${await stepOf(phone.page).catch(() => '?')}; scanner: ${(await status.count()) ? await status.textContent() : '-'} (reads ${reads}); alert: ${(await alert.count()) ? await alert.first().textContent() : '-'}\n${phone.logs.slice(-12).join('\n')}`,
      );
      const camera = await phone.page
        .evaluate(() =>
          JSON.stringify((window as unknown as { __cameraDebug: () => unknown }).__cameraDebug()),
        )
        .catch(() => '-');
      const videos = await phone.page
        .evaluate(() =>
          [...document.querySelectorAll('video')]
            .map(
              (v) =>
                `${v.paused ? 'paused' : 'playing'} ${v.readyState} ${v.currentTime.toFixed(1)}s ${v.videoWidth}x${v.videoHeight}`,
            )
            .join('; '),
        )
        .catch(() => '-');
      const shown = await phone.page
        .getByTestId('qr-code')
        .getAttribute('data-qr-text', { timeout: 1_000 })
        .catch(() => null);
      console.error(`${name} camera ${camera}; videos ${videos || 'none'}; shows ${shown ?? 'no code'}`);
      await phone.screenshot(`failure-${this.plan.name}-${name}`).catch(() => undefined);
    }
  }

  /** Page errors and console errors both phones had (the restored guest's included). */
  errors(): string[] {
    return [...this.table.errors, ...this.guest.errors];
  }

  /** Closes both phones' contexts. */
  async close(): Promise<void> {
    for (const phone of [this.table, this.guest]) await phone?.context.close().catch(() => undefined);
  }
}

const BLUE: readonly WarlordId[] = [
  'move-army',
  'cap-at-six',
  'head-start',
  'recycle-minus-one',
  'reinforce',
];
const RED: readonly WarlordId[] = [
  'second-six',
  'remove-army',
  'counter-plague',
  'deadly-plague',
  'recycle-plague',
];

function replayed(actions: LocalGame['session']['synced']['actions'], game: LocalGame): PublicState {
  const result = replay({ setup: game.session.setup, actions: [...actions] }, false);
  if (!result.ok) throw new Error(`the record does not replay: ${result.rejection.code} at ${result.index}`);
  return result.state;
}

/** The winner line the game-over screen should show for a replayed state, and its fingerprint words. */
function resultText(state: PublicState): { text: string; words: string } {
  expect(state.phase).toBe('over');
  const winner =
    state.winner === 'draw' || state.winner === null
      ? en['over.draw']
      : en['over.winner'].replace('{player}', PLAYER_NAME[state.winner]);
  const reason = state.endReason ? label(`over.reason.${state.endReason}`) : '';
  return { text: `${winner} ${reason}`, words: fingerprintWords(fingerprint(state)) };
}
