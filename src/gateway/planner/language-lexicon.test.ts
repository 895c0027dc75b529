// Short product questions take their language from the lexicon's product names when franc and the
// marker words cannot tell: a table generated from the taxonomy leaves and their Indonesian terms.
import { describe, expect, it } from 'vitest';
import { productTaxonomyLeaves } from '../../modules/synonyms/default-lexicon.js';
import { readLexicon } from '../../modules/synonyms/lexicon-file.js';
import { lexiconLanguageWords } from '../../modules/synonyms/lexicon-terms.js';
import { detectLanguage, languageText, markerVotes } from './language.js';

const { en, id } = lexiconLanguageWords();
const SHORT = 25;
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
/** Short, every word of one language only, no place name ("palu" is Palu) and no marker word to decide it otherwise. */
const decidedBy = (text: string, words: ReadonlySet<string>) => {
  const list = wordsOf(text);
  if (wordsOf(languageText(text)).length !== list.length) return false;
  const votes = markerVotes(text);
  return (
    list.length > 0 &&
    text.replace(/[^\p{L}]/gu, '').length < SHORT &&
    list.every((word) => words.has(word)) &&
    votes.en === votes.id
  );
};

const english = productTaxonomyLeaves()
  .map((leaf) => leaf.name.replace(/&/g, 'and'))
  .filter((name) => decidedBy(name, en));
const indonesian = readLexicon('taxonomy-leaves')
  .map((entry) =>
    entry.terms
      .split(/[;,]/)[0]!
      .replace(/^[^:]*:/, '')
      .trim(),
  )
  .filter((term) => decidedBy(term, id));

describe('the language of short product questions', () => {
  it('has enough of each to mean something', () => {
    expect(english.length).toBeGreaterThan(20);
    expect(indonesian.length).toBeGreaterThan(20);
  });
  it.each(english)('"%s" is English', (name) => expect(detectLanguage(name)).toBe('en'));
  it.each(indonesian)('"%s" is Indonesian', (term) => expect(detectLanguage(term)).toBe('id'));
  it('a word both languages use is evidence of neither', () => {
    for (const word of ['batik', 'set', 'sofa']) expect(en.has(word) || id.has(word)).toBe(false);
  });
});
