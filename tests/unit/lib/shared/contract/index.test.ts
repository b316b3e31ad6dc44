import { describe, expect, test } from 'vitest';
import {
  collectionSchema,
  describeIssues,
  feedResponseSchema,
  feedResultSchema,
  updateDraftAnnouncementRequestSchema,
  validate,
} from '../../../../../lib/shared/contract';
import {
  isOperationName,
  OPERATION_NAMES,
  OPERATIONS,
  WRITE_OPERATIONS,
} from '../../../../../lib/shared/contract/operations';
import { SAMPLE_REQUESTS, SAMPLE_RESPONSES } from '../../../../support/samples';

describe('the operation table', () => {
  test('holds the nine operations of the specification and the ten supporting ones', () => {
    const expected = [
      'peoplesuggestadmin',
      'getdraftannouncement',
      'updatedraftannouncement',
      'movecollectionitem',
      'deletecollectionitem',
      'listanswerboards',
      'pin',
      'getevents',
      'feed',
      'listcollections',
      'getcollection',
      'addcollectionitems',
      'createcollection',
      'editcollectionitem',
      'getdocuments',
      'listpins',
      'getpin',
      'editpin',
      'unpin',
    ];
    expect([...OPERATION_NAMES].sort()).toEqual([...expected].sort());
  });

  test('marks exactly the operations that change something as writes', () => {
    expect([...WRITE_OPERATIONS].sort()).toEqual(
      [
        'addcollectionitems',
        'createcollection',
        'deletecollectionitem',
        'editcollectionitem',
        'editpin',
        'movecollectionitem',
        'pin',
        'unpin',
        'updatedraftannouncement',
      ].sort(),
    );
  });

  test('recognises operation names and nothing else', () => {
    expect(isOperationName('feed')).toBe(true);
    expect(isOperationName('toString')).toBe(false);
    expect(isOperationName('search')).toBe(false);
  });
});

describe.each(OPERATION_NAMES)('%s', (operation) => {
  test('a request of the specification parses', () => {
    const result = validate(OPERATIONS[operation].request, SAMPLE_REQUESTS[operation]);
    expect(result.success ? 'ok' : result.message).toBe('ok');
  });

  test('a response of the specification parses', () => {
    const result = validate(OPERATIONS[operation].response, SAMPLE_RESPONSES[operation]);
    expect(result.success ? 'ok' : result.message).toBe('ok');
  });

  test('a request with a field the specification does not allow is refused', () => {
    const request = { ...(SAMPLE_REQUESTS[operation] as object), notInTheSpec: 1 };
    const result = OPERATIONS[operation].request.safeParse(request);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error.issues)).toContain('notInTheSpec');
  });
});

describe('lenient responses', () => {
  test('unknown fields survive, deep inside an entry', () => {
    const input = {
      results: [
        {
          category: 'EVENT',
          primaryEntry: {
            title: 'Standup',
            event: { id: 'e1', url: 'https://cal.example/e1', roomBooking: { floor: 3 } },
            newFlag: true,
          },
        },
      ],
      somethingNew: ['x'],
    };
    const parsed = feedResponseSchema.parse(input);
    expect(parsed).toEqual(input);
  });

  test('unknown enumeration values are kept, not rejected', () => {
    const result = feedResultSchema.parse({
      category: 'SOMETHING_NEW',
      primaryEntry: { title: 'x', justificationType: 'BRAND_NEW_REASON' },
    });
    expect(result.category).toBe('SOMETHING_NEW');
    expect(result.primaryEntry.justificationType).toBe('BRAND_NEW_REASON');
    const collection = collectionSchema.parse({
      id: 1,
      name: 'c',
      description: '',
      items: [{ collectionId: 1, itemType: 'FOLDER', itemId: 'a' }],
    });
    expect(collection.items?.[0]?.itemType).toBe('FOLDER');
  });

  test('a wrong type is rejected and its path named', () => {
    const result = validate(feedResponseSchema, {
      results: [{ category: 'RECENT', primaryEntry: { title: 42 } }],
    });
    expect(result).toEqual({
      success: false,
      message: 'results.0.primaryEntry.title: expected string, got number',
    });
  });

  test('a missing required field is named as required', () => {
    const result = validate(collectionSchema, { id: 3, description: '' });
    expect(result).toEqual({ success: false, message: 'name: required' });
  });
});

describe('strict requests', () => {
  test('viewUrl (even empty) is refused unless the request names the social feed', () => {
    const main = updateDraftAnnouncementRequestSchema.safeParse({
      draftId: 4,
      channel: 'MAIN',
      viewUrl: 'https://example.com',
    });
    expect(main.success).toBe(false);
    if (!main.success) {
      expect(describeIssues(main.error.issues)).toBe(
        'viewUrl can only be sent with channel SOCIAL_FEED',
      );
    }
    const social = updateDraftAnnouncementRequestSchema.safeParse({
      draftId: 4,
      channel: 'SOCIAL_FEED',
      viewUrl: 'https://example.com',
    });
    expect(social.success).toBe(true);
    for (const request of [
      { draftId: 4, viewUrl: '' },
      { draftId: 4, channel: 'MAIN', viewUrl: '' },
    ])
      expect(updateDraftAnnouncementRequestSchema.safeParse(request).success).toBe(false);
  });

  test('a time is an ISO date-time, never an empty string', () => {
    for (const endTime of ['', 'soon', '2025-03-03'])
      expect(updateDraftAnnouncementRequestSchema.safeParse({ draftId: 4, endTime }).success).toBe(
        false,
      );
    const time = {
      draftId: 4,
      startTime: '2025-03-03T10:00:00.000Z',
      endTime: '2025-03-04T10:00:00+01:00',
    };
    expect(updateDraftAnnouncementRequestSchema.safeParse(time).success).toBe(true);
  });

  test('a missing required field is refused', () => {
    const result = validate(OPERATIONS.movecollectionitem.request, { collectionId: 1 });
    expect(result).toEqual({ success: false, message: 'itemId: required' });
  });

  test('requestOptions needs a resultSize', () => {
    const result = OPERATIONS.feed.request.safeParse({ requestOptions: { timezoneOffset: -420 } });
    expect(result.success).toBe(false);
  });

  test('a closed request enumeration refuses an unknown value', () => {
    const result = OPERATIONS.peoplesuggestadmin.request.safeParse({ categories: ['EVERYONE'] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error.issues)).toBe(
        'categories.0: expected one of INVITE_INACTIVE_PROMO, INVITE_NONUSERS',
      );
    }
  });
});
