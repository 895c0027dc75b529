import type { Db } from '../../db/connection.js';
import { defaultSynonymGroups } from './default-lexicon.js';
import { createSynonymsRepository } from './synonyms.repository.js';
import { createSynonymsService } from './synonyms.service.js';

/** Offers the default synonym groups at each start (prepareDatabase): those not offered to this database before are added. */
export async function loadDefaultSynonyms(db: Db): Promise<number> {
  return createSynonymsService({
    synonymsRepository: createSynonymsRepository(db),
    transaction: (work) => db.transaction(work),
    defaultGroups: defaultSynonymGroups,
  }).loadDefaults();
}
