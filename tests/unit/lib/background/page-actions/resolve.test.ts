import { describe, expect, it, vi } from 'vitest';
import {
  documentFromResponse,
  itemIsTarget,
  resolveDocument,
} from '../../../../../lib/background/page-actions/resolve';
import { canAddTo } from '../../../../../lib/shared/collection-rights';
import { collection, DOC, DOC_URL, fakeClient } from '../../../../support/page-actions';

describe('documentFromResponse', () => {
  it('answers the document an indexed address is', () => {
    const input = { documents: { [DOC_URL]: { ...DOC, docType: 'page' } } };
    expect(documentFromResponse(input, DOC_URL)).toEqual(DOC);
  });

  it('answers null for an error entry (not indexed)', () => {
    const input = { documents: { [DOC_URL]: { error: 'Document not found' } } };
    expect(documentFromResponse(input, DOC_URL)).toBeNull();
  });

  it('answers null when the key is missing or there are no documents at all', () => {
    expect(documentFromResponse({ documents: { 'https://other/': DOC } }, DOC_URL)).toBeNull();
    expect(documentFromResponse({}, DOC_URL)).toBeNull();
  });

  it('answers null for a document without an id (nothing to pin to)', () => {
    expect(documentFromResponse({ documents: { [DOC_URL]: { title: 'x' } } }, DOC_URL)).toBeNull();
  });
});

describe('resolveDocument', () => {
  it('asks by the address without its fragment, and finds the document under that key', async () => {
    const client = fakeClient();
    const actual = await resolveDocument(client, `${DOC_URL}#install`);
    expect(client.getdocuments).toHaveBeenCalledWith({ documentSpecs: [{ url: DOC_URL }] });
    expect(actual?.id).toBe('DOC_101');
  });

  it('answers null for a page the service has not indexed', async () => {
    expect(await resolveDocument(fakeClient(), 'https://elsewhere.example/page')).toBeNull();
  });

  it('lets a failure of the service through (it is not "not indexed")', async () => {
    const client = fakeClient({
      getdocuments: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    await expect(resolveDocument(client, DOC_URL)).rejects.toThrow('down');
  });
});

describe('items and permissions', () => {
  it('recognises the target in a collection by document id or by address', () => {
    const byDocument = { collectionId: 1, itemType: 'DOCUMENT', documentId: 'DOC_101' } as const;
    const byUrl = { collectionId: 1, itemType: 'URL', url: `${DOC_URL}/#x` } as const;
    const other = { collectionId: 1, itemType: 'URL', url: 'https://other.example/' } as const;
    expect(itemIsTarget(byDocument, DOC_URL, DOC)).toBe(true);
    expect(itemIsTarget(byUrl, DOC_URL, null)).toBe(true);
    expect(itemIsTarget(other, DOC_URL, DOC)).toBe(false);
    expect(itemIsTarget(byDocument, 'https://other.example/', null)).toBe(false);
  });

  it('reads the right to add from the collection permissions', () => {
    expect(canAddTo(collection(1, 'Mine'))).toBe(true);
    const locked = collection(2, 'Locked', {
      permissions: { write: { create: false, update: false, delete: false } },
    });
    expect(canAddTo(locked)).toBe(false);
    expect(canAddTo({ id: 3, name: 'Unknown', description: '' })).toBe(true);
    expect(canAddTo({ id: 4, name: 'Read only', description: '', permissions: {} })).toBe(false);
  });
});
