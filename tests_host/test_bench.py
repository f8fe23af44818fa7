"""tools/bench.py prints the budgets table (a row per game) and writes the figures as the issue's JSON."""

import json
import os
import subprocess
import sys

import cpruntime
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = {"state_bytes", "save_bytes", "apply_alloc_bytes", "legal_alloc_bytes", "step_p99_us_cpython",
        "step_p99_us_micropython", "import_heap_bytes", "redraw_pct", "device_peak_source_kb",
        "device_peak_mpy_kb", "frame_p99_ms_circuitpython"}
DEVICE_KEYS = {"compile_peak_max_kb", "device_peak_source_kb", "device_peak_mpy_kb", "launcher_growth_bytes",
               "launcher_in_final_vm_bytes",
               "frame_p99_ms_circuitpython", "pystack_peak_bytes"}


def test_bench_help_prints_its_usage_and_an_unknown_option_is_refused():
    """--help prints the usage and the options without measuring anything; a wrong option is refused."""
    bench = os.path.join(ROOT, "tools", "bench.py")
    proc = subprocess.run([sys.executable, bench, "--help"], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 0 and "--circuitpython PATH" in proc.stdout and "--no-fixed-heap" in proc.stdout
    assert "| game |" not in proc.stdout  # nothing was measured
    proc = subprocess.run([sys.executable, bench, "--fast"], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 2 and "unknown option --fast" in proc.stderr


@pytest.mark.skipif(not cpruntime.available(), reason="CircuitPython's 32-bit runtime is not given "
                    "(POCKETBOG_CIRCUITPYTHON)")
def test_bench_json_and_table_for_one_game(tmp_path):
    """A short run over BOG: every figure present and within budget, one table row for the game."""
    out = tmp_path / "bench.json"
    cmd = [sys.executable, os.path.join(ROOT, "tools", "bench.py"), "--game", "bog", "--seeds", "2", "--no-fixed-heap",
           "--json", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=ROOT)
    # exit 1 means a figure is over budget; on a loaded test machine only the step and think times may be
    # (timing is what depends on the machine: quote it from a quiet run)
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    data = json.loads(out.read_text())
    assert set(data) == {"games", "device", "pystack"} | DEVICE_KEYS and set(data["games"]) == {"bog"}
    assert data["compile_peak_max_kb"] > 0 and data["device_peak_source_kb"] > data["device_peak_mpy_kb"] > 0
    assert data["frame_p99_ms_circuitpython"] > 0 and data["device"]["errors"] == []
    fig = data["games"]["bog"]
    assert KEYS <= set(fig)
    assert fig["state_bytes"] == 93 and fig["save_bytes"] == 93 + 28
    assert fig["apply_alloc_bytes"] == 0 and fig["legal_alloc_bytes"] == 0
    assert 0 < fig["import_heap_bytes"] <= 16384 and 0 < fig["redraw_pct"] <= 10
    assert fig["step_p99_us_cpython"] > 0 and fig["step_p99_us_micropython"] > 0
    first_table = proc.stdout.split("\n\n")[0]  # the device model's tables follow after a blank line
    rows = [line for line in first_table.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| game | state size") and rows[1].startswith("| budget | <= 256")
    assert len(rows) == 3 and rows[2].startswith("| bog | 93 | 121 | 0 | 0 |")
    cells = rows[2].split(" | ")
    # only the timings may read over on a loaded machine (6: step p99, 9: CPU Hard think p95, both MicroPython)
    assert {i for i, cell in enumerate(cells) if "OVER" in cell} <= {6, 9}
    device_rows = [line for line in proc.stdout.splitlines() if line.startswith("| device_peak")]
    assert [row.split(" | ")[0] for row in device_rows] == [
        "| device_peak_source_kb (kept + a module's compile peak or .mpy size, no budget)",
        "| device_peak_mpy_kb (kept + a module's compile peak or .mpy size, no budget)"]
    assert 0 < data["pystack_peak_bytes"] <= 1280 and data["pystack"]["errors"] == []
