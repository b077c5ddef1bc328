/**
 * The supplier's header, from the header configuration (fetched uncached): the sections as
 * disclosure menus (the menu banner inside each), the quick links, "Signed in" with "Sign out"
 * for a signed-in customer, the accessibility link unless the configuration hides it, and last
 * the gas emergency line, built in (the configuration's secondary banner may word it, never take
 * its number away). Only `<help-and-support with-header>` shows it; CMS pages that have their
 * own header leave it off.
 *
 * Navigation, not content: when the configuration cannot be fetched the header keeps the
 * supplier's name, a way to the main site and the gas emergency line, and the page below works
 * as ever.
 *
 * @csspart site-header - The supplier's header.
 */
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { getConfig, mainSiteLink } from '../../../config';
import { getContentConfig } from '../../../config/content/content-config';
import { useHeaderConfig, type HeaderBanner, type HeaderLink, type HeaderSection } from '../../../api/content-api/content';
import { AppLink, LeaveLink } from '../../../router/content/app-link';
import { COMPLAINT_START } from '../../../router/content/complaints-footer';
import { useOwnStyles } from '../../../styles/adopt';
import { GasEmergencyStrip, HEADER_BRAND, HeaderLinksOutline } from '../help-and-support.parts';
import { HeaderSignedIn } from './HeaderSignedIn';
import headerCss from './site-header.css';

export const HEADER_TEXT = {
  brand: HEADER_BRAND,
  brandHome: `${HEADER_BRAND} home page`,
  menu: 'Menu',
  mainNav: 'Main',
  quickLinks: 'Quick links',
  accessibility: 'Accessibility',
  allIn: (title: string) => `All of ${title}`,
} as const;

/**
 * The quick links the header keeps when its configuration cannot be loaded: the app's own pages a
 * customer in difficulty needs most, so a failing content server never leaves the header bare.
 */
const BUILT_IN_QUICK_LINKS = [
  { label: 'Emergencies', route: '/emergencies' },
  { label: 'Contact us', route: '/contact-us' },
  { label: 'Make a complaint', route: COMPLAINT_START },
] as const;

/** A header link: a route of this app stays in it, anything else is a page of the main site. */
function HeaderAnchor({ link, children, className }: { link: string; children: ReactNode; className?: string }) {
  const { base } = useRouter();
  const inApp = link === base || link === `${base}/` || link.startsWith(`${base}/`);
  if (inApp) {
    const route = link.slice(base.length).replace(/\/+$/, '') || '/';
    return (
      <AppLink to={route as `/${string}`} className={className}>
        {children}
      </AppLink>
    );
  }
  return (
    <LeaveLink href={mainSiteLink(link)} className={className}>
      {children}
    </LeaveLink>
  );
}

function Banner({ banner, className }: { banner: HeaderBanner; className: string }) {
  return (
    <div className={className}>
      {banner.image ? <img className={`${className}-image`} src={`${getConfig().contentBaseUrl}${banner.image}`} alt="" width="64" height="64" /> : null}
      <div>
        <p className={`${className}-title`}>{banner.title}</p>
        {banner.text ? <p className={`${className}-text`}>{banner.text}</p> : null}
        {banner.link ? <HeaderAnchor link={banner.link.link}>{banner.link.label}</HeaderAnchor> : null}
      </div>
    </div>
  );
}

function Section({ section, open, onToggle, menuBanner }: { section: HeaderSection; open: boolean; onToggle: (open: boolean) => void; menuBanner: HeaderBanner | null }) {
  const panelId = useId();
  return (
    <li className="site-header__section">
      <button type="button" className="site-header__section-button" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(!open)}>
        {section.title}
      </button>
      <div id={panelId} className="site-header__panel" hidden={!open}>
        <ul className="site-header__panel-links">
          {section.link ? (
            <li>
              <HeaderAnchor link={section.link}>{HEADER_TEXT.allIn(section.title)}</HeaderAnchor>
            </li>
          ) : null}
          {section.links.map((link: HeaderLink) => (
            <li key={`${link.label}${link.link}`}>
              <HeaderAnchor link={link.link}>{link.label}</HeaderAnchor>
            </li>
          ))}
        </ul>
        {menuBanner ? <Banner banner={menuBanner} className="site-header__menu-banner" /> : null}
      </div>
    </li>
  );
}

export default function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  useOwnStyles(ref, headerCss);
  const { data, failureCount, isError } = useHeaderConfig();
  // The menus and links are many: once the configuration is in they are drawn in the background,
  // in slices, as the header's code was (drawn at once, a slow phone spent one long task on them).
  // Only the configuration is deferred: the query's result is a new object on every render.
  const header = useDeferredValue(data);
  // Until the configuration is in (or has failed once), the header holds its full place, as its
  // placeholder did: the page under it does not move down when the menus and links come.
  const waiting = header === undefined && failureCount === 0 && !isError;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openSection, setOpenSection] = useState<number | null>(null);
  const navId = useId();

  // A click elsewhere closes an open section, as any menu does.
  useEffect(() => {
    if (openSection === null) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(ref.current as EventTarget)) setOpenSection(null);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [openSection]);

  // Escape closes the open section and puts focus back on its button.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openSection === null) return;
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>('.site-header__section-button');
    buttons?.[openSection]?.focus();
    setOpenSection(null);
  };

  const sections = header?.sections ?? [];
  const { base } = useRouter();
  const quickLinks: readonly HeaderLink[] = header?.quickLinks ?? (failureCount > 0 || isError ? BUILT_IN_QUICK_LINKS.map(({ label, route }) => ({ label, link: `${base}${route}` })) : []);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it hears Escape pressed on its own buttons and links; the header itself takes no focus
    <header ref={ref} className={`site-header${waiting ? ' site-header--waiting' : ''}`} part="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__bar">
        <LeaveLink href={mainSiteLink('/')} className="site-header__brand" aria-label={HEADER_TEXT.brandHome}>
          {HEADER_TEXT.brand}
        </LeaveLink>
        <div className="site-header__tools">
          <HeaderSignedIn />
          {/* Kept when the configuration fails: its address is the page's own configuration. */}
          {(header ? !header.hideA11yBtn : !waiting) ? (
            <LeaveLink href={mainSiteLink(getContentConfig().accessibilityUrl)} className="site-header__tool">
              {HEADER_TEXT.accessibility}
            </LeaveLink>
          ) : null}
          {sections.length ? (
            <button type="button" className="site-header__tool site-header__menu-button" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen(!menuOpen)}>
              {HEADER_TEXT.menu}
            </button>
          ) : null}
        </div>
      </div>
      {waiting ? <HeaderLinksOutline /> : null}
      {sections.length ? (
        <nav id={navId} className={`site-header__nav${menuOpen ? ' site-header__nav--open' : ''}`} aria-label={HEADER_TEXT.mainNav}>
          <ul className="site-header__sections">
            {sections.map((section, index) => (
              <Section
                key={`${section.title}${index}`}
                section={section}
                open={openSection === index}
                onToggle={(open) => setOpenSection(open ? index : null)}
                menuBanner={header?.menuBanner ?? null}
              />
            ))}
          </ul>
        </nav>
      ) : null}
      {quickLinks.length ? (
        <nav className="site-header__quick" aria-label={HEADER_TEXT.quickLinks}>
          <ul className="site-header__quick-links">
            {quickLinks.map((link) => (
              <li key={`${link.label}${link.link}`}>
                <HeaderAnchor link={link.link}>{link.label}</HeaderAnchor>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <GasEmergencyStrip
        words={
          header?.secondaryBanner && {
            title: header.secondaryBanner.title,
            text: header.secondaryBanner.text,
            link: header.secondaryBanner.link ? <HeaderAnchor link={header.secondaryBanner.link.link}>{header.secondaryBanner.link.label}</HeaderAnchor> : undefined,
          }
        }
      />
    </header>
  );
}
