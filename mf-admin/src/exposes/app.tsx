import './namespace';
import { AdminApp } from '../admin-app';

/**
 * The admin remote's one exposed module: the shell mounts it on `<prefix>/*`, the prefix
 * app-config.json's `routes` gives the remote (docs/decisions/0007-runtime-route-prefixes.md).
 */
export default AdminApp;
