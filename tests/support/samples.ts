import type { OperationName } from '../../lib/shared/contract/operations';

/** Realistic request and response bodies, written from the specification's shapes. */

const person = {
  name: 'Priya Raman',
  obfuscatedId: 'p-7f3a',
  metadata: {
    title: 'Staff Engineer',
    department: 'Engineering',
    email: 'priya.raman@acme.example',
    location: 'Berlin',
    phone: '4930123456',
    photoUrl: 'https://kb.acme.example/avatars/p-7f3a.svg',
    startDate: '2021-03-01',
    type: 'FULL_TIME',
    timezoneOffset: 3600,
  },
};

const permissions = { write: { scopeType: 'OWN', create: true, update: true, delete: false } };
const audienceFilters = [
  { fieldName: 'department', values: [{ value: 'Engineering', relationType: 'EQUALS' }] },
];
const roles = [
  { person, role: 'OWNER' },
  { group: { type: 'DEPARTMENT', id: 'eng', name: 'Engineering' }, role: 'EDITOR' },
];

const document = {
  id: 'DOC_123',
  datasource: 'confluence',
  connectorType: 'API_CRAWL',
  docType: 'page',
  content: { fullTextList: ['How we deploy on Fridays.'] },
  containerDocument: { id: 'SPACE_ENG', title: 'Engineering' },
  parentDocument: {},
  title: 'Deploy checklist',
  url: 'https://kb.acme.example/docs/DOC_123',
  metadata: {
    container: 'Engineering',
    parentId: 'SPACE_ENG',
    createTime: '2026-01-04T09:00:00Z',
    updateTime: '2026-10-11T15:30:00Z',
    datasource: 'confluence',
    author: { name: 'Priya Raman' },
    documentId: 'DOC_123',
    mimeType: 'text/html',
    objectType: 'page',
    components: ['deploy'],
    status: ['current'],
    customData: { team: 'platform' },
  },
  sections: [{ title: 'Before you start', url: 'https://kb.acme.example/docs/DOC_123#before' }],
};

const collection = {
  id: 12,
  name: 'Onboarding',
  description: 'Everything for your first week',
  icon: '🚀',
  adminLocked: false,
  parentId: 0,
  itemCount: 2,
  childCount: 0,
  creator: person,
  createTime: '2026-02-01T10:00:00Z',
  permissions,
  roles,
  audienceFilters,
  shortcuts: ['go/onboarding'],
  pinMetadata: {
    existingPins: [{ category: 'COMPANY_RESOURCE', value: '', target: 'RESOURCE_CARD' }],
    eligiblePins: [
      { id: 1, target: { category: 'TEAM_RESOURCE', value: 'eng', target: 'TEAM_PROFILE_PAGE' } },
    ],
  },
  items: [
    {
      itemId: 'i1',
      collectionId: 12,
      documentId: 'DOC_123',
      name: 'Deploy checklist',
      itemType: 'DOCUMENT',
      document,
    },
    {
      itemId: 'i2',
      collectionId: 12,
      name: 'Benefits portal',
      url: 'https://benefits.example',
      itemType: 'URL',
    },
  ],
};

const event = {
  id: 'EV_1',
  url: 'https://calendar.acme.example/EV_1',
  time: { start: '2026-11-23T09:00:00Z', end: '2026-11-23T09:30:00Z' },
  eventType: 'DEFAULT',
  location: 'Room Ada',
  description: '<p>Weekly sync</p>',
  datasource: 'gcal',
  hasTranscript: false,
  attendees: {
    people: [{ isOrganizer: true, isInGroup: false, person, responseStatus: 'ACCEPTED' }],
    isLimit: false,
    total: 1,
    numAccepted: 1,
    numDeclined: 0,
    numNoResponse: 0,
    numTentative: 0,
  },
  conferenceData: {
    provider: 'ZOOM',
    uri: 'https://zoom.example/j/1',
    source: 'NATIVE_CONFERENCE',
  },
  classifications: [{ name: 'recurring', strategies: ['CALENDAR'] }],
  generatedAttachments: [
    {
      strategyName: 'related',
      documents: [document],
      person,
      customer: {
        id: 'C1',
        domains: ['globex.example'],
        company: {
          name: 'Globex',
          numberOfEmployees: 500,
          foundedDate: '1999-01-01',
          websiteUrls: ['https://globex.example'],
        },
        poc: [person],
        metadata: { datasourceId: 'crm', customData: {} },
        mergedCustomers: [],
        startDate: '2024-01-01',
        contractAnnualRevenue: 100000,
        notes: 'Key account',
      },
      externalLinks: [
        {
          name: 'Agenda',
          url: 'https://docs.example/agenda',
          iconConfig: { color: '#333', key: 'doc', iconType: 'GLYPH', name: 'doc' },
        },
      ],
      content: [{ displayHeader: 'Summary', content: 'Weekly status' }],
    },
  ],
};

const count = {
  count: 14,
  period: {
    minDaysFromNow: 0,
    maxDaysFromNow: 7,
    start: { epochSeconds: 1763800000, daysFromNow: -7 },
    end: { daysFromNow: 0 },
  },
  org: 'department',
};

const feedResult = {
  category: 'DOCUMENT_SUGGESTION',
  primaryEntry: {
    entryId: 'e1',
    title: 'Deploy checklist',
    viewUrl: document.url,
    justification: 'You visited this often',
    justificationType: 'FREQUENTLY_ACCESSED',
    trackingToken: 'tt1',
    thumbnail: { photoId: 'ph1', url: 'https://kb.acme.example/t.png' },
    createdBy: person,
    uiConfig: { format: 'LIST', additionalFlags: { showNewIndicator: true } },
    document,
    app: {
      datasource: 'confluence',
      docType: 'page',
      mimeType: 'text/html',
      iconUrl: 'https://kb.acme.example/i.svg',
    },
    activities: [
      { actor: person, timestamp: 1763800000, action: 'ADD', aggregateVisitCount: count },
    ],
    documentVisitorCount: count,
    promptTemplate: {
      promptTemplate: {
        id: 'pt1',
        name: 'Summarise',
        template: 'Summarise {{doc}}',
        createTimestamp: 1763800000,
        inclusions: { documentSpecs: [{ url: document.url }] },
      },
      trackingToken: 'tt2',
      favoriteInfo: { ugcType: 'ANNOUNCEMENTS_TYPE', id: 'x', count: 2, favoritedByUser: false },
      runCount: count,
    },
    workflow: {
      workflow: { id: 'wf1', name: 'Triage', author: person, createTimestamp: 1763800000 },
    },
  },
  secondaryEntries: [
    { title: 'Team standup', event },
    { title: 'Office closed Friday', announcement: { draftId: 7, id: 70 } },
    { title: 'Onboarding', collection },
    { title: 'Priya Raman', person },
  ],
};

const announcement = {
  id: 70,
  draftId: 7,
  author: person,
  createTimestamp: 1763700000,
  lastUpdateTimestamp: 1763790000,
  updatedBy: person,
  viewerInfo: {},
  sourceDocument: document,
  isPublished: false,
  startTime: '2026-11-24T08:00:00Z',
  endTime: '2026-12-01T08:00:00Z',
  title: 'Office closed Friday',
  body: {
    text: 'The Berlin office is closed.',
    structuredList: [{ text: 'Details', link: 'https://kb.acme.example/docs/DOC_9' }],
  },
  emoji: '🏢',
  thumbnail: { photoId: 'ph2' },
  banner: { url: 'https://kb.acme.example/banner.png' },
  audienceFilters,
  sourceDocumentId: 'DOC_9',
  hideAttribution: false,
  channel: 'MAIN',
  postType: 'TEXT',
  isPrioritized: false,
  permissions,
};

const pin = {
  id: 'pin-1',
  documentId: 'DOC_123',
  queries: ['deploy', 'release checklist'],
  audienceFilters,
  attribution: person,
  updatedBy: person,
  createTime: '2026-11-01T12:00:00Z',
  updateTime: '2026-11-02T12:00:00Z',
};

const board = {
  id: 3,
  name: 'IT help',
  description: 'Answers from the IT team',
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-11-01T00:00:00Z',
  creator: person,
  updatedBy: person,
  itemCount: 41,
  roles,
  addedRoles: [],
  removedRoles: [],
  audienceFilters,
  permissions,
};

export const SAMPLE_REQUESTS: Record<OperationName, unknown> = {
  peoplesuggestadmin: {
    categories: ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'],
    departments: ['Sales'],
  },
  getdraftannouncement: { id: 7 },
  updatedraftannouncement: {
    draftId: 7,
    id: 70,
    title: 'Office closed Friday',
    body: {
      text: 'Closed.',
      structuredList: [{ link: 'https://kb.acme.example/docs/DOC_9', text: 'Details' }],
    },
    emoji: '🏢',
    startTime: '2026-11-24T08:00:00Z',
    endTime: '2026-12-01T08:00:00Z',
    thumbnail: { photoId: 'ph2' },
    banner: { url: 'https://kb.acme.example/banner.png' },
    audienceFilters,
    sourceDocumentId: 'DOC_9',
    hideAttribution: true,
    channel: 'SOCIAL_FEED',
    postType: 'LINK',
    isPrioritized: true,
    viewUrl: 'https://kb.acme.example/docs/DOC_9',
  },
  movecollectionitem: { collectionId: 12, itemId: 'i2', newNextItemId: 'i1' },
  deletecollectionitem: { collectionId: 12, itemId: 'i1', documentId: 'DOC_123' },
  listanswerboards: { withAudience: true, withRoles: true },
  pin: { documentId: 'DOC_123', queries: ['deploy'], audienceFilters },
  getevents: {
    ids: ['EV_1'],
    authTokens: [
      {
        accessToken: 'x',
        datasource: 'gcal',
        scope: 'calendar',
        tokenType: 'Bearer',
        authUser: '0',
      },
    ],
    datasource: 'gcal',
    annotate: true,
  },
  feed: {
    categories: ['DOCUMENT_SUGGESTION', 'EVENT'],
    requestOptions: {
      resultSize: 20,
      timezoneOffset: -420,
      categoryToResultSize: { EVENT: { resultSize: 5 } },
      datasourceFilter: ['confluence'],
      chatZeroStateSuggestionOptions: { applicationId: 'app' },
    },
    timeoutMillis: 5000,
    sessionInfo: {
      sessionTrackingToken: 's',
      tabId: 't',
      lastSeen: '2026-11-22T10:00:00Z',
      lastQuery: 'deploy',
    },
  },
  listcollections: { includeAudience: true, includeRoles: true, allowedDatasource: 'confluence' },
  getcollection: { id: 12, withItems: true, withHierarchy: false },
  addcollectionitems: {
    collectionId: 12,
    addedCollectionItemDescriptors: [
      {
        name: 'Deploy checklist',
        description: 'Read before Friday',
        documentId: 'DOC_123',
        itemType: 'DOCUMENT',
        newNextItemId: 'i2',
      },
    ],
  },
  createcollection: { name: 'Reading list', description: 'Later', icon: '📚', audienceFilters },
  editcollectionitem: {
    collectionId: 12,
    itemId: 'i1',
    name: 'Deploy',
    description: 'Fridays',
    icon: '🚢',
  },
  getdocuments: {
    documentSpecs: [
      { url: document.url },
      { id: 'DOC_9' },
      { ugcType: 'ANNOUNCEMENTS', contentId: '70' },
    ],
    includeFields: ['title'],
  },
  listpins: {},
  getpin: { id: 'pin-1' },
  editpin: { id: 'pin-1', queries: ['deploy', 'ship'], audienceFilters },
  unpin: { id: 'pin-1' },
};

export const SAMPLE_RESPONSES: Record<OperationName, unknown> = {
  peoplesuggestadmin: { suggestions: [{ category: 'INVITE_NONUSERS', people: [person] }] },
  getdraftannouncement: { announcement },
  updatedraftannouncement: announcement,
  movecollectionitem: { collection },
  deletecollectionitem: { collection },
  listanswerboards: { boardResults: [{ board, trackingToken: 'tt' }] },
  pin,
  getevents: { events: [{ category: 'EVENT', primaryEntry: { title: 'Team standup', event } }] },
  feed: {
    experimentIds: [4, 9],
    trackingToken: 'ft',
    serverTimestamp: 1763800000,
    results: [feedResult],
    mentionsTimeWindowInHours: 24,
  },
  listcollections: { collections: [collection] },
  getcollection: { collection, rootCollection: collection, trackingToken: 'ct' },
  addcollectionitems: { collection },
  createcollection: { collection },
  editcollectionitem: { collection },
  getdocuments: { documents: { [document.url]: document, DOC_9: { error: 'Document not found' } } },
  listpins: { pins: [pin] },
  getpin: { pin },
  editpin: pin,
  unpin: {},
};
