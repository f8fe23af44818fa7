"""Stand-in for audioio on the device model: plays nothing."""


class AudioOut:
    """The DAC output."""

    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.playing = False

    def play(self, sample, *, loop=False):
        """Start a sample."""
        self.playing = True

    def stop(self):
        """Stop."""
        self.playing = False

    def deinit(self):
        """Release the DAC."""
