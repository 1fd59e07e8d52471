// The npm registry reachable here serves only the Linux builds of packages that ship native
// binaries per platform, so `npm install` leaves the other platforms' optional dependencies out
// of package-lock.json, and `npm ci` then refuses the lockfile as out of sync. This adds an entry
// for each missing optional dependency, with the os/cpu its name declares, so npm ci knows it can
// skip it on this platform. Run after any `npm install` that changes the lockfile
// (`npm run lockfile:complete`). Plain JS so it runs on any Node.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const has = (...words) => words.some((word) => tokens.includes(word));
  const os = has('darwin')
    ? 'darwin'
    : has('win32', 'windows')
      ? 'win32'
      : has('android')
        ? 'android'
        : has('freebsd')
          ? 'freebsd'
          : has('linux')
            ? 'linux'
            : null;
  const cpu = has('wasm32')
    ? 'wasm32'
    : has('arm64', 'aarch64')
      ? 'arm64'
      : has('arm')
        ? 'arm'
        : has('ia32')
          ? 'ia32'
          : has('x64', '64')
            ? 'x64'
            : null;
  return { os, cpu };
}

/** The entry Node's resolution finds for `name` from the package at `fromPath`, if any. */
function resolve(fromPath, name) {
  let base = fromPath;
  for (;;) {
    const found = packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = spec.replace(/^[\^~=]/, '');
    const found = resolve(path, name);
    if (found && (found.version === version || !found.optional)) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    const top = `node_modules/${name}`;
    const slot = packages[top] ? `${path}/node_modules/${name}` : top;
    packages[slot] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
