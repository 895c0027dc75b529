// "Compare PT Sinar Jaya and CV Maju for rattan chairs" / "bandingkan PT A dengan CV B untuk kopi":
// the suppliers a question names beside a comparison word, as written, and the item it compares
// them on. Names are read from the question's own text (capitals kept); resolving them against
// what the key can see is the executor's (../compare.ts).

/** Words that ask for a comparison; "vs" / "versus" between two names do too. */
const COMPARE_CUE =
  /\b(?:compare|comparing|comparison(?:\s+(?:of|between))?|bandingkan|membandingkan|dibandingkan|perbandingan(?:\s+antara)?|bandingin|which(?:\s+one)?\s+is\s+better|mana\s+yang\s+lebih\s+(?:baik|bagus)|lebih\s+(?:baik|bagus)\s+mana)\b/i;
const VERSUS = /\s+(?:vs\.?|versus|lawan)\s+/i;
/** What separates two names. */
const SEPARATOR = /\s*(?:,|;|&|\s(?:and|dan|with|dengan|or|atau|vs\.?|versus|lawan)\s)\s*/i;
/** Where the item being compared starts ("... for rattan chairs", "... untuk kopi"). */
const ITEM_CLAUSE =
  /\s(?:for|untuk|on|soal|about|tentang|in terms of|dalam hal|selling|yang menjual|that sell)\s+(.+)$/i;
/** Legal forms that open a firm's name. */
const LEGAL_FORM = /\b(?:PT|CV|UD|Koperasi|Yayasan|Perum)\.?\s/i;
/** Words before a name that are not part of it. */
const LEADING = /^(?:the\s+|suppliers?\s+|pemasok\s+|antara\s+|between\s+|supplier\s+|perusahaan\s+|companies\s+)+/i;
/** Places after a name ("PT A in Bali") are not part of it. */
const TRAILING_PLACE = /\s(?:in|di|from|dari)\s.*$/i;

export interface Comparison {
  /** The names as the question writes them, in its order, each once. */
  names: string[];
  /** The item's words, or '' when the question compares the suppliers as a whole. */
  item: string;
}

const clean = (text: string) =>
  text
    .replace(/[?!.:"“”]+$/g, '')
    .replace(/^["“”]+/, '')
    .trim();

/** The names a question asks to compare (at least two), or null when it asks no comparison. */
export function readComparison(question: string): Comparison | null {
  const text = question.replace(/\s+/g, ' ').trim();
  const cue = COMPARE_CUE.exec(text);
  let body: string;
  if (cue) body = text.slice(cue.index + cue[0].length);
  else if (VERSUS.test(text)) body = text;
  else return null;
  // The item clause ends the sentence part that lists the names.
  body = body.split(/[?!]|\.\s/)[0]!;
  let item = '';
  const clause = ITEM_CLAUSE.exec(` ${body}`);
  if (clause) {
    item = clean(clause[1]!);
    body = ` ${body}`.slice(0, clause.index).trim();
  }
  const names: string[] = [];
  const itemWords: string[] = [];
  for (const part of body.split(SEPARATOR)) {
    let name = clean(part.replace(TRAILING_PLACE, '')).replace(LEADING, '');
    // "rattan suppliers PT A": the words before a legal form name the item, not the firm.
    const form = LEGAL_FORM.exec(name);
    if (form && form.index > 0) {
      itemWords.push(name.slice(0, form.index).replace(/\b(?:suppliers?|pemasok)\b/gi, ''));
      name = name.slice(form.index);
    }
    name = clean(name);
    // A supplier's name is a proper noun: capitalised, or opened by a legal form in any case
    // ("compare rattan chairs and teak tables" compares no suppliers).
    if (!/^\p{Lu}/u.test(name) && !/^(?:pt|cv|ud|koperasi|yayasan|perum)\.?\s/i.test(name)) continue;
    if (/\p{L}/u.test(name) && !names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  if (names.length < 2) return null;
  if (!item) item = clean(itemWords.join(' ').replace(/\s+/g, ' '));
  return { names, item };
}
