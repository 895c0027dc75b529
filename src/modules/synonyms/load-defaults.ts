import type { Db } from '../../db/connection.js';
import { defaultSynonymGroups } from './default-lexicon.js';
import { createSynonymsRepository } from './synonyms.repository.js';
import { createSynonymsService } from './synonyms.service.js';

/** Loads the default synonym groups on a database's first start (prepareDatabase); later starts do nothing. */
export async function loadDefaultSynonyms(db: Db): Promise<number> {
  return createSynonymsService({
    synonymsRepository: createSynonymsRepository(db),
    transaction: (work) => db.transaction(work),
    defaultGroups: defaultSynonymGroups,
  }).loadDefaults();
}
