import type { OutboxEntry } from '../../shared/storage/outbox-entries';

/** Whose change it is, from what is stored (checked here: storage may hold anything). */
function madeFor(owner: unknown): { service: string; actAs?: string } | undefined {
  const { origin, actAs } = (owner ?? {}) as Record<string, unknown>;
  if (typeof origin !== 'string') return undefined;
  return typeof actAs === 'string' ? { service: origin, actAs } : { service: origin };
}

/**
 * A queued change as a file the person can keep or hand on: what they did, the operation and
 * its request, and whose change it is (the service and act-as address, never a token).
 */
export function exportText(entry: OutboxEntry): string {
  return JSON.stringify(
    {
      label: entry.label,
      operation: entry.operation,
      request: entry.request,
      followUp: entry.followUp,
      createdAt: new Date(entry.createdAt).toISOString(),
      madeFor: madeFor(entry.owner),
    },
    null,
    2,
  );
}

/** Saves the change as a JSON file through the browser's downloads (a link the page clicks). */
export function downloadEntry(entry: OutboxEntry): void {
  const url = URL.createObjectURL(new Blob([exportText(entry)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `workplace-knowledge-change-${entry.id}.json`;
  link.click();
  // The click has handed the file to the browser by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
