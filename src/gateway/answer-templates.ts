// The template answers' text (answer-templates.json), one entry per key and language, read and
// checked once: both languages carry the same keys, and each key the same {placeholders} in
// both, so an answer can never fall back to the other language's words.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Language, PlanUnit } from './plan.js';

const FILE = fileURLToPath(new URL('./answer-templates.json', import.meta.url));
const PLACEHOLDER = /\{(\w+)\}/g;

const UNIT_KEYS = [
  'piece',
  'kg',
  'meter',
  'liter',
  'set',
  'box',
  'roll',
  'sheet',
  'pair',
] as const satisfies PlanUnit[];
const forms = z.tuple([z.string().min(1), z.string().min(1)]);
const templatesSchema = z.strictObject({
  en: z.record(z.string(), z.string()),
  id: z.record(z.string(), z.string()),
  units: z.strictObject(
    Object.fromEntries(UNIT_KEYS.map((unit) => [unit, z.strictObject({ en: forms, id: forms })])) as Record<
      PlanUnit,
      z.ZodObject<{ en: typeof forms; id: typeof forms }>
    >,
  ),
});
export type AnswerTemplates = z.output<typeof templatesSchema>;

export const placeholders = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();

/** Parses and checks the templates' text; errors name the file and the key. */
export function parseTemplates(text: string, file = FILE): AnswerTemplates {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON: ${(error as Error).message}`);
  }
  const checked = templatesSchema.safeParse(raw);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const { en, id } = checked.data;
  for (const key of new Set([...Object.keys(en), ...Object.keys(id)])) {
    if (en[key] === undefined || id[key] === undefined)
      throw new Error(`${file}: "${key}" is missing in ${en[key] === undefined ? 'en' : 'id'}`);
    if (placeholders(en[key]).join() !== placeholders(id[key]).join())
      throw new Error(`${file}: "${key}" has different placeholders in en and id`);
  }
  return checked.data;
}

export const TEMPLATES = parseTemplates(readFileSync(FILE, 'utf8'));
export type TemplateKey = keyof (typeof TEMPLATES)['en'] & string;
export const TEMPLATE_KEYS: readonly TemplateKey[] = Object.keys(TEMPLATES.en);

/** A template in the language with its placeholders filled; a placeholder without a value is an error. */
export function render(key: TemplateKey, language: Language, values: Record<string, string | number> = {}): string {
  const template = TEMPLATES[language][key];
  if (template === undefined) throw new Error(`no answer template "${key}"`);
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`answer template "${key}" needs {${name}}`);
    return String(value);
  });
}

/** A unit's names in the language ([one, many]); undefined for a word no plan unit is (a model may give any). */
export function unitNames(unit: string, language: Language): readonly [string, string] | undefined {
  return Object.hasOwn(TEMPLATES.units, unit) ? TEMPLATES.units[unit as PlanUnit][language] : undefined;
}
