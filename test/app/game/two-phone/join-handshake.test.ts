// The join screen's scan of an invitation: one whose options need the setup handshake (app-dealt cards or
// the app event deck) must commit to the table's contribution, so a changed table app cannot skip it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTableGame,
  gameFromScan,
  invitationSkipsHandshake,
} from '../../../../src/app/game/core/controller';
import { refusalText } from '../../../../src/app/game/core/refusal-text';
import { applyLanguage, loadLanguage } from '../../../../src/app/i18n';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readMessage, seededBytes } from '../../../../harness/controller-kit';

/** The invitation a table phone shows for these choices. */
function invitation(choices: ReturnType<typeof gameChoices>) {
  const table = ok(createTableGame(choices, 0, seededBytes(3)));
  return readMessage(table.showing?.texts[0]);
}

beforeAll(() => loadLanguage('pl'));
afterAll(() => applyLanguage('en'));

describe('joining: the setup handshake cannot be skipped', () => {
  it('refuses an invitation with app cards or app events but no table contribution, in plain words', () => {
    for (const options of [
      { cardMode: 'app' as const },
      { cardMode: 'physical' as const, eventDeck: 'app' as const },
    ]) {
      const message = invitation(gameChoices('blue', options));
      expect(invitationSkipsHandshake(message)).toBe(true);
      const scanned = gameFromScan(undefined, message, 0);
      expect(scanned).toEqual({
        ok: false,
        refusal: { source: 'app', key: 'app/invitation-without-handshake' },
      });
      if (scanned.ok) return;
      expect(refusalText(scanned.refusal)).toMatch(/update the app on both phones/);
      expect(refusalText(scanned.refusal)).not.toMatch(/R-/);
      applyLanguage('pl');
      expect(refusalText(scanned.refusal)).toMatch(/zaktualizuj aplikację na obu telefonach/);
      applyLanguage('en');
    }
  });

  it('joins the same invitation with the table contribution committed', () => {
    const message = invitation({ ...gameChoices('red'), handshake: true });
    expect(invitationSkipsHandshake(message)).toBe(false);
    const joined = ok(gameFromScan(undefined, message, 0));
    expect(joined.session.setup.handshake?.commit).toMatch(/^[0-9a-f]{32}$/);
    expect(joined.session.role).toBe('guest');
  });

  it('joins a game with real cards and a physical or no event deck without the handshake', () => {
    for (const options of [
      { cardMode: 'physical' as const, eventDeck: 'physical' as const },
      { cardMode: 'physical' as const, events: false },
    ]) {
      const message = invitation(gameChoices('blue', options));
      expect(invitationSkipsHandshake(message)).toBe(false);
      const joined = ok(gameFromScan(undefined, message, 0));
      expect(joined.session.setup.handshake).toBeUndefined();
    }
  });
});
