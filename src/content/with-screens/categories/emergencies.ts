/**
 * The emergencies page and the emergency numbers: static, so a person with
 * a gas leak waits for no request; its layout's download starts with the category screen's.
 */
import { CATEGORY_TILES } from '../../help-tiles/help-home';
import { listed, type AdviceBox, type EmergencyCard, type EmergencyNumber, type OldLayoutCategory } from '../../help-categories';

export const EMERGENCIES_CATEGORY: OldLayoutCategory = {
  ...CATEGORY_TILES['emergencies'],
  ctaItems: [
    { title: 'Boiler breakdown', description: 'Checks to make before you book an engineer.', button: 'Boiler help', path: '/breakdowns/boiler-breakdown', externalLink: false },
    { title: 'No heating or hot water', description: 'What to check first.', button: 'Heating help', path: '/breakdowns/no-hot-water', externalLink: false },
  ],
  newLayout: false,
  categoryData: {
    articlesTitle: 'Emergency help',
    articles: [
      listed('What to do if you smell gas', '/emergencies/gas-leak'),
      listed('What to do in a power cut', '/emergencies/power-cut'),
      listed('Carbon monoxide safety', '/emergencies/carbon-monoxide'),
      listed('Meter emergencies', '/emergencies/meter-emergency'),
      listed('Electrical safety at home', '/emergencies/electrical-safety'),
    ],
  },
};

/** The emergency numbers: meter emergency (24/7), gas leak, power cut. */
export const EMERGENCY_NUMBERS = {
  meterEmergency: { title: 'Meter emergency', number: '0330 808 3880', href: 'tel:03308083880', hours: '24/7' },
  gasLeak: { title: 'Gas leak', number: '0800 111 999', href: 'tel:0800111999', hours: '' },
  powerCut: { title: 'Power cut', number: '105', href: 'tel:105', hours: '' },
} as const satisfies Record<string, EmergencyNumber>;

/**
 * The emergencies page: the banner headed 'What to do in an emergency?', the three emergency
 * cards (meter emergency, gas leak, power cut) with their numbers, and the electrical safety
 * advice box. Its help cards are the category's `ctaItems`; its articles, `categoryData.articles`.
 */
export const EMERGENCIES_PAGE = {
  bannerTitle: 'What to do in an emergency?',
  bannerText: 'If you or anyone else is in immediate danger, call 999.',
  cardsLabel: 'Emergency numbers',
  cards: [
    { ...EMERGENCY_NUMBERS.meterEmergency, description: 'If your gas or electricity meter is damaged, or you think it is not safe.' },
    { ...EMERGENCY_NUMBERS.gasLeak, description: 'If you smell gas or think there is a gas leak. Free, day or night.' },
    { ...EMERGENCY_NUMBERS.powerCut, description: 'If your power is off. Free, and puts you through to your local network operator.' },
  ],
  electricalSafety: {
    title: 'Electrical safety advice',
    paragraphs: [
      'If a plug, socket or appliance sparks, smokes or smells of burning, switch it off at the wall and unplug it, if it is safe to touch.',
      'If it is not safe to touch, switch off the electricity at your fuse box (consumer unit).',
      'Never touch a damaged cable, or anything electrical with wet hands.',
      'If there is a fire, get everyone out and call 999.',
    ],
  },
} as const satisfies { bannerTitle: string; bannerText: string; cardsLabel: string; cards: readonly EmergencyCard[]; electricalSafety: AdviceBox };
