"""Device-side code other than the rules, checked under MicroPython.

Every file that runs on the badge (code.py, lib/, games/, boards/pybadge.py, boards/pygamer.py) must
compile under MicroPython; the pure engine modules (saves, buttons, leds, keys, prng) also run there.
displayio itself does not exist in MicroPython, so the views are compiled, not run.
"""

import os
import tempfile

from mpy import ROOT, run_micropython

DEVICE_FILES = ["code.py", "boards/pybadge.py", "boards/pygamer.py"]
for _folder in ("lib", "games"):
    for _dirpath, _dirs, _files in os.walk(os.path.join(ROOT, _folder)):
        _dirs[:] = [d for d in _dirs if d != "__pycache__"]
        DEVICE_FILES += [os.path.relpath(os.path.join(_dirpath, f), ROOT) for f in _files if f.endswith(".py")]

ENGINE_CHECK = '''
import saves, buttons, leds, keys
nvm = bytearray(b"\\xff" * 2048)
store = saves.SaveStore(nvm, 0)
store.write("bog", 2, 0, 1, bytearray(range(93)))
store.write("bog", 2, 0, 1, bytearray(range(1, 94)))
records, messages = store.read()
assert len(records) == 1 and records[0].seq == 2 and records[0].state == bytearray(range(1, 94)), records
nvm[saves.SLOT_AT + 30] ^= 0xFF
records, messages = store.read()
assert len(records) == 0 and messages == ["Save corrupt: ignored"], messages
assert saves.crc16(b"123456789") == 0x29B1
queue = keys.EventQueue()
clock = [0]


class Board:
    def ticks_ms(self):
        return clock[0]

    def ticks_diff(self, a, b):
        return ((a - b + 0x10000000) & 0x1FFFFFFF) - 0x10000000


board = Board()
pad = buttons.Buttons(queue, board)
queue.record(keys.K_RIGHT, True)
assert pad.next() == keys.K_RIGHT and pad.next() == -1
clock[0] = 450
assert pad.next() == keys.K_RIGHT
queue.record(keys.K_RIGHT, False)
assert pad.next() == -1
queue.record(keys.K_START, True)
pad.next()
clock[0] = 2500
assert pad.next() == buttons.K_HOME


class Strip:
    def __init__(self):
        self.colors = [(0, 0, 0)] * 5
        self.shows = 0

    def __len__(self):
        return 5

    def __setitem__(self, i, color):
        self.colors[i] = color

    def show(self):
        self.shows += 1


strip = Strip()
lights = leds.Leds(strip, board.ticks_diff)
lights.light(0x3C78FF)
lights.tick(0)
lights.tick(5)
assert strip.colors[0] == (0x3C, 0x78, 0xFF) and strip.shows == 1
print("ENGINE OK")
'''


def test_device_files_compile_and_engine_runs_under_micropython():
    """Every device file compiles under MicroPython; saves, buttons and LEDs behave there as on CPython."""
    lines = ["SOURCES = {"]
    for rel in DEVICE_FILES:
        with open(os.path.join(ROOT, rel), encoding="utf-8") as fh:
            lines.append("    %r: %r," % (rel, fh.read()))
    lines += ["}", "for name in sorted(SOURCES):",
              "    compile(SOURCES[name], name, 'exec')",
              "print('COMPILED %d' % len(SOURCES))", ENGINE_CHECK]
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write("\n".join(lines))
        script = fh.name
    try:
        out = run_micropython(script)
    finally:
        os.unlink(script)
    assert "COMPILED %d" % len(DEVICE_FILES) in out
    assert "ENGINE OK" in out
