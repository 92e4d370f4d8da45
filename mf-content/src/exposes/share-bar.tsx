import { registerNamespace } from '@lms/shared';
import { ShareBar } from '../features/blog/components/share-bar';
import type { ShareTarget } from '../features/blog/lib/share-links';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

// Any exposed module may be loaded first: each registers the remote's strings.
registerNamespace('content', { tr, en });

/** Federated `./ShareBar`: the share links of a page (the course pages use it, issue 17). */
export default function ShareBarWidget({ target }: { target: ShareTarget }) {
  return <ShareBar target={target} />;
}
