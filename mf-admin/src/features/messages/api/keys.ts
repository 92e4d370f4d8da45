import { adminKeys } from '../../../lib/query-keys';

/** Query keys of the messages area. */
export const messageKeys = {
  all: () => [...adminKeys.all, 'messages'] as const,
  contacts: () => [...messageKeys.all(), 'contacts'] as const,
  contactPage: (state: string, page: number) => [...messageKeys.contacts(), state, page] as const,
  subscribers: () => [...messageKeys.all(), 'subscribers'] as const,
  subscriberPage: (state: string, page: number) =>
    [...messageKeys.subscribers(), state, page] as const,
};
