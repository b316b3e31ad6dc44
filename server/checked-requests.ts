import { OPERATIONS, type OperationName, validate } from '../lib/shared/contract';
import { HttpError } from './http-error';
import { checkListLimits } from './limits';

/**
 * Most accepted bodies remembered per operation, and the longest body remembered (characters):
 * a client sends the same few bodies again and again (its feed with the same options), so a few
 * dozen per operation catch them, and the bound keeps this to a few megabytes at most.
 */
export const MAX_PER_OPERATION = 64;
const MAX_TEXT_LENGTH = 2048;

const accepted = new Map<OperationName, Map<string, unknown>>();

/**
 * The request of `operation` in the body `text`: parsed, checked against the contract and the
 * list limits (limits.ts), or the 400 saying why not. An accepted body's request is remembered
 * by its exact text, deeply frozen (handlers only read their request; one that wrote to it
 * would fail loudly rather than change what a later call gets), so a repeat skips JSON.parse,
 * zod and the limits walk (about a twentieth of an uncached feed). Refusals are worked out
 * afresh every time, so every message is the one the checks give.
 */
export function checkedRequest(operation: OperationName, text: string): unknown {
  let kept = accepted.get(operation);
  const found = kept?.get(text);
  if (found !== undefined) return found;
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const checked = validate(OPERATIONS[operation].request, json);
  if (!checked.success) throw new HttpError(400, checked.message);
  checkListLimits(checked.data);
  if (text.length > MAX_TEXT_LENGTH) return checked.data;
  if (!kept) {
    kept = new Map();
    accepted.set(operation, kept);
  }
  // Oldest first: the bodies a client repeats come back long before this fills.
  if (kept.size >= MAX_PER_OPERATION) kept.delete(kept.keys().next().value as string);
  kept.set(text, deepFreeze(checked.data));
  return checked.data;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
