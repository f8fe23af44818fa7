// Run a Python script under MicroPython (WebAssembly build from npm) with the repo's lib/ and games/.
//
//   node tools/mp/run_mp.mjs <repo_root> <script.py> [args...]
//
// The wasm filesystem gets <repo>/lib/*.py in /lib (on sys.path), <repo>/games/**/*.py in /games and
// tools/mp/driver.py in / (the cwd, also on sys.path), so a script can `import driver`, `import prng` or
// `import games`. sys.argv is [script.py, args...] and the global MP_HOST is set (1) before the script runs.
// The JS module `mphost` gives mphost.ticks(): performance.now() in 0.1 us units, wrapping at 2**30.
// MP_DRIVE=1: <repo_root> is a deployed CIRCUITPY folder; its boards/ and code.py are copied to / as well.
// MP_EXTRA_LIB (directories joined by the path delimiter) adds their .py trees to /lib, copied before
// the repo's lib/ so the repo wins a name clash (tools/devmodel uses it for its hardware stand-ins and the
// Adafruit libraries). stdout/stderr are streamed. A Python exception prints its traceback on stderr and exits with status 1.
//
// Real garbage collection: on this port gc.collect() only sets a flag; the collection runs when JS next
// calls into Python. A script that needs collected figures (tools/mp/driver.py measure mode) leaves a
// callable global MP_RESUME when it finishes: this runner then calls it until it returns a false value,
// and each call is a fresh entry from JS, so a gc.collect() made just before returning really collects.
//
// MP_PYSTACK_BYTES sets the size of MicroPython's Python-frame stack ("pystack"), in bytes (a multiple of 4;
// passed to loadMicroPython in 4-byte words, this port being 32-bit). Unset: the package default, 2,048
// words (8 KB). The badge's CircuitPython has 1,536 bytes (SAMD51, 9.x) or 2,048 (10.x); a frame that does
// not fit raises RuntimeError("pystack exhausted"). The entry from JS takes its own share before the
// script's first line runs: see tools/pystack.py (ENTRY_BYTES) for the measured figure.

import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs");
const HEAPSIZE = 512 * 1024;

function usage(msg) {
  if (msg) process.stderr.write(msg + "\n");
  process.stderr.write("usage: node tools/mp/run_mp.mjs <repo_root> <script.py> [args...]\n");
  process.exit(2);
}

// Byte sink that writes whole chunks (on newline or when large) to a node stream.
function makeSink(stream) {
  let buf = [];
  const flush = () => {
    if (buf.length) {
      stream.write(Buffer.from(buf));
      buf = [];
    }
  };
  const put = (data) => {
    for (const c of data) {
      buf.push(c);
      if (c === 10 && buf.length > 4096) flush();
    }
  };
  return { put, flush };
}

// Copy every .py and .mpy file under srcDir into the wasm FS under dstDir, keeping the tree.
function copyTree(FS, srcDir, dstDir, recursive) {
  try {
    FS.mkdir(dstDir);
  } catch (e) {
    // already exists ("/lib" is on sys.path but may or may not exist)
  }
  for (const ent of fs.readdirSync(srcDir, { withFileTypes: true })) {
    if (ent.name.startsWith(".") || ent.name === "__pycache__") continue;
    const src = path.join(srcDir, ent.name);
    const dst = dstDir + "/" + ent.name;
    if (ent.isDirectory()) {
      if (recursive) copyTree(FS, src, dst, true);
    } else if (ent.name.endsWith(".py") || ent.name.endsWith(".mpy")) {
      FS.writeFile(dst, fs.readFileSync(src));
    }
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length < 2) usage();
  const root = path.resolve(argv[0]);
  const script = path.resolve(argv[1]);
  const args = argv.slice(2);
  if (!fs.existsSync(script)) usage("no such script: " + script);
  if (!fs.existsSync(PKG)) {
    process.stderr.write("MicroPython is not installed (" + PKG + ").\n" +
      "Run `python3 tools/dev.py test` (or `cd tools/mp && npm install`) first.\n");
    process.exit(2);
  }
  const { loadMicroPython } = await import(PKG);
  const out = makeSink(process.stdout);
  const err = makeSink(process.stderr);
  const options = {
    heapsize: HEAPSIZE,
    linebuffer: false,
    stdout: (bytes) => out.put(bytes),
    stderr: (bytes) => err.put(bytes),
  };
  const pystackBytes = process.env.MP_PYSTACK_BYTES;
  if (pystackBytes) {
    const n = Number(pystackBytes);
    if (!Number.isInteger(n) || n < 4 || n % 4) usage("MP_PYSTACK_BYTES must be a whole number of 4-byte words: " + pystackBytes);
    options.pystack = n / 4;
  }
  const mp = await loadMicroPython(options);
  // a clock for the driver's step timings: the port's time.ticks_us() only moves once per millisecond
  mp.registerJsModule("mphost", { ticks: () => Math.floor(performance.now() * 10000) & 0x3fffffff });
  const FS = mp.FS;
  for (const extra of (process.env.MP_EXTRA_LIB || "").split(path.delimiter).filter((p) => p)) {
    copyTree(FS, path.resolve(extra), "/lib", true);
  }
  if (fs.existsSync(path.join(root, "lib"))) copyTree(FS, path.join(root, "lib"), "/lib", false);
  if (fs.existsSync(path.join(root, "games"))) copyTree(FS, path.join(root, "games"), "/games", true);
  // a deployed CIRCUITPY folder as root (tools/devmodel): its boards/ and code.py too, where the badge has them
  if (process.env.MP_DRIVE) {
    if (fs.existsSync(path.join(root, "boards"))) copyTree(FS, path.join(root, "boards"), "/boards", true);
    if (fs.existsSync(path.join(root, "code.py"))) FS.writeFile("/code.py", fs.readFileSync(path.join(root, "code.py")));
  }
  FS.writeFile("/driver.py", fs.readFileSync(path.join(HERE, "driver.py")));
  const name = path.basename(script);
  FS.writeFile("/" + name, fs.readFileSync(script));  // after driver.py: the script wins a name clash
  const rel = path.relative(root, script);
  const shown = rel.startsWith("..") || path.isAbsolute(rel) ? script : rel;

  let status = 0;
  try {
    // argv as one string split in Python: a list literal would put every item on the VM stack at once, a frame
    // too big for a small MP_PYSTACK_BYTES when the arguments are many
    mp.runPython("import sys\nsys.argv.clear()\nsys.argv.extend(" + JSON.stringify([name, ...args].join("\u0000")) +
      ".split('\\x00'))\nMP_HOST = 1\ndel sys\n");
    // exec(compile()) rather than runPython(source) so tracebacks name the file, not "<stdin>"
    mp.runPython("exec(compile(open(" + JSON.stringify("/" + name) + ").read(), " + JSON.stringify(shown) +
      ", 'exec'))");
    const resume = mp.globals.get("MP_RESUME");
    if (typeof resume === "function") {
      while (resume()) {
        // each call is a top-level entry from JS: a pending gc.collect() runs first
      }
    }
  } catch (e) {
    out.flush();
    if (e && e.name === "PythonError") {
      const msg = e.message.endsWith("\n") ? e.message : e.message + "\n";
      if (e.type === "SystemExit") {
        // sys.exit(n) -> status n; sys.exit() -> 0; sys.exit("text") -> the text on stderr, status 1
        const arg = msg.trimEnd().split("\n").pop().replace(/^SystemExit:\s?/, "");
        if (/^-?\d+$/.test(arg)) status = parseInt(arg, 10) & 255;
        else if (arg !== "" && arg !== "None") {
          err.put(Buffer.from(arg + "\n"));
          status = 1;
        }
      } else {
        err.put(Buffer.from(msg));
        status = 1;
      }
    } else {
      err.put(Buffer.from(String(e && e.stack ? e.stack : e) + "\n"));
      status = 1;
    }
  }
  out.flush();
  err.flush();
  process.exitCode = status;
}

await main();
