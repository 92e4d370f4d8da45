import type { Db } from '../db';
import { createContentRepository } from './content';
import { createSettingsRepository } from './settings';
import { createSubscribersRepository } from './subscribers';
import { absolutiser } from './urls';

export interface RepositoryOptions {
  /** The API's public base URL, used to make stored image paths absolute. */
  publicUrl: string;
}

export function createRepositories(db: Db, { publicUrl }: RepositoryOptions) {
  const absolute = absolutiser(publicUrl);
  return {
    settings: createSettingsRepository(db, absolute),
    content: createContentRepository(db),
    subscribers: createSubscribersRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
