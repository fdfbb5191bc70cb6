// Pass-and-play: what the game screens need to know when both players share this phone.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Card, Player, WarlordId } from '../../../engine';

/** Lookups into the seats of a phone both players share (pass-and-play). */
export interface SharedPhone {
  /** The salt proving a player's secret warlord, from that player's seat; null when not held. */
  warlordSalt: (player: Player, warlord: WarlordId) => string | null;
  /** True when the card is in that player's hand (exceptional support, R-X1). */
  holdsCard: (player: Player, card: Card) => boolean;
}

/** Present only on a pass-and-play game: no codes to type, no private lists on shared screens. */
export const SharedPhoneContext = createContext<SharedPhone | null>(null);

/** The shared-phone lookups, or null on a two-phone game. */
export function useSharedPhone(): SharedPhone | null {
  return useContext(SharedPhoneContext);
}
