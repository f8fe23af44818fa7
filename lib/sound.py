"""Short non-blocking tones: each cue is a few (frequency, milliseconds) notes played from tick()."""

# The board plays one tone at a time with start_tone(frequency, volume) and stop_tone(); boards
# without a speaker (or with sound unsupported) simply do nothing. Mute and volume come from the settings.

# cue -> notes (Hz, ms); short enough never to hold up the next key press
CUES = {
    "move": ((660, 40),),
    "capture": ((520, 50), (390, 70)),
    "score": ((660, 50), (880, 50), (1320, 70)),
    "invalid": ((180, 90),),
    "handoff": ((440, 60), (660, 60)),
    "end": ((523, 90), (659, 90), (784, 90), (1047, 180)),
    "over": ((392, 120), (262, 200)),  # the game ended without a winner (a lost co-operative game)
}


class Sound:
    """Plays cues through a board's start_tone/stop_tone, honouring the sound and volume settings."""

    def __init__(self, hw, settings):
        self.hw = hw
        self.settings = settings
        self.notes = ()
        self.index = 0
        self.until = 0
        self.playing = False
        self.played = []  # cue names in order (tests read it; trimmed to stay small)

    def _enabled(self):
        """True when sound is on and the board has a speaker."""
        return self.settings.get("sound") == 1 and hasattr(self.hw, "start_tone")

    def play(self, cue, now=None):
        """Start a cue at once (cutting off any cue still playing)."""
        self.played.append(cue)
        if len(self.played) > 8:
            self.played.pop(0)
        if not self._enabled():
            return
        self.notes = CUES[cue]
        self.index = 0
        self._start(self.hw.ticks_ms() if now is None else now)

    def _start(self, now):
        """Begin the current note."""
        freq, ms = self.notes[self.index]
        self.hw.start_tone(freq, self.settings.get("volume") / 10)
        self.until = now + ms
        self.playing = True

    def tick(self, now):
        """Move to the next note when the current one is over; stop after the last."""
        if not self.playing or self.hw.ticks_diff(now, self.until) < 0:
            return
        self.index += 1
        if self.index < len(self.notes) and self._enabled():
            self._start(now)
        else:
            self.stop()

    def stop(self):
        """Silence the speaker now."""
        if self.playing and hasattr(self.hw, "stop_tone"):
            self.hw.stop_tone()
        self.playing = False
