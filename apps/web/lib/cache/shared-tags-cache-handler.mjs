// Next.js keeps the tags `revalidateTag` expired in each process's memory. When the web app runs as
// several processes (scripts/web-cluster.mjs), the one that took the API's revalidation call tells the
// others through the cluster primary, so no process keeps serving the page the editor just changed.
// Pages and data stay in Next.js's own file-system cache, which the processes already share on disk.
// Loaded by Next.js as its `cacheHandler`, and preloaded in each cluster worker so that a worker which
// has served nothing yet still hears of revalidations.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** The IPC message a process sends, and the primary relays, after revalidating tags. */
export const REVALIDATED_TAGS = 'meridian:revalidated-tags';

export default class SharedTagsCacheHandler extends FileSystemCache {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    process.send?.({ type: REVALIDATED_TAGS, tags, durations });
  }
}

const listening = Symbol.for('meridian.revalidatedTagsListener');
if (process.send && !globalThis[listening]) {
  globalThis[listening] = true;
  process.on('message', (message) => {
    if (message?.type !== REVALIDATED_TAGS) return;
    // The base class records the tags in the process-wide manifest and uses nothing of the instance.
    void FileSystemCache.prototype.revalidateTag.call(undefined, message.tags, message.durations);
  });
}
