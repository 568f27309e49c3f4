import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import { DestinationTagSchema, DestinationTypeSchema } from '@/api/destination/enums';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, textMatch } from '@/lib/where';

/** The destinations list's URL state: text, type, tag and status. */
export const destinationList = listSearch(
  { q: z.string(), type: DestinationTypeSchema, tag: DestinationTagSchema, status: StatusSchema },
  { sortFields: ['value', 'type', 'updatedAt', 'id'], defaultSort: 'value', where: true },
);
export type DestinationListSearch = SearchOf<typeof destinationList>;

export const destinationSearchBody = (s: DestinationListSearch) =>
  searchBody(
    s,
    textMatch(s.q, ['value', 'uri', 'telegramChatTitle', 'slackChannelName']),
    equals('type', s.type),
    equals('tags', s.tag),
    equals('status', s.status),
  );
