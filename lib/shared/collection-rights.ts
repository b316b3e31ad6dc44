import type { Collection } from './contract';

/**
 * Whether the person may add items to a collection, as the service says in `permissions`
 * (the reference service sets `write.update` exactly when the caller may edit it). When the
 * service says nothing, the collection is offered and the service decides. The worker checks
 * it before a write; the panel's picker marks what it refuses.
 */
export function canAddTo(collection: Collection): boolean {
  const write = collection.permissions?.write;
  if (!write) return collection.permissions === undefined;
  return write.update === true || write.create === true;
}
