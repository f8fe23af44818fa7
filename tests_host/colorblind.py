"""The screen as seen without colour: greyscale, and the two red-green colour blindnesses (deuteranopia,
protanopia), for tests_host/test_seat_marks.py and the gallery (tools/screens.py --colour-blind).

Pixels are numpy arrays of (r, g, b) bytes, any shape ending in 3 (pygame's surfarray: [x, y, 3]). The red-green
filters are Machado, Oliveira and Fernandes' (2009) matrices at full severity, applied to linear RGB.
"""

import numpy

# Machado et al. 2009, severity 1.0: linear RGB -> what a dichromat sees, in linear RGB
_MATRICES = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}


def _linear(pixels):
    """sRGB bytes -> linear light, 0-1."""
    c = numpy.asarray(pixels, dtype=numpy.float64) / 255.0
    return numpy.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _encode(light):
    """Linear light -> sRGB bytes (clipped)."""
    c = numpy.clip(light, 0.0, 1.0)
    c = numpy.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** (1 / 2.4) - 0.055)
    return numpy.rint(c * 255.0).astype(numpy.uint8)


def greyscale(pixels):
    """Each pixel's luma (Rec. 601), as grey (r = g = b)."""
    p = numpy.asarray(pixels, dtype=numpy.float64)
    luma = numpy.rint(0.299 * p[..., 0] + 0.587 * p[..., 1] + 0.114 * p[..., 2]).astype(numpy.uint8)
    return numpy.stack((luma, luma, luma), axis=-1)


def simulate(pixels, kind):
    """What a person with that colour blindness ("deuteranopia" or "protanopia") sees, as sRGB bytes."""
    m = numpy.array(_MATRICES[kind])
    return _encode(_linear(pixels) @ m.T)


FILTERS = {
    "greyscale": greyscale,
    "deuteranopia": lambda pixels: simulate(pixels, "deuteranopia"),
    "protanopia": lambda pixels: simulate(pixels, "protanopia"),
}
