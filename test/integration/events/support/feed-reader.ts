import type { OutboundEvent } from '#shared/domain/outbound-event';
import { type Caller, invoke } from '../../../support/invoke';

export interface FeedItem extends OutboundEvent {
  position: string;
}

/** The cursor a page's `next` resumes from. */
const cursorOf = (next: string) => new URLSearchParams(next.split('?')[1]).get('after') ?? undefined;

/** Every page of `GET /events` from `after`, following `next` while `hasMore`; the cursor it ends at. */
export async function readFeedFrom(after: string | undefined, query = 'limit=50', as?: Caller['as']) {
  const items: FeedItem[] = [];
  let cursor = after;
  for (;;) {
    const response = await invoke('listEvents', {
      query: `${query}${cursor === undefined ? '' : `&after=${cursor}`}`,
      ...(as !== undefined && { as }),
    });
    expect(response.status).toBe(200);
    const page = response.body as { items: FeedItem[]; next: string; hasMore: boolean };
    expect(page.next).toContain('after=');
    cursor = cursorOf(page.next);
    items.push(...page.items);
    if (!page.hasMore) return { items, cursor };
  }
}
