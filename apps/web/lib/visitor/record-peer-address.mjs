// Preloaded into every web server process (`node --import`): by scripts/web-cluster.mjs for
// `next start`, through NODE_OPTIONS for `next dev` (scripts/start.mjs).
import { recordPeerAddresses } from './peer-address.mjs';

recordPeerAddresses();
