import { RemoteWidget } from '@lms/shared';
import { RUNTIME_ROUTE_MODULE } from '../routes/runtime-routes';

/**
 * A remote's whole area, mounted on the path prefix app-config.json gives it: its `./App`
 * module, which renders its own nested routes under the prefix. Loading, retries, a missing
 * chunk after a deploy and the fallback are the remote loader's, as for every remote.
 */
export const RemoteApp = ({ remote }: { remote: string }) => (
  <RemoteWidget remote={remote} module={RUNTIME_ROUTE_MODULE} props={{}} />
);
