import { startTestApp } from '../../helpers/app.js';
import { describeSynonymSearch } from '../../search/synonym-behaviour.js';

describeSynonymSearch('Postgres', async () => {
  const t = await startTestApp();
  return { t, settle: async () => {}, close: () => t.close() };
});
