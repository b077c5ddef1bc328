/** What `<help-home>` says (SPEC texts word for word; the rest in GOV.UK style). */
export const TEXT = {
  /** The page title too (SPEC: articles are titled '<article> - Help & Support'). */
  heading: 'Help & Support',
  intro: 'Find answers about your bills, meters, account and home services, watch a short help video, or find out how to get in touch.',
  /** The meta description, where the element owns the page. */
  description:
    'Help and support from your energy supplier: bills and payments, your account, Pay As You Go, meters, HomeCare, tariffs, emergencies and support if you are struggling to pay.',
  /** The outage banner's heading when the outage document gives a message but no title. */
  outageTitle: 'Service update',
  /** Where signing out returns the customer (the stand-in's signed-out page says the same). */
  signedOut: 'You have been signed out',
  videosHeading: 'Help videos',
  /** Completed by the video's title, for screen readers: 'Play video: How to read your meter'. */
  playVideo: 'Play video: ',
  loadingPlayer: 'Loading the video player',
  /** Names the player once it shows: 'Video: How to read your meter'. */
  video: 'Video: ',
  playerFailed: 'The video player did not load. Check your connection and try again.',
  tryAgain: 'Try again',
  /** Completes "Try again" for screen readers, with the video's title. */
  tryAgainContext: ' to play ',
  topicsHeading: 'Help topics',
  moreHelpLabel: 'More help',
} as const;
