/**
 * What only the help home's page shows: its secondary links and its seven
 * help videos. Category pages do not download these.
 */
import type { ArticleLink } from './help-categories';
import { HELP_IMAGES } from './help-tiles/help-home';

export interface SecondaryLinkGroup {
  title: string;
  links: ArticleLink[];
}

/** The help home's secondary links: Account changes, Need support?, Still need help? */
export const HOME_SECONDARY_LINKS: readonly SecondaryLinkGroup[] = [
  {
    title: 'Account changes',
    links: [
      { label: 'Moving Home', link: '/energy/moving-home', externalLink: true },
      { label: 'Bereavement', link: '/probate', externalLink: false },
    ],
  },
  {
    title: 'Need support?',
    links: [
      { label: 'Struggling to pay', link: '/struggling-to-pay', externalLink: false },
      { label: 'Warm Home discount', link: '/struggling-to-pay/warm-home-discount', externalLink: false },
    ],
  },
  {
    title: 'Still need help?',
    links: [
      { label: 'Emergencies', link: '/emergencies', externalLink: false },
      { label: 'Contact Us', link: '/contact-us', externalLink: false },
      // Added to SPEC's links: the way to complain is one click from the help home.
      { label: 'Make a complaint', link: '/make-a-complaint', externalLink: false },
    ],
  },
];

export interface HelpVideo {
  title: string;
  /** The poster image, shown until the video is pressed. */
  poster: string;
  /** What the video player (configuration `videoPlayerUrl`) plays. */
  videoId: string;
}

const video = (videoId: string, title: string): HelpVideo => ({ title, poster: `${HELP_IMAGES}/video-${videoId}.svg`, videoId });

/** The seven help videos of the help home. */
export const HELP_VIDEOS: readonly HelpVideo[] = [
  video('how-to-read-your-meter', 'How to read your meter'),
  video('understanding-your-bill', 'Understanding your energy bill'),
  video('topping-up-pay-as-you-go', 'Topping up your Pay As You Go meter'),
  video('setting-up-your-online-account', 'Setting up your online account'),
  video('using-your-in-home-display', "Using your smart meter's in-home display"),
  video('topping-up-boiler-pressure', 'Topping up your boiler pressure'),
  video('bleeding-a-radiator', 'Bleeding a radiator'),
];
