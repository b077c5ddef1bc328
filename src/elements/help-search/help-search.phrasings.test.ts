/**
 * How well the search box finds what customers mean, in their own words: real phrasings (typos,
 * words in another order, half-typed words) and the page each should suggest first, against
 * the stand-in categories list. Prints the score; fails below 95 %. And every vocabulary entry
 * points at a page that exists: the elements' own paths, the list's categories and articles.
 */
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { parseCategoriesList } from '../../api/content-pages/categories';
import { HOME_SECONDARY_LINKS } from '../../content/help-home-page';
import { MOST_ASKED, SEARCH_VOCABULARY } from '../../content/search-vocabulary';
import { COMPLAINT_PATHS } from '../complaint-journey/complaint-journey.paths';
import { CONTACT_US_PATHS } from '../contact-us/contact-us.paths';
import { METER_READ_PATHS } from '../meter-read-form/meter-read-form.paths';
import { PROBATE_PATHS } from '../help-probate/help-probate.paths';
import { keyWordsOf, suggest, suggestionsFor } from './help-search.suggestions';

const LIST = parseCategoriesList(JSON.parse(readFileSync(new URL('../../../standins/fixtures/content/categories.json', import.meta.url), 'utf8')));

const BEREAVEMENT = PROBATE_PATHS.page;
const COMPLAINT = COMPLAINT_PATHS.customerType;
const CONTACT = CONTACT_US_PATHS.page;
const METER_READ = METER_READ_PATHS.form;
const MOVING_HOME = '/energy/moving-home';
const STRUGGLING = '/struggling-to-pay';
const BOILER = '/breakdowns/boiler-breakdown';

/** What a customer types, and the page that should come first. */
const PHRASINGS: [typed: string, first: string][] = [
  ['bereavement', BEREAVEMENT],
  ['someone has died', BEREAVEMENT],
  ['someone died', BEREAVEMENT],
  ['died someone', BEREAVEMENT],
  ['my mum has passed away', BEREAVEMENT],
  ['berevement', BEREAVEMENT],
  ['bereav', BEREAVEMENT],
  ['probate', BEREAVEMENT],
  ['executor of estate', BEREAVEMENT],
  ['cant pay', STRUGGLING],
  ["can't pay my bill", STRUGGLING],
  ['cannot pay', STRUGGLING],
  ['extra help', STRUGGLING],
  ['help extra', STRUGGLING],
  ['struggling to pay', STRUGGLING],
  ['strugling to pay', STRUGGLING],
  ['in debt', STRUGGLING],
  ['arrears', STRUGGLING],
  ['behind on my bills', STRUGGLING],
  ['complain', COMPLAINT],
  ['complaint', COMPLAINT],
  ['make a complaint', COMPLAINT],
  ['complian', COMPLAINT],
  ['not happy', COMPLAINT],
  ['unhappy with the service', COMPLAINT],
  ['boiler not working', BOILER],
  ['my boiler is not working', BOILER],
  ['boiler not wroking', BOILER],
  ['not working boiler', BOILER],
  ['bolier broken', BOILER],
  ['heating not working', BOILER],
  ['no hot water', '/breakdowns/no-hot-water'],
  ['no heating', '/breakdowns/no-hot-water'],
  ['boiler pressure', '/breakdowns/boiler-pressure'],
  ['gas leak', '/emergencies/gas-leak'],
  ['i can smell gas', '/emergencies/gas-leak'],
  ['gas lek', '/emergencies/gas-leak'],
  ['power cut', '/emergencies/power-cut'],
  ['no electricity', '/emergencies/power-cut'],
  ['no electricty', '/emergencies/power-cut'],
  ['meter reading', METER_READ],
  ['submit a reading', METER_READ],
  ['submit meter readings', METER_READ],
  ['send a meter reading', METER_READ],
  ['contact', CONTACT],
  ['contact us', CONTACT],
  ['phone number', CONTACT],
  ['call us', CONTACT],
  ['speak to someone', CONTACT],
  ['moving home', MOVING_HOME],
  ['moving house', MOVING_HOME],
  ['home moving', MOVING_HOME],
  ['movng house', MOVING_HOME],
  ['change of tenancy', MOVING_HOME],
  ['emergency', '/emergencies'],
  ['refund', '/bills-and-payments/request-a-refund'],
  ['my bill is too high', '/bills-and-payments/bill-higher-than-expected'],
  ['warm home discount', '/struggling-to-pay/warm-home-discount'],
  ['forgot password', '/my-account/reset-password'],
  ['top up', '/pay-as-you-go/top-up-your-meter'],
  ['run out of credit', '/pay-as-you-go/emergency-credit'],
  ['scam', '/helpful-advice/spot-a-scam'],
  ['carbon monoxide', '/emergencies/carbon-monoxide'],
  ['faulty meter', '/meters/faulty-meter'],
  ['meter not working', '/meters/faulty-meter'],
  ['price cap', '/energy-tariffs/price-cap-explained'],
  // Whole sentences, as people type them.
  ['i want to complain about my bill', COMPLAINT],
  ['who do i call', CONTACT],
  ['i need help paying my bill', STRUGGLING],
  ['my dad passed away', BEREAVEMENT],
  ['how do i give you a meter reading', METER_READ],
  ['theres no hot water', '/breakdowns/no-hot-water'],
  ['our power is off', '/emergencies/power-cut'],
  ['i am moving house next month', MOVING_HOME],
  ['bill too hgih', '/bills-and-payments/bill-higher-than-expected'],
  ['my boiler has broken down', BOILER],
];

describe('search phrasings: what customers type finds the page they mean', () => {
  it(`puts the expected page first for at least 95 % of ${PHRASINGS.length} real phrasings`, () => {
    const misses: string[] = [];
    for (const [typed, expected] of PHRASINGS) {
      const first = suggestionsFor(typed, LIST)[0]?.route ?? '(nothing)';
      if (first !== expected) misses.push(`"${typed}": ${first}, not ${expected}`);
    }
    const hits = PHRASINGS.length - misses.length;
    const score = hits / PHRASINGS.length;
    console.log(`search phrasings: ${hits} of ${PHRASINGS.length} first (${(score * 100).toFixed(1)} %)${misses.length ? `; missed: ${misses.join('; ')}` : ''}`);
    expect(PHRASINGS.length).to.be.at.least(40);
    expect(score, misses.join('\n')).to.be.at.least(0.95);
  });

  it('each vocabulary entry points at a page that exists, with the title it shows', () => {
    const pages = new Map<string, string>([
      [PROBATE_PATHS.page, 'Bereavement'],
      [COMPLAINT_PATHS.customerType, 'Make a complaint'],
      [CONTACT_US_PATHS.page, 'Contact us'],
      [METER_READ_PATHS.form, 'Submit a meter reading'],
    ]);
    const mainSite = HOME_SECONDARY_LINKS.flatMap((group) => group.links).filter((link) => link.externalLink).map((link) => link.link);
    for (const { target } of [...SEARCH_VOCABULARY.map((entry) => entry), ...MOST_ASKED.map((target) => ({ target }))]) {
      if ('page' in target) expect(pages.get(target.page), target.page).to.equal(target.title);
      else if ('mainSite' in target) expect(mainSite, target.mainSite).to.include(target.mainSite);
      else {
        const category = LIST.find((listed) => listed.slug === target.category);
        expect(category, target.category).to.not.equal(undefined);
        if (target.article) expect(category!.articles, target.article).to.deep.include({ label: target.article, title: target.title });
        else expect(category!.title).to.equal(target.title);
      }
    }
  });

  it('no phrase sends two entries the same way, and every phrase has a word that counts', () => {
    const owners = new Map<string, number>();
    SEARCH_VOCABULARY.forEach(({ phrases }, index) => {
      for (const phrase of phrases) {
        const key = keyWordsOf(phrase).sort().join(' ');
        expect(key, `"${phrase}" is small words only`).to.not.equal('');
        expect(owners.get(key) ?? index, `"${phrase}" is under two entries`).to.equal(index);
        owners.set(key, index);
      }
    });
  });

  it('offers the most asked pages, contact us last, when a text of three characters or more matches nothing', () => {
    const offered = suggest('zzqx wibble', LIST);
    expect(offered.popular).to.equal(true);
    expect(offered.suggestions.map((suggestion) => suggestion.route)).to.deep.equal([METER_READ, '/bills-and-payments', STRUGGLING, '/emergencies', CONTACT]);
    expect(suggest('zq', LIST)).to.deep.equal({ suggestions: [], popular: false });
    expect(suggest('gas leak', LIST).popular).to.equal(false);
    // Without the list, the pages that are not in it are still offered.
    expect(suggest('zzqx', []).suggestions.map((suggestion) => suggestion.route)).to.deep.equal([METER_READ, CONTACT]);
  });
});
