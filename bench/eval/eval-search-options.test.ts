// --corpora of `npm run eval:search`: which corpora a run takes, and where its results go; and --translation.
import { describe, expect, it } from 'vitest';
import { CORPORA, corporaOf, resultsFileOf, translationOf } from './eval-search-options.js';

describe('--corpora', () => {
  it.each([
    ['demo,real,real-id', ['demo', 'real', 'real-id']],
    ['real-id', ['real-id']],
    [' real-id , demo ', ['demo', 'real-id']],
    ['real,real', ['real']],
  ])('%s runs %j, in the run order', (option, corpora) => {
    expect(corporaOf(option)).toEqual(corpora);
  });

  it.each(['', ',', 'real,english', 'Real'])('rejects "%s", naming the option', (option) => {
    expect(() => corporaOf(option)).toThrow('--corpora');
  });

  it.each([
    [[...CORPORA], undefined, 'eval-results.json'],
    [[...CORPORA], 'e5', 'eval-results-e5.json'],
    [['real-id'], undefined, 'eval-results-real-id.json'],
    [['demo', 'real-id'], 'use', 'eval-results-demo+real-id-use.json'],
  ] as const)('a run over %j with model %s writes %s', (corpora, model, file) => {
    expect(resultsFileOf([...corpora], model)).toBe(file);
  });
});

describe('--translation', () => {
  it.each(['on', 'off', 'both'])('takes %s', (option) => {
    expect(translationOf(option)).toBe(option);
  });

  it.each(['', 'yes', 'ON', 'on,off'])('rejects "%s", naming the option', (option) => {
    expect(() => translationOf(option)).toThrow('--translation');
  });
});
