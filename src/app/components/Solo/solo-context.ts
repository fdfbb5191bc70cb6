// Against the phone: what the shared screens (reveal, windows) need to know about the computer's seat.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Player } from '../../../engine';

/** The computer's colour in a game against the phone. */
export interface SoloPhone {
  computer: Player;
}

/** Present only on a game against the phone: the computer's controls are not shown, its moves are. */
export const SoloPhoneContext = createContext<SoloPhone | null>(null);

/** The computer's side, or null when two people play. */
export function useSoloPhone(): SoloPhone | null {
  return useContext(SoloPhoneContext);
}
