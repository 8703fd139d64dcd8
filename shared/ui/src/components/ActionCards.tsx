import { useId, type ReactNode } from 'react';
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
  const id = useId();
  return (
    <ul className="ui-action-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.value}>
          {/* Named by its label, described by its description: a short name to find, the detail read after. */}
          <button
            type="button"
            className="ui-action-card"
            aria-labelledby={`${id}-${card.value}`}
            aria-describedby={card.description ? `${id}-${card.value}-description` : undefined}
            aria-expanded={card.expanded}
            onClick={() => onChoose(card.value)}
          >
            <span className="ui-action-card-label" id={`${id}-${card.value}`}>
              {card.label}
            </span>
            {card.description && (
              <span className="ui-action-card-description" id={`${id}-${card.value}-description`}>
                {card.description}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
