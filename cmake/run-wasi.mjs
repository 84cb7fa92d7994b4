#!/usr/bin/env node
// Runs a wasm32-wasi command module under node's WASI (preview 1), the way qemu-aarch64 runs
// the aarch64 build: CMake's CMAKE_CROSSCOMPILING_EMULATOR for the wasm preset.
//   node cmake/run-wasi.mjs [--dir GUEST=HOST]... MODULE.wasm [ARGS...]
// The module sees ARGS (argv[0] is MODULE's path), this process's environment and stdio, every
// top-level directory of the host under its own name (so absolute paths, as CTest passes them,
// mean what they mean on the host) and the current directory at "." (so relative paths below
// it work; "../x" does not). This is a test runner, not a sandbox: --dir adds or replaces a
// mapping. The module's exit status becomes this
// process's; a trap (abort, out-of-bounds access, stack overflow) prints the reason and exits
// 134, as SIGABRT would natively; a usage or load error exits 2.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import process from 'node:process';

// node 18 and 20 print an ExperimentalWarning for WASI on first use; the module's own stderr
// must stay what the tests compare, so that one warning (and only that one) is dropped.
process.removeAllListeners('warning');
process.on('warning', (w) => {
  if (w.name !== 'ExperimentalWarning') process.stderr.write(`${w.name}: ${w.message}\n`);
});
let WASI;
try {
  ({ WASI } = await import('node:wasi'));
} catch (err) {
  process.stderr.write(`run-wasi: this node (${process.version}) offers no WASI: ${err.message}\n` +
                       'node 18 needs --experimental-wasi-unstable-preview1, node 20 does not\n');
  process.exit(2);
}

function usage(message) {
  process.stderr.write(`run-wasi: ${message}\n` +
                       'usage: node run-wasi.mjs [--dir GUEST=HOST]... MODULE.wasm [ARGS...]\n');
  process.exit(2);
}

// wasi-libc (Debian 12's) matches a preopen only when the path continues with '/' after it, so
// a preopen of "/" itself never matches "/tmp/x": each top-level directory gets its own.
const preopens = { '.': process.cwd() };
for (const entry of readdirSync('/', { withFileTypes: true }))
  if (entry.isDirectory() || entry.isSymbolicLink()) preopens[`/${entry.name}`] = `/${entry.name}`;
const argv = process.argv.slice(2);
while (argv.length && argv[0] === '--dir') {
  const mapping = argv[1] ?? '';
  const eq = mapping.indexOf('=');
  if (eq <= 0 || eq === mapping.length - 1) usage(`--dir wants GUEST=HOST, got '${mapping}'`);
  preopens[mapping.slice(0, eq)] = mapping.slice(eq + 1);
  argv.splice(0, 2);
}
if (!argv.length) usage('no module given');

let module;
try {
  module = await WebAssembly.compile(await readFile(argv[0]));
} catch (err) {
  usage(`cannot load '${argv[0]}': ${err.message}`);
}
const wasi = new WASI({ version: 'preview1', args: argv, env: process.env, preopens,
                        returnOnExit: true });
let status;
try {
  const instance =
      await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  status = wasi.start(instance);
} catch (err) {
  process.stderr.write(`run-wasi: ${argv[0]} trapped: ${err.message}\n`);
  status = 134;
}
process.exitCode = status;
