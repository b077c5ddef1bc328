/**
 * The gas emergency line under the supplier header: built in, so it shows from the first paint,
 * while the header's code and configuration load, and when the configuration fails or has no
 * banner. The header configuration's banner may put it in its own words; the number stays.
 * And the header's outline, its shape while its code and configuration load.
 */
import type { ReactNode } from 'react';
import { AppLink } from '../../router/content/app-link';

/** The supplier's name, at the start of the header's bar. */
export const HEADER_BRAND = 'Energy supplier';

/** Outlines of the header's menus and quick links, for the eye only, until the real ones come. */
export function HeaderLinksOutline() {
  return (
    <div className="site-header__outline" aria-hidden="true">
      {[0, 1, 2, 3].map((slot) => (
        <span key={slot} className="site-header__outline-link" />
      ))}
    </div>
  );
}

/**
 * The header's place while its code loads: the bar with the supplier's name and the outline of
 * its menu button, the outlines of its links, and the gas emergency line at its foot.
 */
export function HeaderOutline({ children }: { children: ReactNode }) {
  return (
    <div className="has-header-placeholder">
      <div className="site-header__bar" aria-hidden="true">
        <span className="site-header__brand">{HEADER_BRAND}</span>
        <span className="site-header__outline-tool" />
      </div>
      <HeaderLinksOutline />
      {children}
    </div>
  );
}

/** The gas emergency number, as shown and to call (the emergencies page's own). */
export const GAS_EMERGENCY = { number: '0800 111 999', href: 'tel:0800111999' } as const;

export const SAFETY_TEXT = {
  title: 'Smell gas?',
  call: 'Call the gas emergency number on',
  dayOrNight: ', day or night.',
  emergencies: 'What to do in an emergency',
} as const;

const GasNumber = () => <a href={GAS_EMERGENCY.href}>{GAS_EMERGENCY.number}</a>;

/** The configuration's words, with the number as a link to call, and added when they leave it out. */
function withNumber(text: string): ReactNode {
  const at = text.indexOf(GAS_EMERGENCY.number);
  if (at < 0) {
    return (
      <>
        {text} {SAFETY_TEXT.call} <GasNumber />
        {SAFETY_TEXT.dayOrNight}
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      <GasNumber />
      {text.slice(at + GAS_EMERGENCY.number.length)}
    </>
  );
}

export interface SafetyWords {
  title?: string | undefined;
  text?: string | undefined;
  /** The configuration's link, rendered by the header; else the emergencies page. */
  link?: ReactNode;
}

/** The strip: its title, the words with the number, and a link to what to do in an emergency. */
export function GasEmergencyStrip({ words }: { words?: SafetyWords | null | undefined }) {
  return (
    <div className="site-header__secondary">
      <div>
        <p className="site-header__secondary-title">{words?.title || SAFETY_TEXT.title}</p>
        <p className="site-header__secondary-text">
          {words?.text ? (
            withNumber(words.text)
          ) : (
            <>
              {SAFETY_TEXT.call} <GasNumber />
              {SAFETY_TEXT.dayOrNight}
            </>
          )}
        </p>
        {words?.link ?? <AppLink to="/emergencies">{SAFETY_TEXT.emergencies}</AppLink>}
      </div>
    </div>
  );
}
