/**
 * The help home (the empty path): "You have been signed out" where signing out returns the
 * customer, the service outage banner when there is one, the search box (with its suggestions
 * as the customer types), the main help categories (before the videos: on a phone, a customer
 * struggling to pay finds their topic without scrolling past seven videos), the seven help
 * videos and the secondary links.
 *
 * The page waits for the outage document briefly (its request started with this screen's
 * chunk), so a banner does not push the page down once it is being read. It never waits for
 * more: the first failed attempt, or OUTAGE_WAIT_MS without an answer, and the page shows
 * without the banner (a retry that brings one shows it then). A failure is reported, never
 * shown: the banner is optional, the help is not.
 *
 * Where the build rendered the home into the page (a snapshot, drawn with no outage), the page
 * is on screen before any script and waits for nothing: a banner that arrives then shows above
 * the heading. A host that knows of an outage as it sends the page sends the element without its
 * snapshot (docs/embedding.md), and the home waits for the banner as above.
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useOutage, type Outage } from '../../../api/content/outage';
import { Banner, PageHeading } from '../../../components';
import { Card, CardGrid } from '../../../components/card/Card';
import { mainSiteLink, SIGNED_OUT_MARK } from '../../../config';
import { getContentConfig } from '../../../config/content/content-config';
import { HOME_TILES, homeTileLink, type HomeTile } from '../../../content/help-tiles/help-home';
import { tileIcon } from '../../../content/help-tiles/help-icons';
import { HELP_VIDEOS, HOME_SECONDARY_LINKS } from '../../../content/help-home-page';
import { useElement } from '../../../platform/element-context';
import { Loading } from '../../../shell/element-shell';
import { usePageMeta } from '../../../platform/page-meta';
import { useSnapshot } from '../../../platform/snapshot';
import { report } from '../../../report';
import { AppLink, LeaveLink } from '../../../router/content/app-link';
import { SearchPanel } from '../../help-search/search-panel/search-panel';
import { HelpIcon } from '../help-home.icons';
import { TEXT } from '../help-home.text';
import { VideoTile } from '../help-home.video-tile';

/** How long the page waits for the outage document before showing without it. */
export const OUTAGE_WAIT_MS = 1500;

/** A link of the help content: a route of the app, or a page of the main site (announced first). */
function HelpLink({ link, externalLink, children }: { link: string; externalLink: boolean; children: ReactNode }) {
  if (externalLink) return <LeaveLink href={mainSiteLink(link)}>{children}</LeaveLink>;
  return <AppLink to={link.startsWith('/') ? (link as `/${string}`) : `/${link}`}>{children}</AppLink>;
}

/**
 * The outage banner: a labelled region, read when the customer reaches it, not an alert.
 * @csspart outage-banner - The service outage banner.
 */
function OutageBanner({ outage }: { outage: Outage }) {
  return (
    <Banner variant="info" title={outage.title || TEXT.outageTitle} announce={false} part="outage-banner" className="hh-outage">
      {outage.message ? <p className="help-body">{outage.message}</p> : null}
    </Banner>
  );
}

function TopicCard({ tile }: { tile: HomeTile }) {
  return (
    <Card
      title={tile.title}
      headingLevel={3}
      // The card's slot above its title: here the topic's icon, drawn inline and decorative.
      pill={<HelpIcon name={tileIcon(tile)} className="hh-topic__icon" />}
      action={
        <HelpLink link={homeTileLink(tile, getContentConfig())} externalLink={tile.externalLink}>
          {tile.cta}
        </HelpLink>
      }
    >
      {tile.description}
    </Card>
  );
}

/**
 * Whether the customer has just signed out (the sign-out address returns here marked so). The
 * mark is taken off the address: a reload or a link back does not say it again.
 */
function takeSignedOutMark(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGNED_OUT_MARK)) return false;
  url.searchParams.delete(SIGNED_OUT_MARK);
  history.replaceState(history.state, '', url.href);
  return true;
}

/**
 * Whether the page may show: it is on screen already (a snapshot), or the outage is known, or
 * has failed once, or took too long.
 */
function useOutageSettled(outage: ReturnType<typeof useOutage>, shown: boolean): boolean {
  const [waited, setWaited] = useState(shown);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), OUTAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return waited || outage.data !== undefined || outage.isError || outage.failureCount > 0;
}

/**
 * What the home always shows, the same on every render: drawn once, not again when a banner
 * comes or goes (the outage's answer arrives just after the page is taken over, and drawing
 * every card, video and link again then held a phone's main thread for one long task).
 * @csspart videos - The list of help videos.
 * @csspart secondary-links - The secondary links (Account changes, Need support?, Still need help?).
 */
const HomeContent = memo(function HomeContent() {
  return (
    <>
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body-lead hh-intro">{TEXT.intro}</p>
      <div className="hh-search">
        <SearchPanel headingLevel={2} />
      </div>

      <section className="hh-section hh-topics">
        <h2 className="help-heading-l">{TEXT.topicsHeading}</h2>
        <CardGrid columns={4}>
          {HOME_TILES.map((tile) => (
            <TopicCard key={tile.link} tile={tile} />
          ))}
        </CardGrid>
      </section>

      <section className="hh-section">
        <h2 className="help-heading-l">{TEXT.videosHeading}</h2>
        <ul className="hh-videos" part="videos">
          {HELP_VIDEOS.map((video) => (
            <li key={video.videoId} className="hh-videos__item">
              <VideoTile video={video} />
            </li>
          ))}
        </ul>
      </section>

      <nav className="hh-more" aria-label={TEXT.moreHelpLabel} part="secondary-links">
        {HOME_SECONDARY_LINKS.map((group) => (
          <div key={group.title} className="hh-more__group">
            <h2 className="help-heading-m">{group.title}</h2>
            <ul className="help-list help-list--plain">
              {group.links.map((link) => (
                <li key={link.label}>
                  <HelpLink link={link.link} externalLink={link.externalLink}>
                    {link.label}
                  </HelpLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
});

/**
 * The help home: topics, videos and the secondary links.
 * @csspart signed-out-banner - "You have been signed out", where signing out returns the customer.
 */
export default function HelpHomeScreen() {
  usePageMeta({ title: TEXT.heading, description: TEXT.description });
  const { tag } = useElement();
  const outage = useOutage();
  const snapshot = useSnapshot();
  const settled = useOutageSettled(outage, snapshot !== null);
  const [signedOut] = useState(takeSignedOutMark);
  // The render that takes a snapshot over draws what the build drew: no banner yet.
  const banners = !snapshot?.takingOver;

  useEffect(() => {
    if (outage.error) report(outage.error, { action: 'loading the service outage banner', element: tag, level: 'warn' });
  }, [outage.error, tag]);

  if (!settled) return <Loading />;
  return (
    <div className="hh help-width-container">
      {signedOut && banners ? <Banner variant="success" title={TEXT.signedOut} part="signed-out-banner" /> : null}
      {outage.data && banners ? <OutageBanner outage={outage.data} /> : null}
      <HomeContent />
    </div>
  );
}
