import { useRef, type ReactNode } from 'react';
import { useOwnStyles } from '../styles/adopt';
import journeysCss from './journeys.styles.css';

/**
 * The column every journey step and confirmation sits in: the form's width, from the left edge
 * of the page column that every screen shares. It brings the journeys' stylesheet itself, so a
 * step is laid out the same in its own element and in the Help & Support app, whichever
 * element's sheet the route adopted.
 */
export function JourneyColumn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, journeysCss);
  return (
    <div className="help-width-container">
      <div className="cj" ref={ref}>
        {children}
      </div>
    </div>
  );
}
