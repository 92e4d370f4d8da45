import { ShareBar } from '../features/blog/components/share-bar';
import type { ShareTarget } from '../features/blog/lib/share-links';
import './namespace';

/** Federated `./ShareBar`: the share links of a page (the course pages use it). */
export default function ShareBarWidget({ target }: { target: ShareTarget }) {
  return <ShareBar target={target} />;
}
