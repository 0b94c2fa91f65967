// npm run cert: a self-signed certificate for this machine's LAN addresses, so a phone can open the
// camera (browsers allow it only on https or localhost). Accept the warning once on the phone.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const dir = path.resolve(root, process.env.DATA_DIR ?? 'data', 'tls');
mkdirSync(dir, { recursive: true });
const ips = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && i.family === 'IPv4')
  .map((i) => i.address);
const san = ['DNS:localhost', ...ips.map((ip) => `IP:${ip}`)].join(',');
const key = path.join(dir, 'key.pem');
const cert = path.join(dir, 'cert.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '825',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=Trouvaille local',
    '-addext',
    `subjectAltName=${san}`,
  ],
  { stdio: 'inherit' },
);
const lan = ips.find((ip) => ip !== '127.0.0.1') ?? 'YOUR-LAN-IP';
console.log(
  `\nCertificate for ${san}\nStart with:\n  HTTPS_KEY=${key} HTTPS_CERT=${cert} APP_URL=https://${lan}:3000 npm start\nthen open https://${lan}:3000 on the phone.`,
);
