// The embedded database's thread when the service runs from its TypeScript sources (tsx, the
// tests): registers the TypeScript loader in this thread, then loads the thread's module. The
// built service (dist/) starts embedded-worker.js directly. See startHostThread in embedded.ts.
import { register } from 'tsx/esm/api';

register();
await import('./embedded-worker.ts');
