"""Stand-in for audiocore on the device model."""


class RawSample:
    """A sample buffer (kept by reference, as on the device)."""

    def __init__(self, buffer, *, channel_count=1, sample_rate=8000):
        self.buffer = buffer
        self.sample_rate = sample_rate
