// The buyer's own details in a question ("... for 200 rattan chairs, my name is Budi Santoso of PT
// Hotel Nusantara, budi@hotelnusantara.co.id"; "saya Sari dari CV Maju, email sari@maju.id"): the
// name as written, the company, the e-mail address. They fill an RFQ draft's buyer fields and
// leave the words the planner searches for, so they never become part of an item's name.

export interface BuyerDetails {
  name: string | null;
  company: string | null;
  email: string | null;
  /** The question without the buyer's details: what the planner reads. */
  rest: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A name runs until one of these (or punctuation): what follows it is not part of it. */
const NAME_END =
  /^(?:from|of|at|with|dari|di|dengan|untuk|for|and|dan|email|e-mail|mail|surel|phone|telp|tel|hp|wa|company|perusahaan|my|saya|i|we|kami|please|tolong|mohon)$/i;
const COMPANY_END =
  /^(?:email|e-mail|mail|surel|phone|telp|tel|hp|wa|and|dan|for|untuk|with|dengan|please|tolong|mohon|my|saya|di|in)$/i;
/** Cues after which the buyer's name follows, whatever its case. */
const NAME_CUES = [
  /\bmy name is\s+/i,
  /\b(?:buyer|contact|contact person|name|nama|pembeli|kontak)\s*:\s*/i,
  /\bnama saya\s+/i,
  /\batas nama\s+/i,
];
/** Cues after which a name follows only when it is capitalised ("I am Budi", not "I am looking"). */
const CAPITAL_NAME_CUES = [
  /\b(?:buyer|contact person|contact|pembeli|kontak)\s+/i,
  /\bI am\s+/,
  /\bI'm\s+/,
  /\b[Ss]aya\s+/,
  /\b[Tt]his is\s+/,
];
/** Cues after which the company follows. */
const COMPANY_CUES = [
  /\b(?:company|perusahaan)\s*:?\s+/i,
  /\bon behalf of\s+/i,
  /\b(?:from|of|at|dari)\s+(?=(?:PT|CV|UD|Koperasi|Yayasan)\.?\s)/,
];
const LEGAL_FORM = /^(?:PT|CV|UD|Koperasi|Yayasan)\.?$/;
const MAX_NAME_WORDS = 4;
const MAX_COMPANY_WORDS = 6;

interface Span {
  start: number;
  end: number;
  text: string;
}

/** The words after `from` up to an ending word or punctuation, at most `max`; null when none. */
function wordsAfter(
  question: string,
  from: number,
  max: number,
  end: RegExp,
  capitalOnly: boolean,
  taken: ReadonlyArray<Span>,
): Span | null {
  const pattern = /[\p{L}][\p{L}.'-]*/uy;
  let index = from;
  let last = from;
  const found: string[] = [];
  while (found.length < max) {
    pattern.lastIndex = index;
    const match = pattern.exec(question);
    if (!match) break;
    const word = match[0].replace(/\.$/, '');
    if (end.test(word) && !(found.length === 0 && LEGAL_FORM.test(word))) break;
    if (capitalOnly && !/^\p{Lu}/u.test(word)) break;
    if (taken.some((span) => match.index >= span.start && match.index < span.end)) break;
    found.push(word);
    last = match.index + match[0].length;
    // Words continue across spaces only: a comma, a period or a line ends the name.
    const gap = /^[ \t]+/.exec(question.slice(last));
    if (!gap) break;
    index = last + gap[0].length;
  }
  if (found.length === 0) return null;
  return { start: from, end: last, text: found.join(' ').replace(/[.'-]+$/, '') };
}

/** Two to four capitalised words (no legal form) ending right before the e-mail address. */
function nameBeforeEmail(question: string, emailAt: number, taken: ReadonlyArray<Span>): Span | null {
  const before = question.slice(0, emailAt);
  const match =
    /(\p{Lu}[\p{Ll}'-]+(?:[ \t]+\p{Lu}[\p{Ll}'-]+){1,3})[ \t]*[,(<:-]?[ \t]*(?:e-?mail[ \t]*:?[ \t]*)?<?$/u.exec(
      before,
    );
  if (!match || LEGAL_FORM.test(match[1]!.split(/\s+/)[0]!)) return null;
  // "PT Hotel Nusantara budi@...": the words of a firm's name are no person's.
  if (/\b(?:PT|CV|UD|Koperasi|Yayasan)\.?[ \t]*$/.test(before.slice(0, match.index))) return null;
  if (taken.some((span) => match.index < span.end && match.index >= span.start)) return null;
  return { start: match.index, end: match.index + match[1]!.length, text: match[1]! };
}

export function readBuyer(question: string): BuyerDetails {
  const spans: Span[] = [];
  const email = EMAIL.exec(question);
  if (email) spans.push({ start: email.index, end: email.index + email[0].length, text: email[0] });
  const find = (cues: RegExp[], max: number, end: RegExp, capitalOnly: boolean): Span | null => {
    for (const cue of cues) {
      const pattern = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
      for (const match of question.matchAll(pattern)) {
        const span = wordsAfter(question, match.index + match[0].length, max, end, capitalOnly, spans);
        // A person's name never opens with a firm's legal form ("saya PT ..." names a company).
        if (span && !(end === NAME_END && LEGAL_FORM.test(span.text.split(' ')[0]!)))
          return { ...span, start: match.index };
      }
    }
    return null;
  };
  const company = find(COMPANY_CUES, MAX_COMPANY_WORDS, COMPANY_END, false);
  if (company) spans.push(company);
  const name =
    find(NAME_CUES, MAX_NAME_WORDS, NAME_END, false) ?? find(CAPITAL_NAME_CUES, MAX_NAME_WORDS, NAME_END, true);
  if (name) spans.push(name);
  // "... for Budi Santoso (budi@example.com)": capitalised words straight before the address.
  const beforeEmail = !name && email ? nameBeforeEmail(question, email.index, spans) : null;
  if (beforeEmail) spans.push(beforeEmail);
  // A label word left before an address ("email budi@...", "e-mail:") goes with it.
  if (email) {
    const label = /(?:\b(?:my\s+)?(?:e-?mail|surel)(?:\s+saya)?\s*:?\s*)$/i.exec(question.slice(0, email.index));
    if (label) spans[0] = { ...spans[0]!, start: label.index };
  }
  let rest = question;
  for (const span of [...spans].sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  return {
    name: name?.text ?? beforeEmail?.text ?? null,
    company: company ? company.text.replace(/^(?:PT|CV|UD)\.(?=\s)/, (form) => form.slice(0, -1)) : null,
    email: email?.[0] ?? null,
    rest: rest.replace(/\s+/g, ' ').trim(),
  };
}
