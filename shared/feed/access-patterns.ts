import { type AccessPattern, code, inModule, keyTemplates } from '#shared/data/access-patterns';
import { feedItemTypes } from './keys';

const types = feedItemTypes();
const keyOf = keyTemplates(types);
const feed = (...names: string[]) => inModule('shared/feed/store.ts', ...names);

/**
 * How the event feed is appended to and read, as docs/data-model.md lists them
 * (`npm run docs:data-model`).
 */
export const feedAccessPatterns = (): AccessPattern[] => [
  {
    pattern:
      "Append a batch's events to the event feed: the next positions after the head, one marker per event id, the head moved (the stream consumer)",
    index:
      'table, Get of the head (consistent), then TransactWrite (1 + 2 items an event, at most 49 events)',
    key: `${keyOf('feedHead')} conditioned on its position; ${keyOf('feedEvent')} per event; ${keyOf('feedPosition')} on \`attribute_not_exists(pk)\``,
    functions: [feed('appendToFeed')],
  },
  {
    pattern: 'Read a page of the event feed after a position, oldest first',
    index: 'table, Query (consistent; at most 2 a page)',
    key: `${code(`pk = ${types.feedEvent.pk}`)}, ${code('sk BETWEEN <position + 1> AND <last>')}`,
    functions: [feed('feedPage', 'newestFeedPosition')],
  },
  {
    pattern: 'Read one feed event by its id',
    index: 'table, Get of the marker, then Get of the event',
    key: `${keyOf('feedPosition')}, then ${keyOf('feedEvent')}`,
    functions: [feed('feedEventById')],
  },
];
