#!/usr/bin/env bash
# Rebuild native (unix port) interpreters from public sources, into $BIN:
#   circuitpython32               CircuitPython $CP_TAG unix port, standard variant, 32-bit (i386)
#   circuitpython                 the same, 64-bit
#   circuitpython32-stackframes   circuitpython32 with Python call frames always on the C stack (see docs/circuitpython.md)
#   cp-mpy-cross                  CircuitPython $CP_TAG mpy-cross
#   (BUILD_PYSTACK=1: also circuitpython32-pystack and circuitpython32-pystackhwm, see below)
#   micropython32                 MicroPython $MP_TAG unix port, standard variant, 32-bit
# Sources: git clones (or bare git directories) of github.com/adafruit/circuitpython and github.com/micropython/micropython
# (and github.com/tannewt/huffman only if `pip install huffman` fails); no submodules are needed.
# Re-runnable: existing clones and builds are reused. Add LDFLAGS_EXTRA=-static to the make lines for a static binary.
set -euo pipefail

CP_GITDIR=${CP_GITDIR:?set CP_GITDIR to a clone of adafruit/circuitpython}
MP_GITDIR=${MP_GITDIR:?set MP_GITDIR to a clone of micropython/micropython}
HUFFMAN_GITDIR=${HUFFMAN_GITDIR:-}   # only if `pip install huffman` fails
CP_TAG=${CP_TAG:-10.2.1}
MP_TAG=${MP_TAG:-v1.28.0}
SRC=${NATIVE_SRC:-$HOME/.cache/native-src}          # clones, a build venv, build trees
BIN=${BIN:-$HOME/.cache/native-bin}
JOBS=${JOBS:-2}
NICE=${NICE:-nice -n 5}
log() { echo "== $*" >&2; }

mkdir -p "$SRC" "$BIN"

# 1. a 32-bit C toolchain (gcc-multilib)
if ! echo 'int main(void){return 0;}' | gcc -m32 -x c - -o "$SRC/m32test" 2>/dev/null; then
  log "installing gcc-multilib"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc-multilib
fi
rm -f "$SRC/m32test"

# 2. a Python for the build scripts, with `huffman` (CircuitPython's translation step)
PY="$SRC/venv/bin/python"
[ -x "$PY" ] || python3 -m venv "$SRC/venv"
if ! "$PY" -c "import huffman" 2>/dev/null; then
  "$PY" -m pip install -q huffman || {
    log "pip install huffman failed: using $HUFFMAN_GITDIR"
    rm -rf "$SRC/huffman-src" && mkdir -p "$SRC/huffman-src"
    git --git-dir="$HUFFMAN_GITDIR" archive HEAD | tar -x -C "$SRC/huffman-src"
    site=$("$PY" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    echo "$SRC/huffman-src" > "$site/huffman-src.pth"
  }
fi
"$PY" -c "import huffman"

# clone GITDIR TAG DIR: a working tree at TAG. Blobs missing from the snapshot (large prebuilt libraries of other
# ports) are marked skip-worktree, so the version string is not "-dirty".
clone() {
  local gitdir=$1 tag=$2 dir=$3
  [ -d "$dir/.git" ] || git clone -q --no-checkout "$gitdir" "$dir"
  (cd "$dir" && { git checkout -q -f "$tag" 2>/dev/null || true; }
   [ "$(git rev-parse HEAD)" = "$(git rev-parse "$tag^{commit}")" ] || { echo "checkout of $tag failed" >&2; exit 1; }
   git ls-files -d -z | xargs -0 -r git update-index --skip-worktree
   echo "$dir: $(git describe --tags --dirty)" >&2)
}

# 3. CircuitPython: unix port (32-bit, 64-bit, 32-bit stack frames) and mpy-cross
CP="$SRC/circuitpython"
clone "$CP_GITDIR" "$CP_TAG" "$CP"
# FFI (libffi), btree (berkeley-db), ssl, socket, ulab (submodules) off; no frozen manifest (it needs the
# micropython-lib submodule); micropython.RingIO off (py/objringio.c does not compile against CircuitPython's
# ringbuf in the standard variant; the coverage variant turns it off too).
CP_MAKE=(make -j"$JOBS" VARIANT=standard MICROPY_PY_FFI=0 MICROPY_PY_BTREE=0 MICROPY_PY_SSL=0 MICROPY_SSL_AXTLS=0
         MICROPY_SSL_MBEDTLS=0 MICROPY_PY_SOCKET=0 CIRCUITPY_ULAB=0 FROZEN_MANIFEST= PYTHON="$PY")
CP_DEFS="-DMICROPY_PY_MICROPYTHON_RINGIO=0"
log "CircuitPython $CP_TAG unix 32-bit"
(cd "$CP/ports/unix" && $NICE "${CP_MAKE[@]}" BUILD=build-standard-32 MICROPY_FORCE_32BIT=1 CFLAGS_EXTRA="$CP_DEFS")
install -m755 "$CP/ports/unix/build-standard-32/micropython" "$BIN/circuitpython32"
log "CircuitPython $CP_TAG unix 64-bit"
(cd "$CP/ports/unix" && $NICE "${CP_MAKE[@]}" BUILD=build-standard-64 CFLAGS_EXTRA="$CP_DEFS")
install -m755 "$CP/ports/unix/build-standard-64/micropython" "$BIN/circuitpython"
log "CircuitPython $CP_TAG unix 32-bit, frames on the C stack"
# py/objfun.c fun_bc_call: `if (state_size > VM_MAX_STATE_ON_STACK)` takes a heap block for a large frame; made
# never true, every frame is alloca'd (the source form of the old 2-byte binary patch of its `ja`). The tree
# is patched for this build only, then restored.
OBJFUN="$CP/py/objfun.c"
grep -q '    if (state_size > VM_MAX_STATE_ON_STACK) {' "$OBJFUN"
trap 'git -C "$CP" checkout -q -- py/objfun.c' EXIT
sed -i 's/^    if (state_size > VM_MAX_STATE_ON_STACK) {$/    if (0 \&\& state_size > VM_MAX_STATE_ON_STACK) { \/\/ stackframes build/' "$OBJFUN"
[ "$(grep -c 'stackframes build' "$OBJFUN")" = 1 ]
(cd "$CP/ports/unix" && $NICE "${CP_MAKE[@]}" BUILD=build-stackframes-32 MICROPY_FORCE_32BIT=1 CFLAGS_EXTRA="$CP_DEFS")
git -C "$CP" checkout -q -- py/objfun.c
trap - EXIT
install -m755 "$CP/ports/unix/build-stackframes-32/micropython" "$BIN/circuitpython32-stackframes"
if [ "${BUILD_PYSTACK:-0}" = 1 ]; then
  # optional: MICROPY_ENABLE_PYSTACK=1 builds, the pystack's size in bytes from $MICROPY_PYSTACK_BYTES at run time
  # (default 2048). circuitpython32-pystack: ports/unix/main.c of circuitpython-pystack.patch only; circuitpython32-pystackhwm:
  # the whole patch, micropython.pystack_use() then returns the most used since its last call (a high-water mark).
  HERE=$(cd "$(dirname "$0")" && pwd)
  trap 'git -C "$CP" checkout -q -- ports/unix/main.c py/pystack.c py/modmicropython.c' EXIT
  for kind in pystack pystackhwm; do
    log "CircuitPython $CP_TAG unix 32-bit, $kind"
    if [ $kind = pystack ]; then git -C "$CP" apply --include=ports/unix/main.c "$HERE/circuitpython-pystack.patch"
    else git -C "$CP" apply "$HERE/circuitpython-pystack.patch"; fi
    (cd "$CP/ports/unix" && $NICE "${CP_MAKE[@]}" BUILD=build-$kind-32 MICROPY_FORCE_32BIT=1 \
       CFLAGS_EXTRA="$CP_DEFS -DMICROPY_ENABLE_PYSTACK=1")
    git -C "$CP" checkout -q -- ports/unix/main.c py/pystack.c py/modmicropython.c
    install -m755 "$CP/ports/unix/build-$kind-32/micropython" "$BIN/circuitpython32-$kind"
  done
  trap - EXIT
fi
log "CircuitPython $CP_TAG mpy-cross"
(cd "$CP/mpy-cross" && $NICE make -j"$JOBS" PYTHON="$PY")
install -m755 "$CP/mpy-cross/build/mpy-cross" "$BIN/cp-mpy-cross"

# 4. MicroPython: unix port, standard variant, 32-bit
MP="$SRC/micropython"
clone "$MP_GITDIR" "$MP_TAG" "$MP"
log "MicroPython $MP_TAG unix 32-bit"
(cd "$MP/ports/unix" && $NICE make -j"$JOBS" VARIANT=standard BUILD=build-standard-32 MICROPY_FORCE_32BIT=1 \
   MICROPY_PY_FFI=0 MICROPY_PY_BTREE=0 MICROPY_PY_SSL=0 MICROPY_SSL_MBEDTLS=0 FROZEN_MANIFEST=)
install -m755 "$MP/ports/unix/build-standard-32/micropython" "$BIN/micropython32"

# 5. checks
echo 'x = [i * i for i in range(10)]' > "$SRC/check.py"
echo 'x = (' > "$SRC/check_bad.py"
for b in circuitpython32 circuitpython circuitpython32-stackframes micropython32; do
  v=$("$BIN/$b" -c "import sys; print(sys.implementation.name, sys.implementation.version, sys.maxsize > 2**32 and 64 or 32)")
  free=$("$BIN/$b" -X heapsize=64k -c "import gc; print(gc.mem_free())")
  "$BIN/$b" -X compile-only "$SRC/check.py"
  if "$BIN/$b" -X compile-only "$SRC/check_bad.py" >/dev/null 2>&1; then echo "$b: compile-only accepted bad syntax" >&2; exit 1; fi
  echo "$b: $v-bit; -X heapsize=64k: gc.mem_free() = $free; -X compile-only ok"
done
"$BIN/cp-mpy-cross" --version
"$BIN/cp-mpy-cross" -o "$SRC/check.mpy" "$SRC/check.py"
"$BIN/circuitpython32" -c "import sys; sys.path.insert(0, '$SRC'); import check; print('cp-mpy-cross output imports:', check.x[3])"
