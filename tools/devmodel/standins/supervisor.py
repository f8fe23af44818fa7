"""Stand-in for supervisor on the device model: ticks_ms() reads the model's clock, which the model
script advances by one frame (20 ms) per step, so timers (hand-off guard, long Start) behave as on a
badge without waiting in real time."""

_now = [0]


class RunReason:
    """supervisor.RunReason: why code.py runs."""

    STARTUP = 1
    AUTO_RELOAD = 2
    SUPERVISOR_RELOAD = 3
    REPL_RELOAD = 4


class _Runtime:
    """supervisor.runtime: the modelled badge runs on its battery; the model sets run_reason per run."""

    usb_connected = False
    run_reason = RunReason.STARTUP


runtime = _Runtime()


def ticks_ms():
    """Milliseconds on the model's clock, wrapping at 2**29 like the device's."""
    return _now[0] & 0x1FFFFFFF


def advance(ms):
    """Model only: move the clock forward."""
    _now[0] += ms


class ReloadException(BaseException):
    """What CircuitPython's supervisor.reload() raises: it ends code.py (no `except Exception` stops it)."""


def reload():
    """Model: end this run; tools/devmodel.py starts a fresh interpreter from code.py with the same NVM."""
    raise ReloadException()
