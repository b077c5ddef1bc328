/** The meters category page. Downloaded with its layout only. */
import { CATEGORY_TILES } from '../../help-tiles/help-home';
import { categoryPicture, inApp, type NewLayoutCategory } from '../../help-categories';

export const METERS_CATEGORY: NewLayoutCategory = {
  ...CATEGORY_TILES['meters'],
  ctaItems: [],
  newLayout: true,
  categoryData: {
    title: 'Meters',
    commonQuestions: [
      {
        image: categoryPicture('cq-read-your-meter'),
        pill: 'Popular',
        title: 'How to read your meter',
        link: '/meters/how-to-read-your-meter',
        description: 'Take a reading from digital, dial, Economy 7 and smart meters.',
        externalLink: false,
      },
      {
        image: categoryPicture('cq-smart-meter-readings'),
        pill: 'Smart meters',
        title: "My smart meter isn't sending readings",
        link: '/meters/smart-meter-not-sending-readings',
        description: 'What to check when readings stop reaching us.',
        externalLink: false,
      },
      {
        image: categoryPicture('cq-faulty-meter'),
        pill: 'Meter problems',
        title: 'Reporting a faulty meter',
        link: '/meters/faulty-meter',
        description: 'Signs your meter may be faulty, and how to tell us.',
        externalLink: false,
      },
    ],
    allArticlesTitle: 'All meter help',
    allArticles: [
      {
        title: 'Meter readings',
        articleLinks: [
          inApp('How to read your meter', '/meters/how-to-read-your-meter'),
          inApp('Giving us a meter reading', '/meters/submit-a-meter-reading'),
        ],
      },
      {
        title: 'Smart meters',
        articleLinks: [
          inApp('Getting a smart meter', '/meters/smart-meter-installation'),
          inApp("My smart meter isn't sending readings", '/meters/smart-meter-not-sending-readings'),
        ],
      },
      {
        title: 'Meter problems',
        articleLinks: [inApp('Reporting a faulty meter', '/meters/faulty-meter'), inApp('Moving your meter', '/meters/moving-your-meter')],
      },
    ],
    lastArticle: {
      image: categoryPicture('featured-economy-7'),
      title: 'Economy 7 meters explained',
      link: '/meters/economy-7-meters',
      externalLink: false,
      description: 'How the two rates work, how to read the meter and whether it could save you money.',
    },
  },
};
