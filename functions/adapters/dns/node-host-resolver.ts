import { lookup } from 'node:dns/promises';
import type { HostResolver } from '../../ports/host-resolver';

/** Every A and AAAA address the system resolver returns, in resolver order. */
export class NodeHostResolver implements HostResolver {
  async resolve(hostname: string): Promise<string[]> {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map((entry) => entry.address);
  }
}
