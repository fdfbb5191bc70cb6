// Pass-and-play: what the game screens need to know when both players share this phone.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SeatProof } from '../../game/round/window-proof';

/** Lookups into the seats of a phone both players share (pass-and-play): the proofs of a window pick. */
export type SharedPhone = SeatProof;

/** Present only on a pass-and-play game: no codes to type, no private lists on shared screens. */
export const SharedPhoneContext = createContext<SharedPhone | null>(null);

/** The shared-phone lookups, or null on a two-phone game. */
export function useSharedPhone(): SharedPhone | null {
  return useContext(SharedPhoneContext);
}
