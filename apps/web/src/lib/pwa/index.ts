// Installable, offline app shell: manifest per language, service worker, recovery from a new deploy.
export { BUILD_ID } from './build-id';
export { followManifestLanguage, manifestUrl } from './manifest-link';
export { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';
export { reloadOnStaleChunk, STALE_CHUNK_RELOAD_KEY } from './reload-on-stale-chunk';
