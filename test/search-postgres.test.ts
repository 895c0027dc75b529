import { startTestApp } from './helpers/app.js';
import { describeSearchBehaviour } from './search/search-behaviour.js';

describeSearchBehaviour('Postgres', async () => {
  const t = await startTestApp();
  return { t, settle: async () => {}, close: () => t.close() };
});
