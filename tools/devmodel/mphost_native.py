"""The model's clock in the native unix port (run_mp.mjs gives the WebAssembly port a JS one): 0.1 us ticks."""

import time


def ticks():
    """time.ticks_us() in 0.1 us units, wrapping at 2**30 like run_mp.mjs's."""
    return (time.ticks_us() * 10) & 0x3FFFFFFF
