"""Back up a badge's 8 KB NVM (saves, settings, names, statistics) to a file, and restore it, over USB.

    python3 tools/badge.py backup FILE [--port PORT]
    python3 tools/badge.py restore FILE [--port PORT]

The badge's USB serial console is CircuitPython's REPL: the tool stops the running console (Ctrl-C), enters the
raw REPL (Ctrl-A), runs a few lines that print microcontroller.nvm in hex (backup) or write it in one slice
(restore, then read back to verify), and starts the console again (Ctrl-B, Ctrl-D). Nothing is written to the
CIRCUITPY drive. --port names the serial port (COM5, /dev/ttyACM0, /dev/cu.usbmodem1101); without it the one
Adafruit badge plugged in is found by its USB vendor id. Needs pyserial (requirements-host.txt).

The file: IMAGE_MAGIC, its format (2 bytes), the NVM layout it holds (1 byte, 0 for an older firmware's), a
spare byte, the NVM's length (4 bytes), a CRC-32 of the NVM bytes (4 bytes), then the 8192 NVM bytes. Restore
refuses a file that is not such an image, one whose checksum fails, one of a newer image format or NVM layout
than this tool knows, and one whose bytes are not a Pocket Bog NVM.
"""

import os
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import saves  # noqa: E402  (lib/: the NVM layout this tool writes back)

IMAGE_MAGIC = b"POCKETBOG-NVM\n"
IMAGE_FORMAT = 1
NVM_SIZE = 8192
HEADER = len(IMAGE_MAGIC) + 12
ADAFRUIT_VID = 0x239A
RAW_BANNER = b"raw REPL; CTRL-B to exit\r\n>"
_CHUNK = 256  # NVM bytes per line of hex, each way
TIMEOUT_S = 5.0  # how long a badge may take to answer


class BadgeError(Exception):
    """What went wrong, in words for the person at the keyboard."""


def pack(nvm):
    """The file's bytes for 8192 NVM bytes."""
    nvm = bytes(nvm)
    if len(nvm) != NVM_SIZE:
        raise BadgeError("the badge's NVM is %d bytes, not %d" % (len(nvm), NVM_SIZE))
    layout = nvm[4] if nvm[0:4] == b"PBNV" else 0
    return (IMAGE_MAGIC + IMAGE_FORMAT.to_bytes(2, "little") + bytes((layout, 0)) + NVM_SIZE.to_bytes(4, "little")
            + zlib.crc32(nvm).to_bytes(4, "little") + nvm)


def unpack(data):
    """The NVM bytes of a file, or BadgeError saying why it is refused."""
    if not data.startswith(IMAGE_MAGIC) or len(data) < HEADER:
        raise BadgeError("not a Pocket Bog NVM image (made by tools/badge.py backup)")
    at = len(IMAGE_MAGIC)
    fmt = int.from_bytes(data[at:at + 2], "little")
    layout = data[at + 2]
    size = int.from_bytes(data[at + 4:at + 8], "little")
    crc = int.from_bytes(data[at + 8:at + 12], "little")
    if fmt > IMAGE_FORMAT:
        raise BadgeError("this image is of format %d, from a newer tools/badge.py (this one reads %d): update "
                         "this repository first" % (fmt, IMAGE_FORMAT))
    if layout > saves.LAYOUT:
        raise BadgeError("this image holds NVM layout %d, from a newer firmware (this one writes %d): deploy "
                         "the newer console first" % (layout, saves.LAYOUT))
    nvm = data[HEADER:]
    if size != NVM_SIZE or len(nvm) != NVM_SIZE:
        raise BadgeError("this image is cut short or too long (%d bytes of NVM, not %d)" % (len(nvm), NVM_SIZE))
    if zlib.crc32(nvm) != crc:
        raise BadgeError("this image is damaged: its checksum does not match")
    if not looks_like_pocket_bog(nvm):
        raise BadgeError("this image's bytes are not a Pocket Bog NVM")
    return nvm


def looks_like_pocket_bog(nvm):
    """True for NVM this console wrote: its layout's header, an older firmware's saves, settings or statistics,
    or nothing at all (erased)."""
    if nvm[0:4] == b"PBNV":
        return True
    if nvm == b"\xff" * len(nvm):
        return True
    return nvm[0:2] == b"PB" or nvm[1024:1026] == b"PS" or nvm[1280:1286] == b"PBSTAT"


def find_port():
    """The serial port of the one Adafruit badge plugged in, or BadgeError."""
    from serial.tools import list_ports

    found = [p for p in list_ports.comports() if p.vid == ADAFRUIT_VID]
    if not found:
        raise BadgeError("no badge found: plug it in with a data cable (some cables only charge) and switch it "
                         "on, or name its port with --port")
    if len(found) > 1:
        raise BadgeError("several badges are plugged in (%s): choose one with --port" % ", ".join(
            p.device for p in found))
    return found[0].device


class RawRepl:
    """CircuitPython's raw REPL over a serial port."""

    def __init__(self, port, timeout=None):
        import serial

        try:
            self.serial = serial.Serial(port, 115200, timeout=0.1, exclusive=True)
        except serial.SerialException as err:
            text = str(err)
            if "busy" in text.lower() or "lock" in text.lower() or "denied" in text.lower():
                raise BadgeError("%s is busy: another program (a serial monitor, Mu, screen, the simulator's "
                                 "tools) has the badge's console open; close it and try again" % port) from err
            raise BadgeError("cannot open %s: %s" % (port, text)) from err
        self.port = port
        self.timeout = timeout or TIMEOUT_S

    def _read_until(self, ending, timeout=None):
        """Bytes read up to and including ending, or BadgeError when they do not come in time."""
        data = b""
        deadline = time.monotonic() + (timeout or self.timeout)
        while not data.endswith(ending):
            chunk = self.serial.read(1)
            if chunk:
                data += chunk
            elif time.monotonic() > deadline:
                raise BadgeError("the badge on %s did not answer (is it running CircuitPython? press its reset "
                                 "button and try again)" % self.port)
        return data

    def enter(self):
        """Stop whatever runs and enter the raw REPL."""
        self.serial.write(b"\r\x03\x03")  # stop code.py (twice: a first one may land in a handler)
        time.sleep(0.2)
        self.serial.reset_input_buffer()
        self.serial.write(b"\r\x01")  # any key enters the REPL after "Press any key"; Ctrl-A: raw mode
        try:
            self._read_until(RAW_BANNER, min(2.0, self.timeout))
        except BadgeError:
            self.serial.write(b"\r\x03\r\x01")  # once more: the first key only left "Code done running"
            self._read_until(RAW_BANNER)

    def run(self, code):
        """Run code in the raw REPL; its printed output (BadgeError with the traceback when it raised)."""
        self.serial.write(code.encode() + b"\x04")
        if self._read_until(b"OK", self.timeout)[-2:] != b"OK":
            raise BadgeError("the badge's raw REPL refused the code")
        out = self._read_until(b"\x04")[:-1]
        err = self._read_until(b"\x04")[:-1]
        self._read_until(b">")
        if err:
            raise BadgeError("the badge said: %s" % err.decode(errors="replace").strip().splitlines()[-1])
        return out.decode(errors="replace")

    def leave(self):
        """Leave the raw REPL and start the console again (a soft reboot runs code.py)."""
        self.serial.write(b"\x02")
        time.sleep(0.1)
        self.serial.write(b"\x04")
        self.serial.close()


_READ = ("import microcontroller\n_n = microcontroller.nvm\nprint(len(_n))\n"
         "for _i in range(0, len(_n), %d):\n"
         "    print(''.join('%%02x' %% _b for _b in _n[_i:_i + %d]))\n" % (_CHUNK, _CHUNK))


def read_nvm(repl):
    """The badge's NVM bytes."""
    lines = repl.run(_READ).split()
    size = int(lines[0])
    if size != NVM_SIZE:
        raise BadgeError("the badge's NVM is %d bytes, not %d: not a PyBadge or PyGamer?" % (size, NVM_SIZE))
    data = bytes.fromhex("".join(lines[1:]))
    if len(data) != NVM_SIZE:
        raise BadgeError("the badge's NVM came back cut short (%d bytes)" % len(data))
    return data


def write_nvm(repl, nvm):
    """Write nvm to the badge in one slice (one erase of its flash block), then read it back."""
    repl.run("import binascii, microcontroller\n_d = bytearray(%d)\n" % NVM_SIZE)
    for i in range(0, NVM_SIZE, _CHUNK):
        repl.run("_d[%d:%d] = binascii.unhexlify('%s')\n" % (i, i + _CHUNK, nvm[i:i + _CHUNK].hex()))
    repl.run("microcontroller.nvm[0:%d] = _d\n" % NVM_SIZE)
    if read_nvm(repl) != bytes(nvm):
        raise BadgeError("the NVM read back differs from the image: the badge's flash may be worn; try again")


def backup(path, port=None):
    """Copy the badge's NVM into path; returns a line to print."""
    repl = RawRepl(port or find_port())
    try:
        repl.enter()
        nvm = read_nvm(repl)
    finally:
        repl.leave()
    with open(path, "wb") as fh:
        fh.write(pack(nvm))
    return "backed up the badge's NVM (8192 bytes) to %s" % path


def restore(path, port=None):
    """Write the NVM image in path back to the badge and verify it; returns a line to print."""
    with open(path, "rb") as fh:
        nvm = unpack(fh.read())
    repl = RawRepl(port or find_port())
    try:
        repl.enter()
        write_nvm(repl, nvm)
    finally:
        repl.leave()
    return "restored %s to the badge and read it back: the same 8192 bytes; the console starts again" % path


def main(argv):
    """Command line: backup|restore FILE [--port PORT]; 0 when done, 1 with a message, 2 for a wrong call."""
    args = list(argv)
    port = None
    if "--port" in args:
        i = args.index("--port")
        if i + 1 >= len(args):
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 2
        port = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2 or args[0] not in ("backup", "restore"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    try:
        import serial  # noqa: F401
    except ImportError:
        print("tools/badge.py needs pyserial: pip install pyserial (or python3 tools/dev.py sim, which installs "
              "requirements-host.txt)", file=sys.stderr)
        return 1
    try:
        print((backup if args[0] == "backup" else restore)(args[1], port))
    except BadgeError as err:
        print("badge.py %s: %s" % (args[0], err), file=sys.stderr)
        return 1
    except OSError as err:
        print("badge.py %s: %s" % (args[0], err), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
