"""tools/badge.py: backup and restore of a badge's NVM over its serial console, against a pseudo-terminal that
answers as CircuitPython's REPL does (no badge here), and the image file's checks."""

import binascii
import os
import sys
import threading
import time
import traceback
import types

import badge
import nvmblock
import pytest
from flash import Flash

import saves

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="pseudo-terminals are POSIX")


class FakeBadge:
    """CircuitPython on the far side of a pseudo-terminal: code.py running until Ctrl-C, "Press any key", the
    friendly REPL, the raw REPL (Ctrl-A; code up to Ctrl-D answered "OK", its output, \\x04, its error, \\x04, ">"),
    Ctrl-B back, Ctrl-D a soft reboot. microcontroller.nvm is a tests_host/flash.py Flash (it counts writes)."""

    def __init__(self, nvm, answers=True):
        import tty

        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.nvm = nvm
        self.answers = answers
        self.mode = "run"
        self.reboots = 0
        self.code = b""
        self.stop = False
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _send(self, data):
        os.write(self.master, data)

    def _serve(self):
        import select

        while not self.stop:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if not ready:
                continue
            try:
                data = os.read(self.master, 4096)
            except OSError:
                return
            if self.answers:
                for b in data:
                    self._byte(b)

    def _byte(self, b):
        c = bytes((b,))
        if self.mode == "run":
            if c == b"\x03":
                self._send(b"\r\nKeyboardInterrupt\r\n\r\nCode done running.\r\n\r\n"
                           b"Press any key to enter the REPL. Use CTRL-D to reload.\r\n")
                self.mode = "wait"
        elif self.mode == "wait":
            self._send(b"\r\nAdafruit CircuitPython 10.2.1 on 2026-01-01; Adafruit PyBadge with samd51j19\r\n>>> ")
            self.mode = "friendly"
            if c == b"\x01":
                self._byte(b)
        elif self.mode == "friendly":
            if c == b"\x01":
                self._send(badge.RAW_BANNER)
                self.mode = "raw"
                self.code = b""
            elif c == b"\x04":
                self._send(b"soft reboot\r\n\r\nAuto-reload is on.\r\ncode.py output:\r\n")
                self.reboots += 1
                self.mode = "run"
            elif c in (b"\r", b"\x03"):
                self._send(b"\r\n>>> ")
        elif self.mode == "raw":
            if c == b"\x04":
                self._send(b"OK")
                out, err = self._exec(self.code.decode())
                self._send(out.encode().replace(b"\n", b"\r\n") + b"\x04" + err.encode() + b"\x04>")
                self.code = b""
            elif c == b"\x02":
                self._send(b"\r\n>>> ")
                self.mode = "friendly"
            elif c != b"\x03":
                self.code += c

    def _exec(self, code):
        """Run code as the badge would: microcontroller.nvm, binascii, print; (output, error text)."""
        out = []
        micro = types.SimpleNamespace(nvm=self.nvm)
        real_import = __import__

        def fake_import(name, *args, **kwargs):
            """import, with the badge's microcontroller module."""
            return micro if name == "microcontroller" else real_import(name, *args, **kwargs)

        scope = getattr(self, "scope", None)
        if scope is None:
            scope = self.scope = {"__builtins__": dict(__builtins__ if isinstance(__builtins__, dict)
                                                       else vars(__builtins__))}
            scope["__builtins__"]["__import__"] = fake_import
            scope["__builtins__"]["print"] = lambda *a, **k: out.append(" ".join(str(x) for x in a) + "\n")
            self.out = out
        self.out[:] = []
        try:
            exec(code, scope)
        except Exception:
            return "".join(self.out), traceback.format_exc(limit=0)
        return "".join(self.out), ""

    def close(self):
        """Stop answering and close both ends of the pseudo-terminal."""
        self.stop = True
        self.thread.join(1)
        os.close(self.master)
        os.close(self.slave)


def _rich_nvm():
    """A badge's NVM with a save and settings in it."""
    img = nvmblock.fresh()
    saves.SaveStore(img).write("bog", 2, 0, 1, bytearray(range(93)))
    return img


@pytest.fixture
def quick(monkeypatch):
    """Short waits: a badge that does not answer is told in a second."""
    monkeypatch.setattr(badge, "TIMEOUT_S", 1.0)


def test_backup_then_restore_over_the_raw_repl_round_trips_in_one_write(tmp_path, quick):
    """backup copies the badge's 8 KB into a checked file; restore writes it back to another badge in one slice
    (one erase), reads it back, and starts the console again (a soft reboot)."""
    source = FakeBadge(Flash(_rich_nvm()))
    path = str(tmp_path / "badge.nvm")
    try:
        assert badge.main(["backup", path, "--port", source.port]) == 0
    finally:
        source.close()
    data = open(path, "rb").read()
    assert badge.unpack(data) == bytes(source.nvm.data) and source.nvm.writes == 0
    target = FakeBadge(Flash(nvmblock.fresh()))
    try:
        assert badge.main(["restore", path, "--port", target.port]) == 0
        time.sleep(0.1)
    finally:
        target.close()
    assert bytes(target.nvm.data) == bytes(source.nvm.data) and target.nvm.writes == 1 and target.reboots == 1


def test_restore_refuses_what_is_not_a_pocket_bog_image(tmp_path, capsys):
    """Another file, a damaged one, a newer image format or NVM layout, bytes that are not this console's:
    refused with a message, before any badge is looked for."""
    good = badge.pack(_rich_nvm())
    cases = {
        "other": (b"hello" * 2000, "not a Pocket Bog NVM image"),
        "damaged": (good[:-1] + bytes((good[-1] ^ 1,)), "damaged"),
        "short": (good[:-10], "cut short"),
        "format": (good[:len(badge.IMAGE_MAGIC)] + (badge.IMAGE_FORMAT + 1).to_bytes(2, "little")
                   + good[len(badge.IMAGE_MAGIC) + 2:], "newer tools/badge.py"),
        "layout": (good[:len(badge.IMAGE_MAGIC) + 2] + bytes((saves.LAYOUT + 1,)) + good[len(badge.IMAGE_MAGIC) + 3:],
                   "newer firmware"),
        "foreign": (badge.pack(bytes(range(256)) * 32), "not a Pocket Bog NVM"),
    }
    for name, (data, words) in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert badge.main(["restore", str(path), "--port", "/nonexistent"]) == 1, name
        assert words in capsys.readouterr().err, name


def test_an_older_firmwares_nvm_backs_up_and_restores(tmp_path):
    """An image of an older firmware's layout (migrated by the console at its next boot) is accepted."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "nvm_firmware_0599ac5.hex")) as fh:
        old = bytes.fromhex(fh.read().strip())
    assert badge.unpack(badge.pack(old)) == old


def test_a_badge_that_does_not_answer_is_told(tmp_path, quick, capsys):
    """A port where nothing answers as CircuitPython does: a clear message, exit 1, no file written."""
    silent = FakeBadge(Flash(_rich_nvm()), answers=False)
    path = tmp_path / "none.nvm"
    try:
        assert badge.main(["backup", str(path), "--port", silent.port]) == 1
    finally:
        silent.close()
    assert "did not answer" in capsys.readouterr().err and not path.exists()


def test_a_busy_console_is_told(tmp_path, quick, capsys):
    """The badge's console held open by another program (an exclusive lock, as a serial monitor takes): told."""
    import serial

    fake = FakeBadge(Flash(_rich_nvm()))
    other = serial.Serial(fake.port, exclusive=True)
    try:
        assert badge.main(["backup", str(tmp_path / "x.nvm"), "--port", fake.port]) == 1
    finally:
        other.close()
        fake.close()
    assert "is busy" in capsys.readouterr().err


def test_no_badge_plugged_in_is_told_and_one_is_found_by_its_vendor_id(monkeypatch):
    """Without --port: no Adafruit device gives a message; one is used; several ask for --port."""
    from serial.tools import list_ports

    def ports(*vids):
        """Serial ports with these USB vendor ids."""
        return [types.SimpleNamespace(device="/dev/tty%d" % i, vid=v) for i, v in enumerate(vids)]

    monkeypatch.setattr(list_ports, "comports", lambda: ports(0x1234))
    with pytest.raises(badge.BadgeError, match="no badge found"):
        badge.find_port()
    monkeypatch.setattr(list_ports, "comports", lambda: ports(0x1234, badge.ADAFRUIT_VID))
    assert badge.find_port() == "/dev/tty1"
    monkeypatch.setattr(list_ports, "comports", lambda: ports(badge.ADAFRUIT_VID, badge.ADAFRUIT_VID))
    with pytest.raises(badge.BadgeError, match="several badges"):
        badge.find_port()


def test_the_code_sent_to_the_badge_is_plain_python():
    """The lines run on the badge use what CircuitPython has: %-formatting, binascii, one slice assignment."""
    assert "f'" not in badge._READ and "%02x" in badge._READ
    compile(badge._READ, "read", "exec")
    assert binascii.unhexlify("ff00") == b"\xff\x00" and sys.implementation.name == "cpython"
