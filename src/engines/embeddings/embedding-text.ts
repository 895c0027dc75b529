import { createHash } from 'node:crypto';
import type { BusinessDocument, ProductDocument } from '../elasticsearch/bodies.js';

/**
 * The text a record is embedded from: what a buyer would read to decide whether it fits. A record
 * is re-embedded only when this text changes (its hash).
 */
export function businessText(
  document: Pick<BusinessDocument, 'name' | 'description_en' | 'description_id' | 'category_name'>,
): string {
  return [document.name, document.category_name, document.description_en, document.description_id]
    .filter(Boolean)
    .join('\n');
}

export function productText(document: Pick<ProductDocument, 'name' | 'description' | 'category_name'>): string {
  return [document.name, document.category_name, document.description].filter(Boolean).join('\n');
}

export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
