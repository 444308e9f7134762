import type { Settings } from '#shared/domain/types';
import { getSettings } from '#shared/settings/store';

/** Settings change only when a data set is imported; a warm function re-reads them at most once a minute. */
const TTL_MS = 60_000;
let cached: { settings: Settings; readAt: number } | undefined;

export async function currentSettings(now = Date.now()): Promise<Settings> {
  if (!cached || now - cached.readAt > TTL_MS) cached = { settings: await getSettings(), readAt: now };
  return cached.settings;
}
