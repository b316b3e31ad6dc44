import type { ReadKey, ReadValues } from '../shared/messages/messenger';
import type { ApiClient } from './api/client';

/** How many feed results the popup asks for: enough for a screenful of every category. */
const FEED_RESULT_SIZE = 30;

/**
 * Sends the request behind a read. The feed is asked for in the browser's timezone (the
 * service counts "today" for events with it; the API wants minutes east of UTC).
 */
export async function fetchRead(
  client: ApiClient,
  key: ReadKey,
): Promise<ReadValues[ReadKey['kind']]> {
  switch (key.kind) {
    case 'feed':
      return client.feed({
        requestOptions: {
          resultSize: FEED_RESULT_SIZE,
          timezoneOffset: -new Date().getTimezoneOffset(),
        },
      });
    case 'answerBoards':
      return client.listanswerboards({
        withAudience: key.withAudience,
        withRoles: key.withRoles,
      });
    case 'collections':
      return client.listcollections({});
    case 'collection':
      return client.getcollection({ id: key.id, withItems: true });
    case 'events':
      return client.getevents({ ids: key.ids, annotate: true });
    case 'draft':
      return client.getdraftannouncement({ id: key.id });
    case 'peopleToInvite':
      return client.peoplesuggestadmin({
        categories: key.categories,
        departments: key.departments,
      });
  }
}
