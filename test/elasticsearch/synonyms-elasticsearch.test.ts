import { describeSynonymSearch } from '../search/synonym-behaviour.js';
import { startElasticApp } from './harness.js';

describeSynonymSearch('Elasticsearch', async () => {
  const h = await startElasticApp();
  h.startSync();
  return { t: h.t, settle: () => h.settle(), close: () => h.close() };
});
