import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A PEM key and certificate; the certificate is its own CA. */
export interface SelfSigned {
  key: string;
  cert: string;
}

/** A throw-away self-signed certificate for `hosts` (DNS names, the first also its CN), valid a day, made by openssl. */
export async function selfSignedCertificate(hosts: readonly string[]): Promise<SelfSigned> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crm-self-signed-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  try {
    await promisify(execFile)('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${hosts[0]}`],
      ...['-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`, '-keyout', key, '-out', cert],
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
