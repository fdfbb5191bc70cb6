// No filler questions against the phone: "Play a warlord now?" (R-W3, R-W5, R-W7, R-W9) is not
// asked of the person when their own side holds none of the warlords offered (only the person looks at
// the screen, and the record holds the same 'none'), and it is still asked when they hold one.
import { describe, expect, it } from 'vitest';
import { replay, type Player } from '../../../../src/engine';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { createSoloGame, personPlayer } from '../../../../src/app/game/solo/solo';
import { personCanPlay, skipSoloFillers } from '../../../../src/app/game/solo/solo-fillers';
import { gameStep } from '../../../../src/app/game/core/steps';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playSoloGame } from '../../../../harness/solo-game';
import { playPassGame } from '../../../../harness/pass-game';
import { gameChoices } from '../../../../harness/fixtures';

function soloGame(seed: number, person: Player): LocalGame {
  return ok(createSoloGame({ ...gameChoices(person), solo: { level: 'normal' } }, 0, seededBytes(seed)));
}

/** The answers to reactive-warlord questions in a game's record, with who answered. */
function reactiveAnswers(game: LocalGame): { player: Player; choice: string }[] {
  const actions = recordActions(game);
  const out: { player: Player; choice: string }[] = [];
  for (const [index, action] of actions.entries()) {
    if (action.type !== 'decide') continue;
    const before = replay({ setup: game.session.setup, actions: actions.slice(0, index) }, false);
    if (before.ok && before.state.pending?.kind === 'reactiveWarlord')
      out.push({ player: action.player, choice: action.choice });
  }
  return out;
}

describe('against the phone: the person’s reactive warlord question', () => {
  it('is asked only when the person holds a warlord it offers; skipped ones are answered “none” in the record', () => {
    let asked = 0;
    let skipped = 0;
    for (let seed = 1; seed <= 8; seed++) {
      // Half the games with a reactive warlord of the person's own (Cap at Six for Blue, Counter-Plague for Red).
      const player: Player = seed % 2 ? 'blue' : 'red';
      const warlord = seed % 4 < 2 ? (player === 'blue' ? 'cap-at-six' : 'counter-plague') : undefined;
      const seen = new Set<number>();
      const played = playSoloGame(seed, soloGame(seed, player), 'random', () => false, {
        ...(warlord ? { personWarlord: warlord } : {}),
        observe: (game) => {
          const pending = currentState(game).pending;
          if (pending?.kind !== 'reactiveWarlord' || pending.player !== personPlayer(game)) return;
          // Shown to the person: it matters (they can play one of its warlords).
          expect(personCanPlay(game, pending)).toBe(true);
          seen.add(recordActions(game).length);
        },
      });
      expect(gameStep(played.game)).toBe('over');
      const person = reactiveAnswers(played.game).filter((a) => a.player === player);
      asked += seen.size;
      skipped += person.length - seen.size;
      expect(person.length).toBeGreaterThanOrEqual(seen.size);
    }
    expect(asked).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
  });

  it('changes nothing in pass-and-play, where the question is on a screen both players see', () => {
    let asked = 0;
    const played = playPassGame(3, gameChoices('blue'), (game) => {
      const pending = currentState(game).pending;
      if (pending?.kind === 'reactiveWarlord') {
        asked++;
        // Both players look: the question stays even when its player's seat holds none of its warlords.
        expect(skipSoloFillers(game, 0)).toBe(game);
      }
    });
    expect(gameStep(played.game)).toBe('over');
    expect(asked).toBeGreaterThan(0);
  });
});
