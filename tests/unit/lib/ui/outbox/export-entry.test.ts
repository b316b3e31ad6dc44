import { describe, expect, it } from 'vitest';
import { exportText } from '../../../../../lib/ui/outbox/export-entry';

describe('exporting a queued change', () => {
  it('keeps what was done and for whom, and nothing that identifies the credential', () => {
    const text = exportText({
      id: 'e1',
      operation: 'pin',
      request: { documentId: 'DOC_1', queries: ['q'] },
      label: 'Pin “Doc 1”',
      state: 'paused',
      createdAt: Date.UTC(2026, 0, 2),
      updatedAt: 0,
      attempts: 0,
      owner: { origin: 'https://k.example.com', actAs: 'sam@acme.example', fingerprint: 'abc123' },
    });
    expect(JSON.parse(text)).toEqual({
      label: 'Pin “Doc 1”',
      operation: 'pin',
      request: { documentId: 'DOC_1', queries: ['q'] },
      createdAt: '2026-01-02T00:00:00.000Z',
      madeFor: { service: 'https://k.example.com', actAs: 'sam@acme.example' },
    });
    expect(text).not.toContain('abc123');
  });
});
