"""Speaker and battery of the PyBadge family (PyBadge, PyBadge LC, EdgeBadge, PyGamer share the pins).

Tones are a looping sine table played by audioio.AudioOut on board.SPEAKER (the DAC) with the amplifier
enabled through board.SPEAKER_ENABLE, so start_tone() returns at once and stop_tone() ends the note.
Anything missing (no audioio in the build, pins absent) silences sound instead of stopping the game.
"""

import board

_audio = None
_enable = None
_samples = {}  # volume step -> RawSample; built once per volume
_TABLE_LEN = 16
_failed = False


def _sample(volume):
    """A sine table of one period at a volume (0.0-1.0), as an audiocore.RawSample."""
    import array
    import math

    import audiocore

    step = max(1, min(10, int(volume * 10 + 0.5)))
    if step not in _samples:
        amplitude = 2 ** 15 * step // 10 - 1
        table = array.array("H", [0] * _TABLE_LEN)
        for i in range(_TABLE_LEN):
            table[i] = int(math.sin(math.pi * 2 * i / _TABLE_LEN) * amplitude + 2 ** 15)
        _samples[step] = audiocore.RawSample(table)
    return _samples[step]


def start_tone(frequency, volume):
    """Start a tone (Hz) at a volume (0.0-1.0) that plays until stop_tone()."""
    global _audio, _enable, _failed
    if _failed:
        return
    try:
        if _audio is None:
            import audioio
            import digitalio

            _enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
            _enable.switch_to_output(value=False)
            _audio = audioio.AudioOut(board.SPEAKER)
        sample = _sample(volume)
        sample.sample_rate = int(_TABLE_LEN * frequency)
        _enable.value = True
        _audio.play(sample, loop=True)
    except (ImportError, AttributeError, ValueError, RuntimeError, OSError):
        _failed = True  # no speaker support in this build: play silently from now on


def stop_tone():
    """Stop the tone and switch the amplifier off (it hisses when left on)."""
    if _audio is not None:
        _audio.stop()
    if _enable is not None:
        _enable.value = False


_battery = None


def usb_powered():
    """True when USB is connected (supervisor.runtime.usb_connected), None where the firmware cannot tell."""
    try:
        import supervisor

        return bool(supervisor.runtime.usb_connected)
    except (ImportError, AttributeError):
        return None


def battery_volts():
    """Battery voltage from the 1/2 divider on A6, or None when it cannot be read."""
    global _battery
    try:
        if _battery is None:
            import analogio

            _battery = analogio.AnalogIn(getattr(board, "VOLTAGE_MONITOR", board.A6))
        return _battery.value / 65535 * 3.3 * 2
    except (ImportError, AttributeError, ValueError, RuntimeError):
        return None
