import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig } from '@lms/shared';

export const REMOTE_NAMES = ['catalog', 'checkout', 'learning', 'content', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

let remotes: { name: string; entry: string }[] = [];

/** Registers the remotes named in app-config.json; no remote URL is compiled in (architecture §2). */
export const registerConfiguredRemotes = (config: AppConfig) => {
  remotes = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force: true });
};

/**
 * Loads `remote/module`. A failed remote entry stays cached by the runtime, so before another
 * try the remote is registered again with `force`, which drops the cached failure.
 */
export const loadRemoteModule = async (remote: string, module: string): Promise<unknown> => {
  const request = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const loaded = await loadRemote(request);
    if (loaded == null) throw new Error(`Remote module ${request} is unavailable`);
    return loaded;
  } catch (error) {
    const entry = remotes.find((r) => r.name === remote);
    if (entry) registerRemotes([entry], { force: true });
    throw error;
  }
};
