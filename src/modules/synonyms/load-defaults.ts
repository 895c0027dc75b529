import type { Db } from '../../db/connection.js';
import { defaultSynonymGroups, withdrawnSynonymGroups } from './default-lexicon.js';
import { createSynonymsRepository } from './synonyms.repository.js';
import { createSynonymsService } from './synonyms.service.js';

/**
 * Offers the default synonym groups at each start (prepareDatabase in src/composition.ts, after
 * the migrations): those not offered to this database before are added, and the groups a release
 * withdrew are taken out once.
 */
export async function loadDefaultSynonyms(db: Db): Promise<number> {
  return createSynonymsService({
    synonymsRepository: createSynonymsRepository(db),
    transaction: (work) => db.transaction(work),
    defaultGroups: defaultSynonymGroups,
    withdrawnGroups: withdrawnSynonymGroups,
  }).loadDefaults();
}
