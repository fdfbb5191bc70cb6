import { cardName } from '../../format';
import type { Card } from '../../../engine';

/** Props of the card picker. */
export interface CardPickerProps {
  /** Cards to choose from (repeats allowed: each copy is a chip). */
  cards: readonly Card[];
  /** Indexes into `cards` that are chosen. */
  chosen: readonly number[];
  onToggle: (index: number) => void;
  /** At most this many can be chosen; the others are disabled once reached. */
  limit: number;
  label: string;
}

/** A grid of card chips to pick some of them (starting hand, kept cards). */
export function CardPicker({ cards, chosen, onToggle, limit, label }: CardPickerProps) {
  return (
    <ul class="card-grid" aria-label={label}>
      {cards.map((card, index) => {
        const on = chosen.includes(index);
        return (
          <li key={`${card}-${index}`}>
            <button
              type="button"
              class="card-chip"
              aria-pressed={on}
              disabled={!on && chosen.length >= limit}
              onClick={() => onToggle(index)}
            >
              {cardName(card)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Toggles an index in a selection. */
export function toggle(chosen: readonly number[], index: number): number[] {
  return chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index];
}
