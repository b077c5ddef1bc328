import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { RemoteCategory } from '../../api/content-pages/categories';
import { MAX_SUGGESTIONS, keyWordsOf, matchOf, phraseMatchOf, suggestionsFor, wantsSuggestions, withinEdits, wordsOf, typosAllowed } from './help-search.suggestions';

const category = (slug: string, title: string, articles: [label: string, title: string][] = []): RemoteCategory => ({
  slug,
  title,
  metaDescription: '',
  articleLabels: articles.map(([label]) => label),
  articles: articles.map(([label, articleTitle]) => ({ label, title: articleTitle })),
});

const LIST: RemoteCategory[] = [
  category('bills-and-payments', 'Bills and payments', [
    ['understanding-your-bill', 'Understanding your energy bill'],
    ['request-a-refund', 'Getting a refund of your credit'],
  ]),
  category('meters', 'Meters', [
    ['how-to-read-your-meter', 'How to read your meter'],
    ['submit-a-meter-reading', 'Giving us a meter reading'],
    ['smart-meter-not-sending-readings', 'My smart meter isn’t sending readings'],
    ['faulty-meter', 'Reporting a faulty meter'],
    ['economy-7-meters', 'Economy 7 meters explained'],
    ['moving-your-meter', 'Moving your meter'],
  ]),
  category('pay-as-you-go', 'Pay As You Go', [['debt-on-your-meter', 'Paying back debt on your meter']]),
];

const titles = (text: string, list: readonly RemoteCategory[] = LIST) => suggestionsFor(text, list).map((suggestion) => suggestion.title);

describe('search suggestions', () => {
  it('reads the words of a title in lower case, without accents, apostrophes or punctuation', () => {
    expect(wordsOf('My smart meter isn’t sending readings')).to.deep.equal(['my', 'smart', 'meter', 'isnt', 'sending', 'readings']);
    expect(wordsOf('  Café: Economy-7, “meters”!  ')).to.deep.equal(['cafe', 'economy', '7', 'meters']);
    expect(wordsOf(' ?! ')).to.deep.equal([]);
  });

  it('matches when every word typed starts a word of the title, in any order and case', () => {
    expect(matchOf(['meter'], 'How to read your meter')).to.equal(1);
    expect(matchOf(['read', 'meter'], 'How to read your METER')).to.equal(1);
    expect(matchOf(['mov'], 'Moving your meter')).to.equal(0);
    expect(matchOf(['moving', 'your', 'me'], 'Moving your meter')).to.equal(0);
    expect(matchOf(['eter'], 'How to read your meter'), 'the middle of a word').to.equal(null);
    expect(matchOf(['meter', 'gas'], 'How to read your meter'), 'a word the title does not have').to.equal(null);
    expect(matchOf([], 'Meters')).to.equal(null);
  });

  it('suggests nothing before two characters, or for punctuation alone', () => {
    expect(wantsSuggestions('m')).to.equal(false);
    expect(wantsSuggestions(' m ')).to.equal(false);
    expect(wantsSuggestions('me')).to.equal(true);
    expect(titles('')).to.deep.equal([]);
    expect(titles('m')).to.deep.equal([]);
    expect(titles('  ')).to.deep.equal([]);
    expect(titles('?!')).to.deep.equal([]);
  });

  it('lists categories first, then articles, at most five, those that start with the text first', () => {
    const found = suggestionsFor('meter', LIST);
    expect(found).to.have.length(MAX_SUGGESTIONS);
    expect(found.map((suggestion) => suggestion.title)).to.deep.equal([
      'Meters',
      'How to read your meter',
      'Giving us a meter reading',
      'My smart meter isn’t sending readings',
      'Reporting a faulty meter',
    ]);
    expect(found[0]).to.deep.equal({ kind: 'category', title: 'Meters', route: '/meters', categoryTitle: '' });
    expect(found[1]).to.deep.equal({ kind: 'article', title: 'How to read your meter', route: '/meters/how-to-read-your-meter', categoryTitle: 'Meters' });
    // Then the vocabulary's pages for phrases with every word typed ("moving home").
    expect(titles('MOVING your')).to.deep.equal(['Moving your meter', 'Moving home']);
    expect(titles('your meter')).to.deep.equal([
      'How to read your meter',
      'Moving your meter',
      'Paying back debt on your meter',
      // Then pages whose phrases have every word typed ("meter reading", "faulty meter").
      'Submit a meter reading',
      'Reporting a faulty meter',
    ]);
    expect(titles('pay')).to.deep.equal(['Pay As You Go', 'Bills and payments', 'Paying back debt on your meter']);
    expect(titles('isnt')).to.deep.equal(['My smart meter isn’t sending readings']);
    expect(titles('gas boiler')).to.deep.equal([]);
    expect(suggestionsFor('meter', LIST, 2)).to.have.length(2);
  });

  it('leaves out what the app has no page for: unknown categories, untitled entries, names that are not route segments', () => {
    const list = [
      category('not-a-category', 'Meter news', [['meter-news', 'Meter news']]),
      category('meters', '', [
        ['faulty-meter', ''],
        ['../meter', 'Meter escape'],
        ['Meter-Upper', 'Meter upper'],
        ['moving-your-meter', '  Moving your meter  '],
      ]),
      category('meters', 'Meters again', [['moving-your-meter', 'Moving your meter']]),
    ];
    expect(suggestionsFor('meter', list)).to.deep.equal([
      { kind: 'category', title: 'Meters again', route: '/meters', categoryTitle: '' },
      { kind: 'article', title: 'Moving your meter', route: '/meters/moving-your-meter', categoryTitle: '' },
      // The vocabulary's page for "meter reading", after the titles.
      { kind: 'page', title: 'Submit a meter reading', route: '/submit-meter-read', categoryTitle: '' },
    ]);
  });

  it('counts typos as Damerau–Levenshtein does: a letter added, taken away, changed, or two swapped', () => {
    expect(withinEdits('boiler', 'boiler', 0)).to.equal(true);
    expect(withinEdits('bolier', 'boiler', 1), 'two letters swapped').to.equal(true);
    expect(withinEdits('boilr', 'boiler', 1), 'a letter missing').to.equal(true);
    expect(withinEdits('boilder', 'boiler', 1), 'a letter too many').to.equal(true);
    expect(withinEdits('boiker', 'boiler', 1), 'a letter changed').to.equal(true);
    expect(withinEdits('bolierr', 'boiler', 1)).to.equal(false);
    expect(withinEdits('bolierr', 'boiler', 2)).to.equal(true);
    expect(withinEdits('gas', 'gap', 0)).to.equal(false);
    expect(withinEdits('', 'ab', 2)).to.equal(true);
  });

  it('matches a phrase in any order, small words aside, a typo forgiven from four letters, two from eight', () => {
    const phrase = keyWordsOf('someone has died');
    expect(phrase).to.deep.equal(['someone', 'died']);
    expect(phraseMatchOf(keyWordsOf('someone has died'), phrase)).to.equal('whole');
    expect(phraseMatchOf(keyWordsOf('died someone'), phrase)).to.equal('whole');
    expect(phraseMatchOf(keyWordsOf('somone has dyed'), phrase)).to.equal('whole');
    expect(phraseMatchOf(keyWordsOf('died someo'), phrase), 'its last word half typed').to.equal('covered');
    expect(phraseMatchOf(keyWordsOf('someone in my family died'), phrase), 'more words').to.equal('covered');
    expect(phraseMatchOf(keyWordsOf('someone'), phrase)).to.equal('partial');
    expect(phraseMatchOf(keyWordsOf('someone else'), phrase)).to.equal(null);
    expect(phraseMatchOf(['bereavment'], ['bereavement'])).to.equal('whole');
    expect(phraseMatchOf(['bereavmnet'], ['bereavement']), 'two typos in a long word').to.equal('whole');
    expect(phraseMatchOf(['gaz'], ['gas']), 'no typo under four letters').to.equal(null);
    expect(phraseMatchOf(['gas', 'lek'], ['gas', 'leak']), 'a letter left out of a four-letter word').to.equal('whole');
    expect(phraseMatchOf(['gas', 'eak'], ['gas', 'leak']), 'but not its first').to.equal(null);
    expect(typosAllowed('rea', 'read'), 'nor its last: "rea" is "read" half typed').to.equal(0);
    expect(typosAllowed('lek', 'leak')).to.equal(1);
    expect(phraseMatchOf(['cant', 'pay'], keyWordsOf("can't pay"))).to.equal('whole');
  });

  it('puts pages whose whole phrase was typed before every title, and forgives typos in titles', () => {
    expect(titles('complian')).to.deep.equal(['Make a complaint']);
    expect(titles('meter reading')[0]).to.equal('Submit a meter reading');
    expect(titles('reprting a faulty meter')).to.deep.equal(['Reporting a faulty meter']);
    expect(matchOf(['readng'], 'Giving us a meter reading'), 'a typo in a whole word').to.equal(1);
    // A topic or article the list does not have is never suggested, whatever the vocabulary says.
    expect(titles('gas leak')).to.deep.equal([]);
  });
});
