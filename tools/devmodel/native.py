"""Run the device model in MicroPython's native unix port, in a fixed heap, from a deployed CIRCUITPY folder.

    micropython -X heapsize=NNwk tools/devmodel/native.py DRIVE STANDINS model.py ARGS...

Run by tools/devmodel.py (never by hand). The path is what a badge searches, and nothing else: the stand-ins of
its native modules first (C, or frozen, on the badge), then the drive's root and its lib/. There is no JS here:
gc.collect() collects at once, and the model's generator is stepped in a loop (MP_RESUME, as run_mp.mjs does).
"""

import sys

drive, standins, script = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path[:] = [standins, drive, drive + "/lib"]
sys.argv[:] = [script] + sys.argv[4:]
with open(script) as fh:
    code = compile(fh.read(), script, "exec")
scope = {"__name__": "__main__", "MP_HOST": 1}
exec(code, scope)
del code
resume = scope.get("MP_RESUME")
while resume is not None and resume():
    pass
