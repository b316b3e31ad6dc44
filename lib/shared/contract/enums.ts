/**
 * The values the specification and the API notes list for each enumeration. Responses treat
 * them as open (see openEnum); requests use them where the list is complete.
 */

export const FEED_CATEGORIES = [
  'DOCUMENT_SUGGESTION',
  'DOCUMENT_SUGGESTION_SCENARIO',
  'TRENDING_DOCUMENT',
  'USE_CASE',
  'VERIFICATION_REMINDER',
  'EVENT',
  'ANNOUNCEMENT',
  'MENTION',
  'DATASOURCE_AFFINITY',
  'RECENT',
  'COMPANY_RESOURCE',
  'EXPERIMENTAL',
  'PEOPLE_CELEBRATIONS',
  'DISPLAYABLE_LIST',
  'SOCIAL_LINK',
  'EXTERNAL_TASKS',
  'ZERO_STATE_CHAT_SUGGESTION',
  'ZERO_STATE_CHAT_TOOL_SUGGESTION',
  'ZERO_STATE_WORKFLOW_CREATED_BY_ME',
  'ZERO_STATE_WORKFLOW_FAVORITES',
  'ZERO_STATE_WORKFLOW_POPULAR',
  'ZERO_STATE_WORKFLOW_SUGGESTION',
] as const;

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'CONTRACTOR',
  'NON_EMPLOYEE',
  'FORMER_EMPLOYEE',
] as const;

export const ROLE_NAMES = ['OWNER', 'VIEWER', 'ANSWER_MODERATOR', 'EDITOR', 'VERIFIER'] as const;
export const GROUP_TYPES = [
  'DEPARTMENT',
  'ALL',
  'TEAM',
  'JOB_TITLE',
  'ROLE_TYPE',
  'LOCATION',
  'REGION',
  'EXTERNAL_GROUP',
] as const;
export const SCOPE_TYPES = ['GLOBAL', 'OWN'] as const;
export const RELATION_TYPES = ['EQUALS', 'ID_EQUALS', 'LT', 'GT'] as const;

export const ANNOUNCEMENT_CHANNELS = ['MAIN', 'SOCIAL_FEED'] as const;
export const POST_TYPES = ['TEXT', 'LINK'] as const;

export const COLLECTION_ITEM_TYPES = ['DOCUMENT', 'TEXT', 'URL', 'COLLECTION'] as const;
/** Item types a client may add (a COLLECTION item is made by nesting, not by adding). */
export const ADDABLE_ITEM_TYPES = ['DOCUMENT', 'TEXT', 'URL'] as const;
export const COLLECTION_ERROR_CODES = [
  'NAME_EXISTS',
  'NOT_FOUND',
  'COLLECTION_PINNED',
  'CONCURRENT_HIERARCHY_EDIT',
  'HEIGHT_VIOLATION',
  'WIDTH_VIOLATION',
  'NO_PERMISSIONS',
] as const;

export const EVENT_TYPES = ['DEFAULT', 'OUT_OF_OFFICE'] as const;
export const RESPONSE_STATUSES = ['ACCEPTED', 'DECLINED', 'NO_RESPONSE', 'TENTATIVE'] as const;
export const CONFERENCE_PROVIDERS = ['ZOOM', 'HANGOUTS'] as const;
export const CONFERENCE_SOURCES = ['NATIVE_CONFERENCE', 'LOCATION', 'DESCRIPTION'] as const;

export const ACTIVITY_ACTIONS = [
  'ADD',
  'ADD_REMINDER',
  'CLICK',
  'COMMENT',
  'DELETE',
  'DISMISS',
  'EDIT',
  'MENTION',
  'MOVE',
  'OTHER',
  'RESTORE',
  'UNKNOWN',
  'VERIFY',
  'VIEW',
] as const;

export const PEOPLE_SUGGEST_CATEGORIES = ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'] as const;
export const DRAFT_ERROR_TYPES = ['INVALID_ID'] as const;
export const ADD_ITEM_ERROR_TYPES = ['EXISTING_ITEM'] as const;
