import { describeSearchBehaviour } from '../search/search-behaviour.js';
import { startElasticApp } from './harness.js';

describeSearchBehaviour('Elasticsearch', async () => {
  const h = await startElasticApp();
  h.startSync();
  return { t: h.t, settle: () => h.settle(), close: () => h.close() };
});
