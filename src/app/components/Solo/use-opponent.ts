// Runs the computer's decisions of a game against the phone in its Web Worker, one at a time, and
// applies each answer to the game as it is when the answer comes back (if it is still asked).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Change } from '../../game/core/controller';
import type { LocalGame } from '../../game/core/local-game';
import { applySoloAnswer, soloAsk } from '../../game/solo/solo';
import { askOpponent } from '../../bridges/opponent-worker';

/**
 * Asks the phone whenever it has something to decide (and `ready`); true while it thinks. `latest`
 * gives the game as last changed (maybe not yet on screen): the answer is applied to that one.
 */
export function useOpponent(
  game: LocalGame | null | undefined,
  latest: () => LocalGame | null,
  apply: (change: Change) => Promise<boolean>,
  ready: boolean,
): boolean {
  const due = game ? soloAsk(game) : null;
  const seed = due && ready ? due.seed : null;
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const [thinking, setThinking] = useState<string | null>(null);

  useEffect(() => {
    if (!due || seed === null) return;
    let live = true;
    setThinking(seed);
    const asked = due;
    const answered = askOpponent(asked.view, asked.ask, asked.level, asked.seed).catch(
      // A failed worker (a bug in an agent): the game layer falls back to the rules' default answer.
      () => ({ kind: 'window', play: null }) as const,
    );
    void answered.then((answer) => {
      const now = latestRef.current();
      if (!live || !now) return;
      const change = applySoloAnswer(now, asked, answer, Date.now());
      // 'not-now': the game moved on meanwhile, and the next render asks again; any other refusal is shown.
      const movedOn = !change.ok && change.refusal.source === 'app' && change.refusal.key === 'app/not-now';
      if (!movedOn) void applyRef.current(change);
      setThinking(null);
    });
    return () => {
      live = false;
    };
    // The seed names the question: a new one is asked only when it changes.
  }, [seed]);

  return seed !== null && thinking === seed;
}
