import type { ReactNode } from 'react';
import './ActionCards.css';

export interface ActionCard {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** For a card that opens a panel in place (a disclosure): whether that panel is open. */
  expanded?: boolean;
}

/**
 * Cards that each start something at once (go to a payment page, open a panel), as buttons in
 * a list. Unlike RadioGroup nothing is selected first: arrow keys would otherwise act on every
 * card they pass. Tab moves between cards, Enter or Space chooses.
 *
 * @example
 * <ActionCards label={t('chooseMethod')} cards={[{ value: 'stripe', label: 'Stripe', description: t('cards') }]} onChoose={pay} />
 */
export function ActionCards({ label, cards, onChoose }: { label: string; cards: ActionCard[]; onChoose: (value: string) => void }) {
  return (
    <ul className="ui-action-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.value}>
          {/* Named by all it shows (label, then description): a name must contain the visible text. */}
          <button type="button" className="ui-action-card" data-value={card.value} aria-expanded={card.expanded} onClick={() => onChoose(card.value)}>
            <span className="ui-action-card-label">{card.label}</span>
            {card.description && <span className="ui-action-card-description">{card.description}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
