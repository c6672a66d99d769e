import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FAKE_RECAPTCHA_SCRIPT, RECAPTCHA_HOST, SCRIPT_CONTENT_TYPE } from './fake-recaptcha';

/**
 * Google's reCAPTCHA host for a browser that Playwright does not drive (Lighthouse): an HTTPS
 * server on 127.0.0.1, port 0, with a throw-away self-signed certificate for www.google.com, that
 * answers /recaptcha/api.js with the stand-in. The Chromium flags it returns send www.google.com:443
 * to it and trust that one certificate, by its public key, and nothing else
 * (docs/decisions/060-bench-stand-ins.md).
 */
export interface RecaptchaHost {
  chromeFlags: string[];
  close(): Promise<void>;
}

const run = promisify(execFile);

async function selfSignedCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${RECAPTCHA_HOST}`,
    '-addext',
    `subjectAltName=DNS:${RECAPTCHA_HOST}`,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]).catch((error: Error) => {
    throw new Error(`openssl could not make the stand-in's certificate (is openssl installed?): ${error.message}`);
  });
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
}

/** The base64 SHA-256 of the certificate's public key: what --ignore-certificate-errors-spki-list takes. */
export function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export async function startRecaptchaHost(): Promise<RecaptchaHost> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crm-recaptcha-'));
  try {
    const { key, cert } = await selfSignedCertificate(dir);
    const server = createServer({ key, cert }, (request, response) => {
      const { pathname } = new URL(request.url ?? '/', `https://${RECAPTCHA_HOST}`);
      if (pathname !== '/recaptcha/api.js') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      response.writeHead(200, { 'content-type': SCRIPT_CONTENT_TYPE, 'cache-control': 'no-cache' });
      response.end(FAKE_RECAPTCHA_SCRIPT);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    return {
      chromeFlags: [
        `--host-resolver-rules=MAP ${RECAPTCHA_HOST}:443 127.0.0.1:${port}`,
        `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`,
      ],
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
