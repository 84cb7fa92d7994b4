// A tiny static server for the demo page on localhost: / is this folder, /sat2d/ the built
// package (sat2d.mjs, sat2d.wasm).
//   node js/page/serve.mjs [PKG_DIR] [PORT]     (default build/wasm/js/pkg, port 8080)
import http from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES = { ".html": "text/html; charset=utf-8", ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json", ".ts": "text/plain" };

/** Starts the server on 127.0.0.1 (port 0: any free one); resolves to { server, url }. */
export function serve(pkgDir, port = 0) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    // Only plain file names, in the two folders: nothing else on the machine is reachable.
    const m = /^\/(sat2d\/)?([\w.-]*)$/.exec(url.pathname);
    const name = m ? m[2] || "index.html" : null;
    if (!name || name.startsWith(".") || (!m[1] && name === "serve.mjs")) {
      res.writeHead(404).end("not found");
      return;
    }
    try {
      const body = await readFile(path.join(m[1] ? pkgDir : here, name));
      res.writeHead(200, { "content-type": TYPES[path.extname(name)] ?? "application/octet-stream", "cache-control": "no-store" });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pkg = path.resolve(process.argv[2] ?? path.join(here, "../../build/wasm/js/pkg"));
  const { url } = await serve(pkg, Number(process.argv[3] ?? 8080));
  console.log(`sat2d page: ${url} (package ${pkg}); Ctrl-C stops`);
}
