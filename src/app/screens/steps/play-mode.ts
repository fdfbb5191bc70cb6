// How the game on screen is played, for words that are true only in one mode.
import { useSharedPhone } from './shared-phone';
import { useSoloPhone } from '../../components/Solo/solo-context';

/** One phone each (`phones`), one phone passed between the players (`pass`), or against the phone (`solo`). */
export type PlayMode = 'phones' | 'pass' | 'solo';

/** The mode of the game on screen, from the contexts GameScreen provides. */
export function usePlayMode(): PlayMode {
  const solo = useSoloPhone();
  const shared = useSharedPhone();
  if (solo) return 'solo';
  return shared ? 'pass' : 'phones';
}
