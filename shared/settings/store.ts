import { getItem } from '#shared/data/get-item';
import { dataOf, type Item } from '#shared/data/item';
import { DEFAULT_SETTINGS, type Settings } from '#shared/domain/types';
import { SETTINGS_ENTITIES, settingsKey } from '#shared/settings/keys';

export function settingsToItem(settings: Settings): Item<Settings> {
  return { ...settingsKey, entity: SETTINGS_ENTITIES.settings, data: settings };
}

/** The TMS settings; the defaults of the data format until a data set is loaded. */
export async function getSettings(): Promise<Settings> {
  const item = await getItem(settingsKey);
  return item === undefined ? DEFAULT_SETTINGS : { ...DEFAULT_SETTINGS, ...dataOf<Settings>(item) };
}
