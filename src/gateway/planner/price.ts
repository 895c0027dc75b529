// Price limits as buyers write them in English and Indonesian: "under 50,000 rupiah", "di bawah
// Rp 100.000", "maksimal 300 ribu", "50k", "1,5 juta", "IDR 1 million each", "between 50k and
// 100k", "50rb/pcs". The words are data (price-words.json). A limit that cannot be read exactly
// ("cheap", "not too expensive", "under 50.00.0") is never guessed: its words are reported unread.
// Pure; unit-tested by a table generated from the rule.
import type { PlanPrice } from '../plan.js';
import { type Phrase, type PriceWords, priceWords } from './price-words.js';
import { parseNumber, unitOfWord } from './quantity.js';
import { phraseAt, type Token } from './text.js';

export interface ParsedPrice {
  price: PlanPrice | null;
  /** Words of a limit that could not be read, as the question's tokens ("cheap", "under 50.00.0"). */
  unread: string[];
  /** Token indexes the price (or an unread limit) spans: they are no keywords and no quantity. */
  claims: number[];
}

/** An amount of money at a token: optional currency, a number, multipliers, optional currency. */
interface Amount {
  value: number | null;
  currency: string | null;
  /** A currency or a money multiplier ("k", "juta") says it is money, not a count. */
  money: boolean;
  /** The multiplier written after the number (1 when none). */
  multiplier: number;
  start: number;
  end: number;
}

const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** The longest phrase of `list` at `index`, or undefined. */
function phraseOf(list: readonly string[], index: number, phrases: readonly Phrase[]): Phrase | undefined {
  let best: Phrase | undefined;
  for (const phrase of phrases)
    if (phraseAt(list, index, phrase) && (!best || phrase.length > best.length)) best = phrase;
  return best;
}

function currencyAt(list: readonly string[], index: number, words: PriceWords) {
  let best: { words: Phrase; code: string } | undefined;
  for (const entry of words.currencies)
    if (phraseAt(list, index, entry.words) && (!best || entry.words.length > best.words.length)) best = entry;
  return best;
}

function readAmount(tokens: readonly Token[], list: readonly string[], at: number, words: PriceWords): Amount | null {
  let index = at;
  let currency: string | null = null;
  const before = currencyAt(list, index, words);
  if (before) {
    currency = before.code;
    index += before.words.length;
  }
  const token = tokens[index];
  if (!token?.numeric) return null;
  let value = parseNumber(token.text);
  index += 1;
  let money = currency !== null;
  const multiplier = tokens[index] ? words.multipliers.get(tokens[index]!.text) : undefined;
  if (multiplier !== undefined) {
    if (value !== null) value = tidy(value * multiplier);
    money ||= words.moneyMultipliers.has(tokens[index]!.text);
    index += 1;
  }
  const after = currencyAt(list, index, words);
  if (after && (currency === null || currency === after.code)) {
    currency = after.code;
    money = true;
    index += after.words.length;
  }
  return { value, currency, money, multiplier: multiplier ?? 1, start: at, end: index };
}

/** The unit a price is per, after the amount: "each", "per kg", "/pcs", "a piece", "setiap buah". */
function readPerUnit(
  list: readonly string[],
  at: number,
  words: PriceWords,
): { unit: string; factor: number; end: number } | null {
  const alone = words.perUnitAlone
    .filter((entry) => phraseAt(list, at, entry.words))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (alone) return { unit: alone.unit, factor: 1, end: at + alone.words.length };
  const marker = list[at];
  if (marker && words.perUnitMarkers.has(marker) && list[at + 1]) {
    const unit = unitOfWord(list[at + 1]!);
    if (unit) return { unit: unit.unit, factor: unit.factor, end: at + 2 };
  }
  return null;
}

export function parsePrice(tokens: readonly Token[], claimed: readonly boolean[] = []): ParsedPrice {
  const words = priceWords();
  const list = tokens.map((token) => token.text);
  const taken = list.map((_, index) => claimed[index] ?? false);
  const claims: number[] = [];
  const unread: string[] = [];
  let min: number | null = null;
  let max: number | null = null;
  let currency: string | null = null;
  let perUnit: { unit: string; factor: number } | null = null;
  const claim = (from: number, to: number) => {
    for (let k = from; k < to; k += 1) {
      taken[k] = true;
      claims.push(k);
    }
  };
  const free = (from: number, to: number) => taken.slice(from, to).every((value) => !value);
  // A number that runs on into another number ("50..000" reads as "50" "000") is malformed.
  const runsOn = (amount: Amount) => tokens[amount.end]?.numeric === true;
  // "maksimal 300 kg" and "5 rb pcs" count things; "Rp 50.000 pcs", "50rb each" and "50 ribu
  // satuan" are prices (a currency, or a word that names a unit price).
  const countsSomething = (amount: Amount) => {
    const next = list[amount.end];
    if (next === undefined || amount.currency !== null || unitOfWord(next) === undefined) return false;
    return !words.perUnitAlone.some((entry) => phraseAt(list, amount.end, entry.words));
  };

  /** Records a read limit (and the unit after it); false when it is not a readable amount of money. */
  const take = (kind: 'min' | 'max', amount: Amount, from: number): 'read' | 'unread' | 'none' => {
    if (countsSomething(amount)) return 'none';
    if (amount.value === null || amount.value <= 0 || runsOn(amount)) return 'unread';
    // A bare small number after a limit word ("under 50") names no currency and no scale: not guessed.
    if (!amount.money && amount.value < 1000) return 'unread';
    const per = readPerUnit(list, amount.end, words);
    if (per) perUnit = per;
    if (amount.currency) currency ??= amount.currency;
    if (kind === 'min') min = amount.value;
    else max = amount.value;
    claim(from, per ? per.end : amount.end);
    return 'read';
  };
  const unreadFrom = (from: number, amount: Amount | null, fallbackEnd: number) => {
    const end = amount ? Math.max(amount.end, runsOn(amount) ? amount.end + 1 : amount.end) : fallbackEnd;
    unread.push(list.slice(from, end).join(' '));
    claim(from, end);
  };

  for (let index = 0; index < list.length; index += 1) {
    if (taken[index]) continue;
    // A range: "between 50k and 100k", "antara 50 ribu dan 100 ribu", "50rb - 100rb", "harga 50rb".
    const open = phraseOf(list, index, words.rangeOpen);
    const limitMax = phraseOf(list, index, words.max);
    const limitMin = phraseOf(list, index, words.min);
    const limit: Array<{ kind: 'range' | 'max' | 'min'; phrase: Phrase }> = [];
    if (open) limit.push({ kind: 'range', phrase: open });
    if (limitMax) limit.push({ kind: 'max', phrase: limitMax });
    if (limitMin) limit.push({ kind: 'min', phrase: limitMin });
    // The longest phrase reads first ("harga maksimal" before "harga").
    limit.sort((a, b) => b.phrase.length - a.phrase.length);
    let done = false;
    for (const candidate of limit) {
      const at = index + candidate.phrase.length;
      if (!free(index, at)) continue;
      const amount = readAmount(tokens, list, at, words);
      if (!amount) continue;
      if (candidate.kind === 'range') {
        const join = phraseOf(list, amount.end, words.rangeJoin);
        const second = readAmount(tokens, list, amount.end + (join?.length ?? 0), words);
        if (second && (join || second.money || second.multiplier > 1)) {
          if (countsSomething(second)) break;
          const both = [amount, second];
          if (both.some((entry) => entry.value === null || entry.value <= 0) || runsOn(second)) {
            unreadFrom(index, second, second.end);
            done = true;
            break;
          }
          // "50 - 100 ribu": a multiplier written once serves both numbers.
          const low = amount.multiplier === 1 ? tidy(amount.value! * second.multiplier) : amount.value!;
          if (!amount.money && !second.money && second.value! < 1000) {
            unreadFrom(index, second, second.end);
            done = true;
            break;
          }
          const per = readPerUnit(list, second.end, words);
          if (per) perUnit = per;
          currency ??= amount.currency ?? second.currency;
          min = Math.min(low, second.value!);
          max = Math.max(low, second.value!);
          claim(index, per ? per.end : second.end);
          done = true;
          break;
        }
        // One amount after an opening word: "from 50k" is a floor, "harga 50rb" the price asked.
        const floor = candidate.phrase[0] === 'from' || candidate.phrase[0] === 'dari';
        if (!amount.money) continue;
        const outcome = take(floor ? 'min' : 'max', amount, index);
        if (outcome === 'read') done = true;
        break;
      }
      const outcome = take(candidate.kind, amount, index);
      if (outcome === 'unread') unreadFrom(index, amount, amount.end);
      if (outcome !== 'none') done = true;
      break;
    }
    if (done) continue;
    // A bare amount of money: "kaos 50k", "1,5 juta", "Rp 50.000 per pcs", "50k-100k".
    const amount = readAmount(tokens, list, index, words);
    if (amount?.money && !countsSomething(amount)) {
      if (
        amount.value === null ||
        amount.value <= 0 ||
        (runsOn(amount) && !readAmount(tokens, list, amount.end, words)?.money)
      ) {
        unreadFrom(index, amount, amount.end);
        continue;
      }
      const second = readAmount(tokens, list, amount.end, words);
      if (second?.money && second.value !== null && second.value > 0) {
        currency ??= amount.currency ?? second.currency;
        min = Math.min(amount.value, second.value);
        max = Math.max(amount.value, second.value);
        const per = readPerUnit(list, second.end, words);
        if (per) perUnit = per;
        claim(index, per ? per.end : second.end);
        continue;
      }
      take('max', amount, index);
    }
  }

  // Price words without a number: never turned into a limit.
  for (let index = 0; index < list.length; index += 1) {
    if (taken[index]) continue;
    const vague = phraseOf(list, index, words.vague);
    if (!vague) continue;
    unread.push(vague.join(' '));
    claim(index, index + vague.length);
    index += vague.length - 1;
  }

  if (min === null && max === null) return { price: null, unread, claims: claims.sort((a, b) => a - b) };
  const per = perUnit as { unit: string; factor: number } | null;
  // "5 juta per ton" is 5,000 per kg: products are priced per kg.
  const scale = (value: number | null) => (value === null || !per ? value : tidy(value / per.factor));
  return {
    price: { min: scale(min), max: scale(max), currency: currency ?? 'IDR', per_unit: per?.unit ?? null },
    unread,
    claims: claims.sort((a, b) => a - b),
  };
}
