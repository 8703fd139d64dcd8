import type { CSSProperties } from 'react';
import { snowFlakes } from './snow-flakes';
import './snow.css';

const FLAKES = snowFlakes();

/**
 * `settings.theme.christmas.snow`: flakes falling over the page, for decoration only: hidden
 * from assistive technology, never in the way of a click, and gone with reduced motion (snow.css).
 */
export function Snow() {
  return (
    <div className="shell-snow" aria-hidden="true" data-testid="snow">
      {FLAKES.map((flake, index) => (
        <span
          key={index}
          className="shell-snow-flake"
          style={
            {
              left: `${flake.left}%`,
              width: flake.size,
              height: flake.size,
              opacity: flake.opacity,
              animationDuration: `${flake.durationS}s`,
              animationDelay: `${flake.delayS}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
