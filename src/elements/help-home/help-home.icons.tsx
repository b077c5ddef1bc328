/**
 * The help tiles' icons, drawn inline: a tile requests no image, and its icon takes the
 * page's colours (its lines the brand colour, its disc the panel's; help-home.styles.css).
 * Which icon a tile shows is decided in content/help-tiles/help-icons.ts; each is decorative
 * (the tile's title says what it is), so hidden from screen readers and never focused.
 * Drawn on a 48 × 48 grid in lines 2.5 wide, with presentation attributes only (no style
 * attribute, as the pages' policy requires).
 */
import type { ReactElement } from 'react';
import type { HelpIconName } from '../../content/help-tiles/help-icons';

/** The icons' own size: the box the card keeps for one. */
export const ICON_SIZE = 48;

/** The lines of each icon, inside its disc. */
const DRAWINGS: Readonly<Record<HelpIconName, () => ReactElement>> = {
  // A bill: a page with its corner turned and lines of charges.
  'bills-and-payments': () => (
    <>
      <path d="M16 11h11l6 6v20H16z" />
      <path d="M27 11v6h6M20 23h9M20 28h9M20 33h5" />
    </>
  ),
  // An account: a person.
  'my-account': () => (
    <>
      <circle cx="24" cy="19" r="5.5" />
      <path d="M14 35c1.2-5.5 5-8.5 10-8.5s8.8 3 10 8.5" />
    </>
  ),
  // A top-up card with a plus.
  'pay-as-you-go': () => (
    <>
      <rect x="11" y="15" width="26" height="18" rx="2.5" />
      <path d="M11 20.5h26M16 27.5h6M31 24.5v6M28 27.5h6" />
    </>
  ),
  // A meter's dial and its needle.
  meters: () => (
    <>
      <path d="M13 30a11 11 0 0 1 22 0" />
      <path d="M24 30l5.5-6.5M12 34.5h24" />
      <circle cx="24" cy="30" r="1.2" />
    </>
  ),
  // Home cover: a shield with a tick.
  'homecare-help': () => (
    <>
      <path d="M24 11.5l10 4v8c0 6.2-4 10.6-10 12.8-6-2.2-10-6.6-10-12.8v-8z" />
      <path d="M19.5 24l3.2 3.2 6-6.4" />
    </>
  ),
  // A tariff: a price tag.
  'energy-tariffs': () => (
    <>
      <path d="M13 13h10.5L36 25.5 25.5 36 13 23.5z" />
      <circle cx="18.5" cy="18.5" r="1.8" />
    </>
  ),
  // A smart home: a house with a wireless signal.
  'smart-home': () => (
    <>
      <path d="M12.5 23.5L24 14l11.5 9.5M16 21v14h16V21" />
      <path d="M20 28.2a5.6 5.6 0 0 1 8 0M22.2 31a2.5 2.5 0 0 1 3.6 0" />
    </>
  ),
  // An engineer's spanner.
  'appliances-and-engineers': () => <path d="M30.5 12.5a6.5 6.5 0 0 0-6.7 8.6L13 31.9l3.1 3.1 10.8-10.8a6.5 6.5 0 0 0 8.6-6.7l-4 4-3.4-.9-.9-3.4z" />,
  // A breakdown: the boiler's flame.
  breakdowns: () => (
    <path d="M24 11.5c1.5 5 8.5 8 8.5 15.5a8.5 8.5 0 0 1-17 0c0-3.6 1.8-6 4-8 0 3 1.2 5 3.2 5.5-1-4.2-.2-9 1.3-13z" />
  ),
  // Advice: a light bulb.
  'helpful-advice': () => (
    <>
      <path d="M19.5 30.5c-2.6-2.2-4.5-5-4.5-8.5a9 9 0 0 1 18 0c0 3.5-1.9 6.3-4.5 8.5v2h-9z" />
      <path d="M20.5 36.5h7" />
    </>
  ),
  // An emergency: a warning sign.
  emergencies: () => (
    <>
      <path d="M24 11.5l13 23H11z" />
      <path d="M24 20v7M24 31v.2" />
    </>
  ),
  // Support: a heart.
  'struggling-to-pay': () => (
    <path d="M24 35s-11-6.4-11-13.8A5.7 5.7 0 0 1 24 18.6a5.7 5.7 0 0 1 11 2.6C35 28.6 24 35 24 35z" />
  ),
  // Peaksave: a bolt of electricity.
  peaksave: () => <path d="M26.5 11L16 26.5h8.5L21.5 37 32 21.5h-8.5z" />,
  // A new system: a solar panel on its stand.
  'new-system-hub': () => (
    <>
      <path d="M15 14h18l3.5 14h-25z" />
      <path d="M13.2 21h21.6M21.4 14l-1 14M26.6 14l1 14M24 28v6M19 34.5h10" />
    </>
  ),
  // Anything else: a question mark.
  help: () => (
    <>
      <path d="M19.5 19.5a4.5 4.5 0 1 1 6.6 4c-1.4.8-2.1 1.8-2.1 3.5v1" />
      <path d="M24 33v.2" />
    </>
  ),
};

/**
 * A help tile's icon, inline SVG: decorative (aria-hidden, never focused), 48 × 48.
 */
export function HelpIcon({ name, className }: { name: HelpIconName; className?: string }) {
  const Drawing = DRAWINGS[name];
  return (
    <svg
      className={className ? `help-icon ${className}` : 'help-icon'}
      viewBox="0 0 48 48"
      width={ICON_SIZE}
      height={ICON_SIZE}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <circle className="help-icon__disc" cx="24" cy="24" r="24" />
      <g className="help-icon__lines" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <Drawing />
      </g>
    </svg>
  );
}
